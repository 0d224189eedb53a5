import { AUTH_MESSAGES, sessionResponseSchema } from '@eval/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { bearer, createTestApp, createUser, type TestApp } from '../../test/app';

let t: TestApp;
let ipCounter = 0;
/** Each call comes from a new address, so the per-IP limit only bites where a test wants it. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function login(body: unknown, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: body as object,
    remoteAddress,
  });
}

beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      app.get('/v1/test/whoami', { config: { access: 'authenticated' } }, async (request) => ({
        data: request.user,
      }));
    },
  });
});
afterAll(() => t?.close());

describe('POST /v1/auth/login', () => {
  it('signs an administrator in and returns the session user without any hash', async () => {
    const admin = await createUser(t.db, {
      perfil: 0,
      email: 'Admin.Uno@Example.org',
      password: 'Clave-Admin-1',
      nombre: 'Ana',
      apellidos: 'Admin',
    });
    const response = await login({ email: '  ADMIN.uno@example.ORG ', password: 'Clave-Admin-1' });
    expect(response.statusCode).toBe(200);
    const body = sessionResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({
      perfil: 0,
      id: admin.id,
      nombre: 'Ana',
      apellidos: 'Admin',
      email: 'admin.uno@example.org',
      language_id: 'ES',
      centros_id: null,
    });
    expect(response.body).not.toMatch(/hash|argon2|Clave-Admin-1/i);
    const now = Math.floor(Date.now() / 1000);
    expect(body.data.expiresAt).toBeGreaterThan(now + 8 * 3600 - 60);
    expect(body.data.expiresAt).toBeLessThanOrEqual(now + 8 * 3600 + 1);

    // The token works on a route that needs a signed-in user.
    const me = await t.app.inject({ url: '/v1/test/whoami', headers: bearer(body.data.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      data: {
        id: admin.id,
        perfil: 0,
        centros_id: null,
        scope: { national: true, readOnly: false },
      },
    });
  });

  it('refuses a wrong password and an unknown e-mail with the same Spanish message', async () => {
    await createUser(t.db, { perfil: 0, email: 'dos@example.org', password: 'Correcta-123' });
    const wrong = await login({ email: 'dos@example.org', password: 'Incorrecta-123' });
    const unknown = await login({ email: 'nadie@example.org', password: 'Correcta-123' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: AUTH_MESSAGES.badCredentials },
      });
    }
  });

  it('refuses a user who has not set a password yet like a wrong password', async () => {
    await createUser(t.db, { perfil: 0, email: 'sinclave@example.org', password: null });
    const response = await login({ email: 'sinclave@example.org', password: 'cualquiera' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(AUTH_MESSAGES.badCredentials);
  });

  it('refuses an inactive user, saying so only after the right password', async () => {
    await createUser(t.db, {
      perfil: 0,
      activo: 0,
      email: 'baja@example.org',
      password: 'Clave-Baja-1',
    });
    const right = await login({ email: 'baja@example.org', password: 'Clave-Baja-1' });
    expect(right.statusCode).toBe(401);
    expect(right.json().error.message).toBe(AUTH_MESSAGES.inactive);
    const wrong = await login({ email: 'baja@example.org', password: 'otra' });
    expect(wrong.json().error.message).toBe(AUTH_MESSAGES.badCredentials);
  });

  it('lets a non-administrator log in (the admin client refuses perfil ≠ 0 itself)', async () => {
    await createUser(t.db, {
      perfil: 2,
      email: 'docente@example.org',
      password: 'Clave-Docente-1',
    });
    const response = await login({ email: 'docente@example.org', password: 'Clave-Docente-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.perfil).toBe(2);
  });

  it('rejects unknown fields and missing fields with 400', async () => {
    const extra = await login({ email: 'a@example.org', password: 'x', perfil: 0 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.details).toEqual([{ path: 'perfil', message: expect.any(String) }]);
    const missing = await login({ email: 'a@example.org' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].path).toBe('password');
  });

  it('limits attempts per address: the 21st request in a minute gets 429 in Spanish', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 20; i += 1) {
      const response = await login({ email: `ip${i}@example.org`, password: 'x' }, ip);
      expect(response.statusCode).toBe(401);
    }
    const limited = await login({ email: 'ip-final@example.org', password: 'x' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyAttempts },
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login({ email: 'ip-final@example.org', password: 'x' })).statusCode).toBe(401);
  });

  it('blocks an address after five failures on one e-mail, even with the right password', async () => {
    await createUser(t.db, { perfil: 0, email: 'objetivo@example.org', password: 'Clave-Buena-1' });
    const ip = '192.0.2.20';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await login({ email: 'objetivo@example.org', password: `mala${i}` }, ip);
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await login({ email: 'OBJETIVO@example.org', password: 'Clave-Buena-1' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    // The owner, from another address, is not locked out (security/login-throttle.test.ts).
    expect(
      (await login({ email: 'objetivo@example.org', password: 'Clave-Buena-1' })).statusCode,
    ).toBe(200);
  });

  it('forgets failures after a successful login', async () => {
    await createUser(t.db, { perfil: 0, email: 'olvido@example.org', password: 'Clave-Buena-2' });
    const ip = '192.0.2.21';
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1)
        await login({ email: 'olvido@example.org', password: 'mala' }, ip);
      expect(
        (await login({ email: 'olvido@example.org', password: 'Clave-Buena-2' }, ip)).statusCode,
      ).toBe(200);
    }
  });

  it('stores nothing about the attempt in the user row', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, 'dos@example.org'));
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });
});
