import { SECOND_FACTOR_MESSAGES, SECOND_FACTOR_SETUP_REASON } from '@eval/contracts/second-factor';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { auditLog, userRecoveryCodes, userTotp } from '../../db/schema/index';
import { mailTestAppPerFile } from '../../test/admin-app';
import { bearer, createUser, tokenFor, type TestUser } from '../../test/app';
import { expectRefused } from '../../test/replies';
import { enrolledAdmin } from '../../test/second-factor-enrolment';

const t = mailTestAppPerFile();
let ipCounter = 0;
/** Each sign-in from its own address unless a test wants one (the per-address limits). */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** A code of the step after the current one: the current step was spent by the confirmation. */
const nextCode = (secret: string, steps = 1) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

function post(url: string, payload: object, remoteAddress = nextIp(), headers = {}) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
}

const enrolled = () => enrolledAdmin(t);

async function challengeOf(user: TestUser, ip = nextIp()): Promise<string> {
  const response = await post('/v1/auth/login', { email: user.email, password: 'Secreta-123' }, ip);
  expect(response.statusCode).toBe(200);
  const data = response.json<{ data: Record<string, unknown> }>().data;
  expect(data).not.toHaveProperty('token');
  expect(data).toMatchObject({ perfil: 0, secondFactor: 'totp' });
  expect(typeof data.challenge).toBe('string');
  return String(data.challenge);
}

describe('enrolment', () => {
  it('gives a secret, an otpauth URI and a QR code, confirmed by a first valid code', async () => {
    const user = await createUser(t.db, { perfil: 0 });
    const started = await t.callAs(user, 'POST', '/v1/auth/totp/enrolment');
    const enrolment = started.json<{ data: { secret: string; uri: string; qrCode: string } }>()
      .data;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Kept encrypted: the base32 secret is nowhere in the row.
    const [row] = await t.db.select().from(userTotp).where(eq(userTotp.user_id, user.id));
    expect(row?.secret_box).not.toContain(enrolment.secret);
    expect(row?.confirmed_at).toBeNull();

    const wrong = await t.callAs(user, 'POST', '/v1/auth/totp/enrolment/confirm', {
      code: (Number(await generate({ secret: enrolment.secret })) + 1)
        .toString()
        .padStart(6, '0')
        .slice(-6),
    });
    expectRefused(wrong, 400, SECOND_FACTOR_MESSAGES.badCode);

    const code = await generate({ secret: enrolment.secret });
    const confirmed = await t.callAs(user, 'POST', '/v1/auth/totp/enrolment/confirm', { code });
    const codes = confirmed.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const hashes = await t.db
      .select()
      .from(userRecoveryCodes)
      .where(eq(userRecoveryCodes.user_id, user.id));
    expect(hashes.map((h) => h.code_hash.startsWith('$argon2id$'))).toEqual(Array(10).fill(true));

    const status = await t.callAs(user, 'GET', '/v1/auth/totp');
    expect(status.json()).toEqual({
      data: { enabled: true, recoveryCodesLeft: 10, required: false },
    });
    // A second enrolment is refused while this one is active.
    expectRefused(
      await t.callAs(user, 'POST', '/v1/auth/totp/enrolment'),
      409,
      SECOND_FACTOR_MESSAGES.alreadyEnabled,
    );
    const lines = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.user_id, user.id),
          eq(auditLog.action, 'POST /v1/auth/totp/enrolment/confirm'),
        ),
      );
    expect(lines).toEqual([{ after: { enabled: true } }]);
    expect(JSON.stringify(lines)).not.toContain(code);
  });
});

describe('sign-in with a second factor', () => {
  it('answers the password with a challenge, and the challenge with a code with the session', async () => {
    const { user, secret } = await enrolled();
    const challenge = await challengeOf(user);
    // The challenge is no session: every other route refuses it.
    for (const url of ['/v1/auth/totp', '/v1/users', '/v1/auth/second-factor-policy'])
      expect((await t.app.inject({ url, headers: bearer(challenge) })).statusCode).toBe(401);

    const wrong = await post('/v1/auth/login/totp', { challenge, code: '000000' });
    expectRefused(wrong, 401, SECOND_FACTOR_MESSAGES.badCode);
    const code = await nextCode(secret);
    const signedIn = await post('/v1/auth/login/totp', { challenge, code });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json<{ data: { token: string; perfil: number; id: number } }>().data;
    expect(session).toMatchObject({ perfil: 0, id: user.id });
    expect(
      (await t.app.inject({ url: '/v1/users', headers: bearer(session.token) })).statusCode,
    ).toBe(200);

    // The challenge was single-use, and the code of that step is spent (replay).
    expectRefused(
      await post('/v1/auth/login/totp', { challenge, code }),
      401,
      SECOND_FACTOR_MESSAGES.challengeExpired,
    );
    const again = await post('/v1/auth/login/totp', { challenge: await challengeOf(user), code });
    expectRefused(again, 401, SECOND_FACTOR_MESSAGES.badCode);
  });

  it('takes each recovery code once', async () => {
    const { user, recoveryCodes } = await enrolled();
    const [first = ''] = recoveryCodes;
    const used = await post('/v1/auth/login/totp', {
      challenge: await challengeOf(user),
      recoveryCode: first.toLowerCase(),
    });
    expect(used.statusCode).toBe(200);
    const reused = await post('/v1/auth/login/totp', {
      challenge: await challengeOf(user),
      recoveryCode: first,
    });
    expectRefused(reused, 401, SECOND_FACTOR_MESSAGES.badRecoveryCode);
    const status = await t.callAs(user, 'GET', '/v1/auth/totp');
    expect(status.json<{ data: { recoveryCodesLeft: number } }>().data.recoveryCodesLeft).toBe(9);
  });

  it('voids the challenge at the fifth wrong code from one address, the right code included', async () => {
    const { user, secret } = await enrolled();
    const ip = nextIp();
    const challenge = await challengeOf(user, ip);
    for (let i = 0; i < 4; i += 1)
      expectRefused(
        await post('/v1/auth/login/totp', { challenge, code: '000000' }, ip),
        401,
        SECOND_FACTOR_MESSAGES.badCode,
      );
    expectRefused(
      await post('/v1/auth/login/totp', { challenge, code: '000000' }, ip),
      429,
      SECOND_FACTOR_MESSAGES.tooManyWrongCodes,
    );
    expectRefused(
      await post('/v1/auth/login/totp', { challenge, code: await nextCode(secret) }, ip),
      401,
      SECOND_FACTOR_MESSAGES.challengeExpired,
    );
  });

  it('refuses an unknown challenge and a body with both kinds of code', async () => {
    expectRefused(
      await post('/v1/auth/login/totp', { challenge: 'x'.repeat(43), code: '123456' }),
      401,
      SECOND_FACTOR_MESSAGES.challengeExpired,
    );
    const both = await post('/v1/auth/login/totp', {
      challenge: 'x',
      code: '123456',
      recoveryCode: 'ABCDE-FGHIJ',
    });
    expect(both.statusCode).toBe(400);
  });

  it('disables with the password, after which the password alone signs in', async () => {
    const { user } = await enrolled();
    expectRefused(
      await t.callAs(user, 'POST', '/v1/auth/totp/disable', { password: 'otra-cosa' }),
      400,
      SECOND_FACTOR_MESSAGES.badPassword,
    );
    const disabled = await t.callAs(user, 'POST', '/v1/auth/totp/disable', {
      password: 'Secreta-123',
    });
    expect(disabled.statusCode).toBe(200);
    const login = await post('/v1/auth/login', { email: user.email, password: 'Secreta-123' });
    expect(login.json<{ data: { token?: string } }>().data.token).toEqual(expect.any(String));
  });
});

describe('programme rule and reset by another administrator', () => {
  it('sends an administrator without a second factor to the enrolment while the rule is on', async () => {
    const plain = await createUser(t.db, { perfil: 0 });
    expectRefused(
      await t.callAs(plain, 'PUT', '/v1/auth/second-factor-policy', { required: true }),
      409,
      SECOND_FACTOR_MESSAGES.requireOwnFirst,
    );
    const { user: keeper } = await enrolled();
    const on = await t.callAs(keeper, 'PUT', '/v1/auth/second-factor-policy', { required: true });
    expect(on.json()).toEqual({ data: { required: true, comunidades: [] } });
    try {
      const login = await post('/v1/auth/login', { email: plain.email, password: 'Secreta-123' });
      const session = login.json<{ data: { token: string; secondFactorSetupRequired?: boolean } }>()
        .data;
      expect(session.secondFactorSetupRequired).toBe(true);
      const refused = await t.app.inject({ url: '/v1/users', headers: bearer(session.token) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: {
          code: 'FORBIDDEN',
          message: SECOND_FACTOR_MESSAGES.setupRequired,
          details: { reason: SECOND_FACTOR_SETUP_REASON },
        },
      });
      const started = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/totp/enrolment',
        headers: bearer(session.token),
      });
      const { secret } = started.json<{ data: { secret: string } }>().data;
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/totp/enrolment/confirm',
        headers: bearer(session.token),
        payload: { code: await generate({ secret }) },
      });
      expect(confirmed.statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: '/v1/users', headers: bearer(session.token) })).statusCode,
      ).toBe(200);
      const [line] = await t.db
        .select({ before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.user_id, keeper.id),
            eq(auditLog.action, 'PUT /v1/auth/second-factor-policy'),
          ),
        );
      expect(line).toEqual({
        before: { required: false, comunidades: [] },
        after: { required: true, comunidades: [] },
      });
    } finally {
      await t.callAs(keeper, 'PUT', '/v1/auth/second-factor-policy', { required: false });
    }
  });

  it("resets another administrator's second factor, audited, and ends their sessions", async () => {
    const { user: target } = await enrolled();
    const targetToken = tokenFor(t.app, target);
    expectRefused(
      await t.call('DELETE', `/v1/auth/totp/${t.admin.id}`),
      400,
      SECOND_FACTOR_MESSAGES.notOwnReset,
    );
    const centreUser = await createUser(t.db, { perfil: 2 });
    expectRefused(
      await t.call('DELETE', `/v1/auth/totp/${centreUser.id}`),
      400,
      SECOND_FACTOR_MESSAGES.notAdministrator,
    );
    const reset = await t.call('DELETE', `/v1/auth/totp/${target.id}`);
    expect(reset.statusCode).toBe(200);
    expect(await t.db.select().from(userTotp).where(eq(userTotp.user_id, target.id))).toEqual([]);
    expect(
      (await t.app.inject({ url: '/v1/users', headers: bearer(targetToken) })).statusCode,
    ).toBe(401);
    const [line] = await t.db
      .select({ entity: auditLog.entity, entity_id: auditLog.entity_id, before: auditLog.before })
      .from(auditLog)
      .where(
        and(eq(auditLog.user_id, t.admin.id), eq(auditLog.action, 'DELETE /v1/auth/totp/:userId')),
      );
    expect(line).toMatchObject({
      entity: 'auth/totp',
      entity_id: String(target.id),
      before: { user_id: target.id, enabled: true },
    });
    expectRefused(
      await t.call('DELETE', `/v1/auth/totp/${target.id}`),
      409,
      SECOND_FACTOR_MESSAGES.notEnabled,
    );
    // Signed in again, the password alone now gives a session.
    const login = await post('/v1/auth/login', { email: target.email, password: 'Secreta-123' });
    expect(login.json<{ data: { token?: string } }>().data.token).toEqual(expect.any(String));
  });
});
