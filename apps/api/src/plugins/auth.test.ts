import { COMMON_MESSAGES } from '@eval/contracts/common';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { centros, comunidades, municipios, provincias, users } from '../db/schema/index';
import {
  bearer,
  createTestApp,
  createUser,
  TEST_JWT_SECRET,
  tokenFor,
  type TestApp,
  type TestUser,
} from '../test/app';
import { eventually } from '../test/eventually';
import { nowSeconds, sessionClaims, signTestToken } from '../test/jwt';
import { postRaw } from '../test/replies';
import { ACCESS_RULES } from './access-rules';

let t: TestApp;
let admin: TestUser;
let teacher: TestUser;
let centreTeacher: TestUser;
const registrationErrors: Record<string, unknown> = {};

function testRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  for (const access of ['authenticated', 'admin', 'centre'] as const) {
    app.get(`/v1/test/${access}`, { config: { access } }, async (request) => ({
      data: request.user,
    }));
  }
  app.post(
    '/v1/test/admin',
    { config: { access: 'admin' }, schema: { body: z.strictObject({ nombre: z.string() }) } },
    async (request) => ({ data: request.body }),
  );
  // Routes without a valid rule must not register.
  try {
    app.get('/v1/test/no-rule', async () => 'open');
  } catch (error) {
    registrationErrors.missing = error;
  }
  try {
    app.post(
      '/v1/test/bad-rule',
      { config: { access: 'everyone' as 'public' } },
      async () => 'open',
    );
  } catch (error) {
    registrationErrors.invalid = error;
  }
}

async function createCentre(): Promise<number> {
  await t.db.insert(comunidades).values({ id: 99, nombre: 'Comunidad de prueba' });
  await t.db.insert(provincias).values({ id_provincia: 99, provincia: 'Prueba', comunidad_id: 99 });
  await t.db
    .insert(municipios)
    .values({ id_municipio: 99001, nombre: 'Villaprueba', id_provincia: 99, comunidad_id: 99 });
  const [centre] = await t.db
    .insert(centros)
    .values({
      nombre: 'CEIP Prueba',
      codigo: '99000001',
      comunidades_id: 99,
      provincias_id_provincia: 99,
      municipios_id_municipio: 99001,
    })
    .returning({ id: centros.id });
  if (!centre) throw new Error('centre not inserted');
  return centre.id;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

beforeAll(async () => {
  t = await createTestApp({ beforeReady: testRoutes });
  admin = await createUser(t.db, { perfil: 0 });
  teacher = await createUser(t.db, { perfil: 2 });
  centreTeacher = await createUser(t.db, { perfil: 2, centros_id: await createCentre() });
});
afterAll(() => t?.close());

describe('access rules at registration', () => {
  it('refuses a route without an access rule, or with an unknown one', async () => {
    expect(String(registrationErrors.missing)).toMatch(
      /GET \/v1\/test\/no-rule has no valid access rule/,
    );
    expect(String(registrationErrors.invalid)).toMatch(/POST \/v1\/test\/bad-rule/);
    expect((await get('/v1/test/no-rule')).statusCode).toBe(404);
  });

  it('lists every route with its rule in app.routeAccess', () => {
    const { routeAccess } = t.app;
    expect(routeAccess).toContainEqual({ method: 'POST', url: '/v1/auth/login', access: 'public' });
    expect(routeAccess).toContainEqual({ method: 'GET', url: '/v5/languages', access: 'public' });
    expect(routeAccess).toContainEqual({ method: 'GET', url: '/health', access: 'public' });
    expect(routeAccess).toContainEqual({ method: 'GET', url: '/v1/test/admin', access: 'admin' });
    // Automatic HEAD routes inherit the rule of their GET route.
    expect(routeAccess).toContainEqual({ method: 'HEAD', url: '/v1/test/admin', access: 'admin' });
    // The docs are public files.
    expect(routeAccess).toContainEqual({ method: 'GET', url: '/docs/json', access: 'public' });
    for (const route of routeAccess) expect(ACCESS_RULES).toContain(route.access);
    expect(routeAccess.some((route) => route.url.includes('no-rule'))).toBe(false);
  });
});

describe('tokens', () => {
  it('401 without a token, in Spanish', async () => {
    const response = await get('/v1/test/admin');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: COMMON_MESSAGES.unauthorized },
    });
  });

  it('401 for a malformed authorization header', async () => {
    for (const authorization of ['Basic YWRtaW46YWRtaW4=', 'Bearer', 'Bearer not-a-jwt']) {
      const response = await get('/v1/test/admin', { authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(COMMON_MESSAGES.invalidToken);
    }
  });

  it('401 for a token signed with another secret', async () => {
    const forged = signTestToken(
      { ...sessionClaims(admin), exp: nowSeconds() + 3600 },
      'another-secret-of-at-least-32-characters!!',
    );
    const response = await get('/v1/test/admin', bearer(forged));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(COMMON_MESSAGES.invalidToken);
  });

  it('401 for an unsigned (alg none) token', async () => {
    const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: String(admin.id), perfil: 0, centros_id: null }),
    ).toString('base64url');
    const response = await get('/v1/test/admin', { authorization: `Bearer ${header}.${payload}.` });
    expect(response.statusCode).toBe(401);
  });

  it('401 for an expired token', async () => {
    const expired = signTestToken(
      {
        ...sessionClaims(admin),
        iat: nowSeconds() - 7200,
        exp: nowSeconds() - 60,
      },
      TEST_JWT_SECRET,
    );
    const response = await get('/v1/test/admin', bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(COMMON_MESSAGES.invalidToken);
  });

  it('401 for a correctly signed token whose claims do not match the user', async () => {
    // Every claim present and valid but the one each case changes.
    const claims = { ...sessionClaims(teacher), exp: nowSeconds() + 3600 };
    for (const payload of [
      { ...claims, perfil: 0 }, // self-promoted
      { ...claims, sub: '999999' }, // no such user
      { ...claims, sub: 'admin' }, // not an id
      { sub: String(admin.id), exp: claims.exp }, // claims missing
    ]) {
      const response = await get('/v1/test/admin', bearer(signTestToken(payload, TEST_JWT_SECRET)));
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('roles', () => {
  it('admin route: 200 for an administrator, 403 in Spanish for other profiles', async () => {
    const ok = await get('/v1/test/admin', bearer(tokenFor(t.app, admin)));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      data: {
        id: admin.id,
        perfil: 0,
        centros_id: null,
        scope: { national: true, readOnly: false },
      },
    });
    const forbidden = await get('/v1/test/admin', bearer(tokenFor(t.app, teacher)));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      error: { code: 'FORBIDDEN', message: COMMON_MESSAGES.forbidden },
    });
  });

  it('authenticated route: any active user', async () => {
    for (const user of [admin, teacher, centreTeacher]) {
      expect((await get('/v1/test/authenticated', bearer(tokenFor(t.app, user)))).statusCode).toBe(
        200,
      );
    }
  });

  it('centre route: only users of profile ≠ 0 with a centre', async () => {
    const ok = await get('/v1/test/centre', bearer(tokenFor(t.app, centreTeacher)));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.centros_id).toBe(centreTeacher.centros_id);
    expect((await get('/v1/test/centre', bearer(tokenFor(t.app, admin)))).statusCode).toBe(403);
    expect((await get('/v1/test/centre', bearer(tokenFor(t.app, teacher)))).statusCode).toBe(403);
  });
});

describe('changes to the user end the session', () => {
  /** The user's stored session version, as login would read it. */
  async function stored(user: TestUser): Promise<TestUser> {
    const [row] = await t.db
      .select({ session_version: users.session_version })
      .from(users)
      .where(eq(users.id, user.id));
    return { ...user, session_version: row?.session_version ?? -1 };
  }

  it('a deactivated user gets 401 within a second, and reactivating does not revive the token', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const headers = bearer(tokenFor(t.app, user));
    expect((await get('/v1/test/admin', headers)).statusCode).toBe(200);

    // Straight in the database: no code path has to remember to end the session. A change that
    // is not a request of this instance reaches its session cache by notification.
    await t.db.update(users).set({ activo: 0 }).where(eq(users.id, user.id));
    expect(
      await eventually(async () => (await get('/v1/test/admin', headers)).statusCode === 401),
    ).toBe(true);
    const response = await get('/v1/test/admin', headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(COMMON_MESSAGES.invalidToken);

    await t.db.update(users).set({ activo: 1 }).where(eq(users.id, user.id));
    expect((await get('/v1/test/admin', headers)).statusCode).toBe(401);
    // A token issued now, for the current version, works.
    expect(
      (await get('/v1/test/admin', bearer(tokenFor(t.app, await stored(user))))).statusCode,
    ).toBe(200);
  });

  it('a changed profile, centre, e-mail or password ends the session; changing it back does not revive it', async () => {
    for (const [change, undo] of [
      [{ perfil: 1 }, { perfil: 0 }],
      [{ email: 'otra-direccion@test.example' }, null],
      [{ password_hash: null }, null],
    ] as const) {
      const user = await createUser(t.db, { perfil: 0 });
      const headers = bearer(tokenFor(t.app, user));
      expect((await get('/v1/test/authenticated', headers)).statusCode).toBe(200);
      await t.db.update(users).set(change).where(eq(users.id, user.id));
      const refused = async () => (await get('/v1/test/authenticated', headers)).statusCode === 401;
      expect(await eventually(refused)).toBe(true);
      if (undo) {
        await t.db.update(users).set(undo).where(eq(users.id, user.id));
        expect((await get('/v1/test/authenticated', headers)).statusCode).toBe(401);
      }
    }
  });

  it('other edits (name, phone) keep the session', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const headers = bearer(tokenFor(t.app, user));
    await t.db
      .update(users)
      .set({ nombre: 'Otro nombre', telefono: '600000000' })
      .where(eq(users.id, user.id));
    expect((await get('/v1/test/admin', headers)).statusCode).toBe(200);
  });

  it('a deleted user gets 401', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const headers = bearer(tokenFor(t.app, user));
    expect((await get('/v1/test/admin', headers)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect(
      await eventually(async () => (await get('/v1/test/admin', headers)).statusCode === 401),
    ).toBe(true);
  });

  it('answers 401 before validating the body of a protected route', async () => {
    const response = await postRaw(t.app, '/v1/test/admin', 'application/json', '{not json');
    // An anonymous caller learns nothing about what the route accepts.
    expect(response.statusCode).toBe(401);
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/v1/test/admin',
      headers: bearer(tokenFor(t.app, admin)),
      payload: { nombre: 'x' },
    });
    expect(allowed.json()).toEqual({ data: { nombre: 'x' } });
  });
});
