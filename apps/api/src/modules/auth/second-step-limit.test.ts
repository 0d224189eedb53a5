import { SECOND_FACTOR_MESSAGES } from '@eval/contracts/second-factor';
import { and, asc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { auditLog, loginThrottle, sentEmails, users } from '../../db/schema/index';
import { mailTestAppPerFile } from '../../test/admin-app';
import type { TestUser } from '../../test/app';
import { expectRefused } from '../../test/replies';
import { enrolledAdmin } from '../../test/second-factor-enrolment';
import { eventually } from '../../test/user-helpers';

/**
 * The second step's limit per account across every address: a challenge voided at the fifth
 * wrong code (or recovery code) whatever the addresses, a doubling back-off for the account,
 * the owner told by e-mail in their language, an audit line, and the password step untouched.
 */
const t = mailTestAppPerFile();
let ipCounter = 0;
/** A fresh client address each time: every per-address limit stays far away. */
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const CODE_STEP = '/v1/auth/login/totp';

const post = (url: string, payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

/** The code of the step `steps` after the current one. */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

/** Codes no step near now accepts (the current one ± the tolerance, and the next ones). */
async function wrongCodes(secret: string, count: number): Promise<string[]> {
  const near = new Set(await Promise.all([-2, -1, 0, 1, 2, 3].map((s) => codeAt(secret, s))));
  const codes: string[] = [];
  for (let n = 1; codes.length < count; n += 1) {
    const code = String((n * 7_919) % 1_000_000).padStart(6, '0');
    if (!near.has(code)) codes.push(code);
  }
  return codes;
}

const enrolled = () => enrolledAdmin(t);

/** The password step: a challenge, for whoever knows the password. */
async function challengeOf(user: TestUser, ip = nextIp()): Promise<string> {
  const response = await post('/v1/auth/login', { email: user.email, password: 'Secreta-123' }, ip);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { challenge: string } }>().data.challenge;
}

/** Seconds until the account's second-step back-off (across every address) ends. */
async function accountBlockSeconds(user: TestUser): Promise<number> {
  const [row] = await queryRows<{ seconds: number | null }>(
    t.db,
    sql`SELECT extract(epoch FROM blocked_until - now())::float8 AS seconds FROM ${loginThrottle}
        WHERE email = ${`totp:${user.id}`} AND address = ''`,
  );
  return Number(row?.seconds ?? 0);
}

/** Ends the account's back-off, as waiting it out would. */
async function endAccountBlock(user: TestUser): Promise<void> {
  await t.db
    .update(loginThrottle)
    .set({ blocked_until: sql`now() - interval '1 second'` })
    .where(and(eq(loginThrottle.email, `totp:${user.id}`), eq(loginThrottle.address, '')));
}

const alertsTo = (user: TestUser) =>
  t.db
    .select({ subject: sentEmails.subject, text: sentEmails.text, link: sentEmails.link_purpose })
    .from(sentEmails)
    .where(eq(sentEmails.receiver, user.email))
    .orderBy(asc(sentEmails.id));

const auditLinesOf = (user: TestUser) =>
  t.db
    .select({ user_id: auditLog.user_id, action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'auth/second-factor'), eq(auditLog.entity_id, String(user.id))))
    .orderBy(asc(auditLog.id));

describe('the second step, limited per account across addresses', () => {
  it('voids a challenge guessed from 30 addresses at the fifth wrong code, with a doubling back-off', async () => {
    const { user, secret } = await enrolled();
    const home = nextIp();
    const challenge = await challengeOf(user, home);

    // 120 wrong codes for one challenge, 4 from each of 30 addresses (each under its own
    // limit), all at once: before, all 120 were checked (401 badCode) and the challenge still
    // took the right code. Five are checked now: four answer badCode, the fifth voids the
    // challenge (429); the others are refused unchecked, by the account's back-off (429) or
    // because the challenge is gone (401).
    const codes = await wrongCodes(secret, 120);
    const addresses = Array.from({ length: 30 }, () => nextIp());
    const attack = await Promise.all(
      codes.map((code, i) => post(CODE_STEP, { challenge, code }, addresses[i % 30])),
    );
    const messages = attack.map((r) => `${r.statusCode} ${r.json().error?.message}`);
    const count = (text: string) => messages.filter((m) => m === text).length;
    const tooMany = `429 ${SECOND_FACTOR_MESSAGES.tooManyWrongCodes}`;
    const gone = `401 ${SECOND_FACTOR_MESSAGES.challengeExpired}`;
    expect(count(`401 ${SECOND_FACTOR_MESSAGES.badCode}`)).toBe(4);
    expect(count(tooMany)).toBeGreaterThanOrEqual(1);
    expect(count(tooMany) + count(gone)).toBe(116);
    expect(await auditLinesOf(user)).toHaveLength(1);

    // The challenge is void, even for the right code.
    expectRefused(
      await post(CODE_STEP, { challenge, code: await codeAt(secret, 1) }),
      401,
      SECOND_FACTOR_MESSAGES.challengeExpired,
    );
    // The owner's password step from home still works (its throttle is keyed by the e-mail)…
    const fresh = await challengeOf(user, home);
    // …but the new challenge waits out the account's back-off: a minute, the right code refused.
    expectRefused(
      await post(CODE_STEP, { challenge: fresh, code: await codeAt(secret, 1) }, home),
      429,
      SECOND_FACTOR_MESSAGES.tooManyWrongCodes,
    );
    expect(await accountBlockSeconds(user)).toBeGreaterThan(50);
    expect(await accountBlockSeconds(user)).toBeLessThanOrEqual(60);

    // Once it ends, one more wrong code voids the new challenge too and blocks twice as long.
    await endAccountBlock(user);
    const [another = ''] = await wrongCodes(secret, 1);
    expectRefused(
      await post(CODE_STEP, { challenge: fresh, code: another }),
      429,
      SECOND_FACTOR_MESSAGES.tooManyWrongCodes,
    );
    expect(await accountBlockSeconds(user)).toBeGreaterThan(110);
    expect(await accountBlockSeconds(user)).toBeLessThanOrEqual(120);
    expectRefused(
      await post(CODE_STEP, { challenge: fresh, code: await codeAt(secret, 1) }, home),
      401,
      SECOND_FACTOR_MESSAGES.challengeExpired,
    );

    // The owner was told each time, in Spanish, with no link; the audit log names the account.
    const alerts = await alertsTo(user);
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) {
      expect(alert.subject).toBe(
        'Aviso de seguridad: códigos de verificación incorrectos en su cuenta',
      );
      expect(alert.link).toBeNull();
    }
    expect(alerts[0]?.text).toContain('se han escrito 5 códigos');
    expect(alerts[0]?.text).toContain('durante 1 minutos');
    expect(alerts[1]?.text).toContain('durante 2 minutos');
    await eventually(
      async () => t.smtp.received.filter((m) => m.to.includes(user.email)).length === 2,
    );
    expect(await auditLinesOf(user)).toEqual([
      {
        user_id: null,
        action: `POST ${CODE_STEP}`,
        after: expect.objectContaining({ failedAttempts: 5, blockedMinutes: 1 }),
      },
      {
        user_id: null,
        action: `POST ${CODE_STEP}`,
        after: expect.objectContaining({ failedAttempts: 6, blockedMinutes: 2 }),
      },
    ]);

    // After the back-off, a fresh sign-in with the right code is the owner's again.
    await endAccountBlock(user);
    const signedIn = await post(
      CODE_STEP,
      { challenge: await challengeOf(user, home), code: await codeAt(secret, 1) },
      home,
    );
    expect(signedIn.statusCode).toBe(200);
    expect(await accountBlockSeconds(user)).toBe(0);
  }, 120_000);

  it('counts recovery codes with the codes, and tells a Catalan owner in Catalan', async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    await t.db.update(users).set({ language_id: 'CA' }).where(eq(users.id, user.id));
    const challenge = await challengeOf(user);

    // Three wrong codes and then wrong recovery codes, each from its own address: the fifth
    // failure of the account, whichever kind, voids the challenge.
    for (const code of await wrongCodes(secret, 3))
      expectRefused(
        await post(CODE_STEP, { challenge, code }),
        401,
        SECOND_FACTOR_MESSAGES.badCode,
      );
    expectRefused(
      await post(CODE_STEP, { challenge, recoveryCode: 'AAAAA-AAAAA' }),
      401,
      SECOND_FACTOR_MESSAGES.badRecoveryCode,
    );
    expectRefused(
      await post(CODE_STEP, { challenge, recoveryCode: 'BBBBB-BBBBB' }),
      429,
      SECOND_FACTOR_MESSAGES.tooManyWrongCodes,
    );
    const [good = ''] = recoveryCodes;
    expectRefused(
      await post(CODE_STEP, { challenge, recoveryCode: good }),
      401,
      SECOND_FACTOR_MESSAGES.challengeExpired,
    );
    // A fresh challenge meets the account's back-off, a right recovery code included.
    const fresh = await challengeOf(user);
    expectRefused(
      await post(CODE_STEP, { challenge: fresh, recoveryCode: good }),
      429,
      SECOND_FACTOR_MESSAGES.tooManyWrongCodes,
    );

    const [alert] = await alertsTo(user);
    expect(alert?.subject).toBe(
      'Avís de seguretat: codis de verificació incorrectes al vostre compte',
    );
    expect(alert?.text).toContain("s'han escrit 5 codis");
    expect(alert?.text).toContain('algú coneix la vostra contrasenya');
    await eventually(async () => t.smtp.received.some((m) => m.to.includes(user.email)));
    expect(await auditLinesOf(user)).toHaveLength(1);

    // The recovery code was not spent: after the back-off it signs in.
    await endAccountBlock(user);
    const signedIn = await post(CODE_STEP, { challenge: fresh, recoveryCode: good });
    expect(signedIn.statusCode).toBe(200);
  }, 120_000);
});
