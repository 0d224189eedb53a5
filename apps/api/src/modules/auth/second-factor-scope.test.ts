import { COMMON_MESSAGES } from '@eval/contracts/common';
import { SECOND_FACTOR_MESSAGES, SECOND_FACTOR_SETUP_REASON } from '@eval/contracts/second-factor';
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { mailTestAppPerFile } from '../../test/admin-app';
import { bearer, tokenFor, type TestUser } from '../../test/app';
import { expectRefused } from '../../test/replies';
import { MADRID, MALAGA, scopeFixture } from '../../test/scope-fixture';

/**
 * The programme's second-factor rule per scope: besides "every administrator", the
 * communities whose scoped administrators must use one (GET/PUT /v1/auth/second-factor-policy
 * `comunidades`), enforced where the rule is: the sign-in's setup flag, the access check and
 * one's own status.
 */
const t = mailTestAppPerFile();
const { world, administrator } = scopeFixture(t);
const POLICY = '/v1/auth/second-factor-policy';

let ipCounter = 0;
const nextIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const setPolicy = (payload: object, user?: TestUser) =>
  user
    ? t.callAs(user, 'PUT', POLICY, payload)
    : t.app.inject({ method: 'PUT', url: POLICY, headers: t.auth, payload });
const policy = async () =>
  (await t.app.inject({ url: POLICY, headers: t.auth })).json<{ data: unknown }>().data;

async function signInFlag(user: TestUser): Promise<boolean | undefined> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: user.email, password: 'Secreta-123' },
    remoteAddress: nextIp(),
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ data: { secondFactorSetupRequired?: boolean } }>().data
    .secondFactorSetupRequired;
}

const usersList = (user: TestUser) => t.callAs(user, 'GET', '/v1/users');

function expectSetupRequired(reply: Awaited<ReturnType<typeof usersList>>) {
  expect(reply.statusCode).toBe(403);
  expect(reply.json()).toEqual({
    error: {
      code: 'FORBIDDEN',
      message: SECOND_FACTOR_MESSAGES.setupRequired,
      details: { reason: SECOND_FACTOR_SETUP_REASON },
    },
  });
}

afterEach(async () => {
  expect((await setPolicy({ required: false, comunidades: [] })).statusCode).toBe(200);
});

describe('second factor required of the administrators of some communities', () => {
  it('is none by default and names the communities once set, sorted and without repeats', async () => {
    expect(await policy()).toEqual({ required: false, comunidades: [] });
    const set = await setPolicy({ required: false, comunidades: [13, 1, 13] });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ data: { required: false, comunidades: [1, 13] } });
    expect(await policy()).toEqual({ required: false, comunidades: [1, 13] });
    // Without `comunidades` the change keeps them.
    await setPolicy({ required: false });
    expect(await policy()).toEqual({ required: false, comunidades: [1, 13] });
  });

  it("holds Andalucía's administrator to it, not Madrid's nor a national one", async () => {
    const national = await administrator([]);
    const both = await administrator([MADRID.comunidades_id, MALAGA.comunidades_id]);
    // A token from before the change: the session cache hears of it (migration 0025).
    const earlier = tokenFor(t.app, world.ofMalaga);
    expect((await t.app.inject({ url: '/v1/users', headers: bearer(earlier) })).statusCode).toBe(
      200,
    );

    await setPolicy({ required: false, comunidades: [MALAGA.comunidades_id] });

    expect(await signInFlag(world.ofMalaga)).toBe(true);
    expect(await signInFlag(both)).toBe(true);
    expect(await signInFlag(world.ofMadrid)).toBeUndefined();
    expect(await signInFlag(national)).toBeUndefined();

    expectSetupRequired(await t.app.inject({ url: '/v1/users', headers: bearer(earlier) }));
    expectSetupRequired(await usersList(both));
    expect((await usersList(world.ofMadrid)).statusCode).toBe(200);
    expect((await usersList(national)).statusCode).toBe(200);

    // Their own status says so, and the enrolment stays open to them.
    const status = await t.callAs(world.ofMalaga, 'GET', '/v1/auth/totp');
    expect(status.json()).toMatchObject({ data: { enabled: false, required: true } });
    const madrid = await t.callAs(world.ofMadrid, 'GET', '/v1/auth/totp');
    expect(madrid.json()).toMatchObject({ data: { required: false } });
    expect((await t.callAs(world.ofMalaga, 'POST', '/v1/auth/totp/enrolment')).statusCode).toBe(
      200,
    );

    // Taken off the list, the community's administrators go on without one.
    await setPolicy({ required: false, comunidades: [] });
    expect(await signInFlag(world.ofMalaga)).toBeUndefined();
    expect((await usersList(world.ofMalaga)).statusCode).toBe(200);
  });

  it('is audited with the rule before and after', async () => {
    await setPolicy({ required: false, comunidades: [MADRID.comunidades_id] });
    const [line] = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.user_id, t.admin.id), eq(auditLog.action, `PUT ${POLICY}`)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(line).toEqual({
      before: { required: false, comunidades: [] },
      after: { required: false, comunidades: [MADRID.comunidades_id] },
    });
  });

  it('refuses a community that does not exist, a scoped and a read-only administrator', async () => {
    await setPolicy({ required: false, comunidades: [MADRID.comunidades_id] });
    expectRefused(
      await setPolicy({ required: false, comunidades: [MALAGA.comunidades_id, 99] }),
      400,
      SECOND_FACTOR_MESSAGES.communitiesInvalid,
    );
    for (const comunidades of [['1'], [0], [1.5], 'Andalucía'])
      expect((await setPolicy({ required: false, comunidades })).statusCode).toBe(400);
    expectRefused(
      await setPolicy({ required: false, comunidades: [] }, world.ofMalaga),
      403,
      COMMON_MESSAGES.nationalOnly,
    );
    expectRefused(
      await setPolicy({ required: false, comunidades: [] }, world.readOnly),
      403,
      COMMON_MESSAGES.readOnly,
    );
    // Nothing of the refused changes was kept.
    expect(await policy()).toEqual({ required: false, comunidades: [MADRID.comunidades_id] });
  });
});
