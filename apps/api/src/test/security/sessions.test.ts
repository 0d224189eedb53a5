import { AUTH_MESSAGES } from '@eval/contracts/auth';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokedTokens } from '../../db/schema/index';
import { bearer, createTestApp, createUser, TEST_JWT_SECRET, tokenFor, type TestApp } from '../app';
import { nowSeconds, sessionClaims, signTestToken } from '../jwt';

/**
 * Sessions, beside the revoked-token matrix (revoked-tokens.test.ts): what a token must
 * carry to be accepted at all, and how logout keeps its record.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const users = (token: string) =>
  t.app.inject({ url: '/v1/users?setup={"size":1,"page":0}', headers: bearer(token) });
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: bearer(token) });

describe('what a session token must carry', () => {
  it('refuses a correctly signed token without exp, session version or id', async () => {
    const admin = await createUser(t.db, { perfil: 0 });
    const claims = sessionClaims(admin);
    const exp = nowSeconds() + 3600;
    const { jti: _jti, ...withoutJti } = claims;
    const { ver: _ver, ...withoutVer } = claims;
    for (const payload of [
      { ...claims, iat: nowSeconds() }, // never expires
      { ...withoutJti, exp }, // cannot be logged out
      { ...withoutVer, exp }, // cannot be ended by a password change
      { ...claims, jti: 'no-es-un-uuid', exp },
      { ...claims, ver: admin.session_version + 1, exp }, // a version not reached yet
    ]) {
      const response = await users(signTestToken(payload, TEST_JWT_SECRET));
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(COMMON_MESSAGES.invalidToken);
    }
    // The same claims with an exp are accepted: only what each case changed was wrong.
    expect((await users(signTestToken({ ...claims, exp }, TEST_JWT_SECRET))).statusCode).toBe(200);
  });
});

describe('POST /v1/auth/logout', () => {
  it('ends its token once; the record stays until the token expires, then goes', async () => {
    const admin = await createUser(t.db, { perfil: 0 });
    const token = tokenFor(t.app, admin);
    const first = await logout(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { message: AUTH_MESSAGES.loggedOut } });
    const again = await logout(token);
    expect(again.statusCode).toBe(401);

    const kept = await t.db.select().from(revokedTokens).where(eq(revokedTokens.user_id, admin.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.expires_at.getTime()).toBeGreaterThan(Date.now());
    // A record whose token expired long ago is dropped at the next logout, by anyone.
    await t.db
      .update(revokedTokens)
      .set({ expires_at: sql`now() - interval '2 hours'` })
      .where(eq(revokedTokens.user_id, admin.id));
    expect((await logout(tokenFor(t.app, await createUser(t.db, { perfil: 2 })))).statusCode).toBe(
      200,
    );
    expect(
      await t.db.select().from(revokedTokens).where(eq(revokedTokens.user_id, admin.id)),
    ).toEqual([]);
  });

  it('is open to every signed-in profile, and refuses a caller without a valid token', async () => {
    const teacher = await createUser(t.db, { perfil: 2 });
    expect((await logout(tokenFor(t.app, teacher))).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/auth/logout' });
    expect(anonymous.statusCode).toBe(401);
  });
});
