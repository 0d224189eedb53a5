import { centreLoginResponseSchema, CENTRE_LOGIN_MESSAGES } from '@eval/contracts/centre-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestApp } from '../../test/app';
import { insertCentre } from '../../test/quiz-helpers';

let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let centreId = 0;

const login = (email: string, password: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/v15/centro/auth/login',
    payload: { email, password },
    remoteAddress,
  });

function expectRefusal(
  response: Awaited<ReturnType<typeof login>>,
  status: number,
  reason: keyof typeof CENTRE_LOGIN_MESSAGES,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error).toMatchObject({
    message: CENTRE_LOGIN_MESSAGES[reason],
    details: { reason },
  });
  expect(response.body).not.toMatch(/token/);
}

beforeAll(async () => {
  t = await createTestApp();
  centreId = await insertCentre(t.db, { nombre: 'Centro L', codigo: 'L1', place: 'madrid' });
}, 300_000);
afterAll(() => t?.close());

describe('POST /v15/centro/auth/login', () => {
  it('signs a centre person in with a token that opens the centre calls and no administration call', async () => {
    const user = await createUser(t.db, {
      perfil: 2,
      centros_id: centreId,
      email: 'Docente@Centro.example',
      password: 'Clave-Docente-1',
    });
    const response = await login(' docente@centro.example ', 'Clave-Docente-1');
    expect(response.statusCode, response.body).toBe(200);
    const session = centreLoginResponseSchema.parse(response.json()).data;
    expect(session).toMatchObject({ id: user.id, perfil: 2, centros_id: centreId });
    // A token is never kept by a cache, nor the centre's data by a shared one.
    expect(response.headers['cache-control']).toBe('no-store');
    const headers = bearer(session.token);
    const home = await t.app.inject({ url: '/v15/centro/inicio', headers });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ url: '/v7/allperiodos', headers })).statusCode).toBe(403);
  });

  it('says which refusal it is: wrong password, inactive, administrator, no centre', async () => {
    await createUser(t.db, { perfil: 1, centros_id: centreId, email: 'a@centro.example' });
    expectRefusal(await login('a@centro.example', 'mala'), 401, 'BAD_CREDENTIALS');
    expectRefusal(await login('nadie@centro.example', 'mala'), 401, 'BAD_CREDENTIALS');
    await createUser(t.db, {
      perfil: 1,
      centros_id: centreId,
      activo: 0,
      email: 'b@centro.example',
    });
    expectRefusal(await login('b@centro.example', 'Secreta-123'), 401, 'INACTIVE');
    // Said only with the right password: a wrong one is the usual refusal.
    expectRefusal(await login('b@centro.example', 'mala'), 401, 'BAD_CREDENTIALS');
    await createUser(t.db, { perfil: 0, email: 'admin@programa.example' });
    expectRefusal(await login('admin@programa.example', 'Secreta-123'), 403, 'ADMINISTRATOR');
    expectRefusal(await login('admin@programa.example', 'mala'), 401, 'BAD_CREDENTIALS');
    await createUser(t.db, { perfil: 2, centros_id: null, email: 'c@centro.example' });
    expectRefusal(await login('c@centro.example', 'Secreta-123'), 403, 'NO_CENTRE');
  });

  it('locks an address out of an e-mail after repeated failures, with its own reason', async () => {
    await createUser(t.db, { perfil: 1, centros_id: centreId, email: 'd@centro.example' });
    const address = '10.2.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await login('d@centro.example', `mala-${i}`, address)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expectRefusal(await login('d@centro.example', 'Secreta-123', address), 429, 'LOCKED');
  });

  it('refuses a malformed body with a 400 and no token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v15/centro/auth/login',
      payload: { email: '', password: 'x', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
  });
});
