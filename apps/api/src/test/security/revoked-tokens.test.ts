import type { FastifyInstance } from 'fastify';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSetPasswordLink } from '../../modules/emails/mail-links';
import { createCentre } from '../user-helpers';
import type { RouteAccess } from '../../plugins/access-rules';
import { bearer, createTestApp, createUser, tokenFor, type TestApp, type TestUser } from '../app';
import { eventually } from '../eventually';
import { createSecondInstance, type TestInstance } from '../second-instance';
import { fillPath, responseProblem, routeName } from './route-table';

/**
 * The access matrix for tokens that were ended: after a password change, an
 * administrator's reset, a deactivation, a demotion and a logout, the old token is refused with
 * 401 on every protected route of the table, by two instances of the app on one database —
 * the one that made the change and another one that had just accepted the token. Reactivating
 * or re-promoting does not bring the token back.
 */
const NEW_PASSWORD = 'Girasoles-Del-Camino-2026';

let t: TestApp;
let other: TestInstance;
let actorToken: string;
let centreId: number;
let protectedRoutes: RouteAccess[];
let cases = 0;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  other = await createSecondInstance(t);
  actorToken = tokenFor(t.app, await createUser(t.db, { perfil: 0 }));
  centreId = (await createCentre(t.db)).id;
  protectedRoutes = t.app.routeAccess.filter(
    (route) => route.access !== 'public' && route.method !== 'HEAD',
  );
}, 600_000);
afterAll(async () => {
  console.log(
    `Tokens revocados: ${protectedRoutes.length} rutas protegidas × 2 instancias, ${cases} casos.`,
  );
  await other?.close();
  await t?.close();
});

const instances = (): [string, FastifyInstance][] => [
  ['instancia A', t.app],
  ['instancia B', other.app],
];

/** A token as the person gets it: signing in through the API. */
async function signIn(user: TestUser, password = user.password ?? ''): Promise<string> {
  address += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: user.email, password },
    remoteAddress: `10.14.0.${address}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
}

/** The token is accepted by both instances (each has just seen it). */
async function expectAccepted(token: string): Promise<void> {
  for (const [, app] of instances()) {
    const response = await app.inject({
      url: '/v1/users?setup={"size":1,"page":0}',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  }
}

/**
 * Every protected route, on both instances, answers 401 in Spanish to the token. The instance
 * that made the change refuses at once; the other one within a second, once the change's
 * notification reaches its session cache: waited for first, on one route.
 */
async function expectRefusedEverywhere(token: string, why: string): Promise<void> {
  for (const [, app] of instances()) {
    const refused = async () =>
      (await app.inject({ url: '/v1/users?setup={"size":1,"page":0}', headers: bearer(token) }))
        .statusCode === 401;
    expect(await eventually(refused)).toBe(true);
  }
  const problems: string[] = [];
  for (const [name, app] of instances()) {
    for (const route of protectedRoutes) {
      cases += 1;
      const response = await app.inject({
        method: route.method as 'GET',
        url: fillPath(route.url, (param) => (param === 'centerId' ? String(centreId) : '1')),
        headers: bearer(token),
      });
      const problem = responseProblem(route.method, response);
      if (response.statusCode !== 401 || problem)
        problems.push(
          `${why}, ${name}, ${routeName(route)}: ${response.statusCode} ${problem ?? ''}`,
        );
      else if (response.json().error.message !== COMMON_MESSAGES.invalidToken)
        problems.push(`${why}, ${name}, ${routeName(route)}: ${response.body}`);
    }
  }
  expect(problems).toEqual([]);
}

const asActor = (app: FastifyInstance, method: 'PUT' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(actorToken), ...(payload ? { payload } : {}) });

/** PUT /v1/users with the user's fields, `changes` applied. */
const editUser = (user: TestUser, changes: object) =>
  asActor(t.app, 'PUT', '/v1/users', {
    id: user.id,
    nombre: 'Persona',
    apellidos: 'Con sesión',
    email: user.email,
    perfil: user.perfil,
    activo: 1,
    centros_id: user.centros_id,
    ...changes,
  });

/** Sets a new password through the set-password route, as the e-mailed link does. */
async function setPasswordByLink(user: TestUser): Promise<void> {
  const link = await issueSetPasswordLink(t.db, user.id, 'reset', 'http://panel.test');
  const token = new URL(link).searchParams.get('token');
  address += 1;
  const response = await other.app.inject({
    method: 'POST',
    url: '/v1/auth/set-password',
    payload: { token, password: NEW_PASSWORD },
    remoteAddress: `10.14.1.${address}`,
  });
  expect(response.statusCode).toBe(200);
}

describe('revoked tokens on two instances sharing one database', () => {
  it('after the person changes the password (forgotten-password link)', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const token = await signIn(user);
    await expectAccepted(token);
    await setPasswordByLink(user);
    await expectRefusedEverywhere(token, 'cambio de contraseña');
    await expectAccepted(await signIn(user, NEW_PASSWORD));
  });

  it('after an administrator’s reset, and still after the person sets a new password', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const token = await signIn(user);
    await expectAccepted(token);
    expect((await asActor(t.app, 'PATCH', `/v1/auth/reset/${user.id}`)).statusCode).toBe(200);
    await expectRefusedEverywhere(token, 'reseteo');
    await setPasswordByLink(user);
    await expectRefusedEverywhere(token, 'reseteo y contraseña nueva');
  });

  it('after a deactivation, and still after reactivation', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const token = await signIn(user);
    await expectAccepted(token);
    expect((await editUser(user, { activo: 0 })).statusCode).toBe(200);
    await expectRefusedEverywhere(token, 'desactivación');
    expect((await editUser(user, { activo: 1 })).statusCode).toBe(200);
    await expectRefusedEverywhere(token, 'desactivación y reactivación');
  });

  it('after a demotion, and still after re-promotion', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const token = await signIn(user);
    await expectAccepted(token);
    expect((await editUser(user, { perfil: 1, centros_id: centreId })).statusCode).toBe(200);
    await expectRefusedEverywhere(token, 'cambio de perfil');
    expect((await editUser(user, { perfil: 0, centros_id: null })).statusCode).toBe(200);
    await expectRefusedEverywhere(token, 'cambio de perfil y vuelta a administrador');
  });

  it('after a logout: that token only, the person’s other sessions go on', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const token = await signIn(user);
    const otherDevice = await signIn(user);
    await expectAccepted(token);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    await expectRefusedEverywhere(token, 'cierre de sesión');
    await expectAccepted(otherDevice);
  });
});
