import { sessionResponseSchema } from '@eval/contracts/auth';
import { CENTRE_LOGIN_PATH, LOGIN_WITH_CODE_PATH } from '@eval/contracts/calls/sign-in-paths';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { mailTestAppPerFile } from '../../test/admin-app';
import { bearer, type TestUser } from '../../test/app';
import { MADRID, MALAGA, scopeFixture } from '../../test/scope-fixture';
import { enrolledAdmin } from '../../test/second-factor-enrolment';

/**
 * Every reply that opens a session (the back-office's sign-in, its second step, Mi cuenta's new
 * session, the centre app's sign-in) carries the person's scope beside the specification's
 * fields, so the back-office can show it and hide what the server would refuse.
 */
const t = mailTestAppPerFile();
const { world, administrator } = scopeFixture(t);

let ipCounter = 0;
const nextIp = () => `10.39.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function post(url: string, payload: object, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: nextIp(),
    ...(token ? { headers: bearer(token) } : {}),
  });
}

const signIn = (user: TestUser, url = '/v1/auth/login') =>
  post(url, { email: user.email, password: 'Secreta-123' });

/** The whole session reply expected for `user`: the specification's fields, then the scope. */
function sessionOf(user: TestUser, ambito: number[], solo_lectura: 0 | 1) {
  return {
    data: {
      token: expect.any(String),
      perfil: user.perfil,
      id: user.id,
      nombre: expect.any(String),
      apellidos: 'De Prueba',
      email: user.email,
      language_id: 'ES',
      centros_id: user.centros_id,
      expiresAt: expect.any(Number),
      ambito,
      solo_lectura,
    },
  };
}

describe('the scope in the session reply', () => {
  it("carries a scoped administrator's communities, a read-only one's flag, and national", async () => {
    const national = await administrator([]);
    const both = await administrator([MALAGA.comunidades_id, MADRID.comunidades_id]);
    const cases: [TestUser, number[], 0 | 1][] = [
      [world.ofMalaga, [MALAGA.comunidades_id], 0],
      [world.ofMadrid, [MADRID.comunidades_id], 0],
      [world.readOnly, [], 1],
      [national, [], 0],
      [both, [MALAGA.comunidades_id, MADRID.comunidades_id].sort((a, b) => a - b), 0],
    ];
    for (const [user, ambito, soloLectura] of cases) {
      const reply = await signIn(user);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual(sessionOf(user, ambito, soloLectura));
      expect(sessionResponseSchema.safeParse(reply.json()).success).toBe(true);
    }
  });

  it('gives a regional scope to the second step and to the new session of a password change', async () => {
    const { user, secret } = await enrolledAdmin(t);
    // Scoped after enrolment; the sign-in below reads it as any sign-in would.
    await t.db
      .update(users)
      .set({ ambito: [MALAGA.comunidades_id] })
      .where(eq(users.id, user.id));
    const first = await signIn(user);
    const { challenge } = first.json<{ data: { challenge: string } }>().data;
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const second = await post(LOGIN_WITH_CODE_PATH, { challenge, code });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(sessionOf(user, [MALAGA.comunidades_id], 0));

    const { token } = second.json<{ data: { token: string } }>().data;
    const changed = await post(
      '/v1/auth/account/password',
      { currentPassword: 'Secreta-123', newPassword: 'Otra-Clave-Segura-2' },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(sessionOf(user, [MALAGA.comunidades_id], 0));
  });

  it("tells a centre's people the national default, as they have no scope", async () => {
    const reply = await signIn(world.malagueña, CENTRE_LOGIN_PATH);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(sessionOf(world.malagueña, [], 0));
  });
});
