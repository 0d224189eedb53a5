import { COMMON_MESSAGES } from '@eval/contracts/common';
import { OWN_ACCOUNT_MESSAGES } from '@eval/contracts/own-account';
import { PASSWORD_MESSAGES } from '@eval/contracts/passwords';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { bearer, createUser, tokenFor, type TestUser } from '../../test/app';
import { expectRefused } from '../../test/replies';
import { LOGIN_THROTTLE } from './login-throttle';

const t = adminTestAppPerFile();
let ipCounter = 0;
/** Each call from its own address: the routes' per-address limits are not what is tested. */
const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const NEW_PASSWORD = 'Marea alta sobre Tarifa 47';

function inject(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: bearer(token), remoteAddress: nextIp() });
}

const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  inject(token, 'POST', '/v1/auth/account/password', { currentPassword, newPassword });

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });

async function hashOf(user: TestUser) {
  const [row] = await t.db
    .select({ hash: users.password_hash, version: users.session_version })
    .from(users)
    .where(eq(users.id, user.id));
  return row;
}

async function auditLines(user: TestUser, action: string) {
  return t.db
    .select({
      entity: auditLog.entity,
      entity_id: auditLog.entity_id,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.user_id, user.id), eq(auditLog.action, action)));
}

describe('changing one’s own password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const before = await hashOf(user);
    const response = await changePassword(tokenFor(t.app, user), 'No-es-la-mia-1', NEW_PASSWORD);
    expectRefused(response, 400, OWN_ACCOUNT_MESSAGES.badCurrentPassword);
    expect(await hashOf(user)).toEqual(before);
    expect(await auditLines(user, 'POST /v1/auth/account/password')).toEqual([]);
  });

  it('refuses a new password the set-password policy refuses', async () => {
    const user = await createUser(t.db, { perfil: 0, nombre: 'Eulalia' });
    const before = await hashOf(user);
    const token = tokenFor(t.app, user);
    expectRefused(
      await changePassword(token, 'Secreta-123', 'corta'),
      400,
      PASSWORD_MESSAGES.tooShort,
    );
    expectRefused(
      await changePassword(token, 'Secreta-123', 'password1234'),
      400,
      PASSWORD_MESSAGES.guessable,
    );
    expectRefused(
      await changePassword(token, 'Secreta-123', 'Eulalia-Marea-Tarifa-47'),
      400,
      PASSWORD_MESSAGES.personal,
    );
    expect(await hashOf(user)).toEqual(before);
  });

  it('stores the new one as argon2id, ends the other sessions and keeps the one that asked', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const current = tokenFor(t.app, user);
    const other = tokenFor(t.app, user);
    const response = await changePassword(current, 'Secreta-123', NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(NEW_PASSWORD);
    const session = response.json<{ data: { token: string; id: number } }>().data;
    expect(session.id).toBe(user.id);
    expect((await hashOf(user))?.hash?.startsWith('$argon2id$')).toBe(true);

    // The session that made the change goes on with the token it was given; the others end.
    expect((await inject(session.token, 'GET', '/v1/auth/totp')).statusCode).toBe(200);
    expectRefused(await inject(other, 'GET', '/v1/auth/totp'), 401, COMMON_MESSAGES.invalidToken);
    expectRefused(await inject(current, 'GET', '/v1/auth/totp'), 401, COMMON_MESSAGES.invalidToken);

    // The old password no longer signs in; the new one does.
    expect((await signIn(user.email, 'Secreta-123')).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const lines = await auditLines(user, 'POST /v1/auth/account/password');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ entity: 'auth/account/password', entity_id: String(user.id) });
    expect(JSON.stringify(lines)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(lines)).not.toContain('Secreta-123');
  });

  it('counts wrong current passwords as failed sign-ins of the account, and stops them as the sign-in does', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const token = tokenFor(t.app, user);
    const before = await hashOf(user);
    // All from one address, as a session left open would be used.
    const from = (remoteAddress: string) => (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/account/password',
        payload: { currentPassword, newPassword: NEW_PASSWORD },
        headers: bearer(token),
        remoteAddress,
      });
    const attempt = from('10.9.0.1');
    // A sign-in with a wrong password from that address counts too: the two add up.
    const wrongSignIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: 'Tampoco-es-1' },
      remoteAddress: '10.9.0.1',
    });
    expect(wrongSignIn.statusCode).toBe(401);
    for (let i = 0; i < LOGIN_THROTTLE.freeAttempts - 1; i += 1) {
      expectRefused(
        await attempt(`No-es-la-mia-${i}`),
        400,
        OWN_ACCOUNT_MESSAGES.badCurrentPassword,
      );
    }
    // Past the free attempts even the right password is refused, unchecked, and nothing changes.
    expectRefused(await attempt('Secreta-123'), 429, OWN_ACCOUNT_MESSAGES.tooManyWrongPasswords);
    expect(await hashOf(user)).toEqual(before);
    // Another address is not blocked, and a right password gives the counts back.
    const elsewhere = await from('10.9.0.2')('Secreta-123');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('is refused to a session that is not an administrator’s', async () => {
    const user = await createUser(t.db, { perfil: 1 });
    const before = await hashOf(user);
    const response = await changePassword(tokenFor(t.app, user), 'Secreta-123', NEW_PASSWORD);
    expectRefused(response, 403, COMMON_MESSAGES.forbidden);
    expect(await hashOf(user)).toEqual(before);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/account/password',
      payload: { currentPassword: 'Secreta-123', newPassword: NEW_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('changing one’s own language', () => {
  it('saves it on one’s own row, audited, and the session goes on', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const bystander = await createUser(t.db, { perfil: 0 });
    const token = tokenFor(t.app, user);
    const response = await inject(token, 'PUT', '/v1/auth/account/language', { language_id: 'CA' });
    expect(response.json()).toEqual({
      data: { language_id: 'CA', message: OWN_ACCOUNT_MESSAGES.languageSaved },
    });
    const languageOf = async (person: TestUser) =>
      (
        await t.db
          .select({ language: users.language_id })
          .from(users)
          .where(eq(users.id, person.id))
      )[0]?.language;
    expect(await languageOf(user)).toBe('CA');
    expect(await languageOf(bystander)).toBe('ES');
    expect((await inject(token, 'GET', '/v1/auth/totp')).statusCode).toBe(200);
    expect(await auditLines(user, 'PUT /v1/auth/account/language')).toEqual([
      {
        entity: 'auth/account/language',
        entity_id: String(user.id),
        before: { user_id: user.id, language_id: 'ES' },
        after: { user_id: user.id, language_id: 'CA' },
      },
    ]);
  });

  it('refuses an unknown language and a session that is not an administrator’s', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const unknown = await inject(tokenFor(t.app, user), 'PUT', '/v1/auth/account/language', {
      language_id: 'FR',
    });
    expect(unknown.statusCode).toBe(400);
    const teacher = await createUser(t.db, { perfil: 1 });
    expectRefused(
      await inject(tokenFor(t.app, teacher), 'PUT', '/v1/auth/account/language', {
        language_id: 'CA',
      }),
      403,
      COMMON_MESSAGES.forbidden,
    );
  });
});
