import { AUTH_MESSAGES } from '@eval/contracts/auth';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import { PASSWORD_MESSAGES } from '@eval/contracts/users';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { loginThrottle, rateLimitHits, sentEmails, setPasswordTokens } from '../../db/schema/index';
import { issueSetPasswordLink } from '../../modules/emails/mail-links';
import { countHit, pruneExpiredCounters } from '../../lib/rate-counter';
import {
  decodeQuotedPrintable,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../mail-test-server';
import { LOGIN_THROTTLE } from '../../modules/auth/login-throttle';
import { FORGOT_PASSWORD_PER_EMAIL } from '../../modules/users/password-service';
import { eventually } from '../user-helpers';
import { createTestApp, createUser, type TestApp } from '../app';
import { createSecondInstance, type TestInstance } from '../second-instance';

/**
 * Limits, and counters shared between instances: sign-in lockout per e-mail and
 * address, forgot-password limits, the password policy, TRUST_PROXY — and that a second instance
 * on the same database counts against the same limits.
 */
let t: TestApp;
let second: TestInstance;
let smtp: TestSmtpServer;
let addressCounter = 0;
/** A fresh client address (documentation range 198.18.0.0/15), so limits bite only where meant. */
const freshAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function login(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = freshAddress(),
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    remoteAddress,
    headers,
  });
}

/** Seconds from now until the back-off of `email` from `address` ends. */
async function blockSeconds(email: string, address: string): Promise<number> {
  const [row] = await queryRows<{ seconds: number | null }>(
    t.db,
    sql`SELECT extract(epoch FROM blocked_until - now())::float8 AS seconds FROM login_throttle
        WHERE email = ${email} AND address = ${address}`,
  );
  return Number(row?.seconds ?? 0);
}

/** Ends the current back-off of `email` from `address`, as waiting it out would. */
async function endBlock(email: string, address: string): Promise<void> {
  await t.db
    .update(loginThrottle)
    .set({ blocked_until: sql`now() - interval '1 second'` })
    .where(and(eq(loginThrottle.email, email), eq(loginThrottle.address, address)));
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const env = { SMTP_URL: smtp.url, PUBLIC_URL: 'http://panel.test' };
  t = await createTestApp({ env });
  second = await createSecondInstance(t, env);
}, 600_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
  await smtp?.close();
});

describe('sign-in lockout per e-mail and address', () => {
  it('failures from many other addresses neither block nor lock out the owner', async () => {
    const owner = await createUser(t.db, { perfil: 0, password: 'Tiza-azul-del-aula-9' });
    const home = '203.0.113.7';
    expect((await login(t.app, owner.email, 'Tiza-azul-del-aula-9', home)).statusCode).toBe(200);

    // 30 wrong passwords from 30 addresses (each under its own limit): the old per-e-mail
    // lockout answered 429 from the 11th on, and then refused the owner's right password too.
    const attack = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(t.app, owner.email, `Intento-malo-${i}`)),
    );
    expect(attack.map((response) => response.statusCode)).toEqual(Array(30).fill(401));

    // From home, and from an address never seen before (slowed by the e-mail's ceiling, not refused).
    expect((await login(t.app, owner.email, 'Tiza-azul-del-aula-9', home)).statusCode).toBe(200);
    expect((await login(second.app, owner.email, 'Tiza-azul-del-aula-9')).statusCode).toBe(200);
  }, 60_000);

  it('counts no failure for concurrent successful sign-ins of one account', async () => {
    const user = await createUser(t.db, { perfil: 0, password: 'Tiza-azul-del-aula-9' });
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => login(second.app, user.email, 'Tiza-azul-del-aula-9')),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(15).fill(200));
    const rows = await t.db.select().from(loginThrottle).where(eq(loginThrottle.email, user.email));
    expect(rows).toHaveLength(15);
    expect(rows.every((row) => row.address !== '' && row.failures === 0)).toBe(true);
  });

  it('blocks one address after five failures, with a back-off that doubles', async () => {
    const user = await createUser(t.db, { perfil: 0, password: 'Tiza-azul-del-aula-9' });
    const address = '203.0.113.20';
    for (let i = 0; i < LOGIN_THROTTLE.freeAttempts; i += 1)
      expect((await login(t.app, user.email, `Mala-${i}`, address)).statusCode).toBe(401);
    const blocked = await login(t.app, user.email, 'Tiza-azul-del-aula-9', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(await blockSeconds(user.email, address)).toBeGreaterThan(50);
    expect(await blockSeconds(user.email, address)).toBeLessThanOrEqual(60);

    // Once it ends, one more failure blocks again for twice as long.
    await endBlock(user.email, address);
    expect((await login(t.app, user.email, 'Mala-otra', address)).statusCode).toBe(401);
    expect((await login(t.app, user.email, 'Tiza-azul-del-aula-9', address)).statusCode).toBe(429);
    expect(await blockSeconds(user.email, address)).toBeGreaterThan(110);
    expect(await blockSeconds(user.email, address)).toBeLessThanOrEqual(120);

    // The right password after the block signs in and clears the count.
    await endBlock(user.email, address);
    expect((await login(t.app, user.email, 'Tiza-azul-del-aula-9', address)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(loginThrottle)
      .where(and(eq(loginThrottle.email, user.email), eq(loginThrottle.address, address)));
    expect(row).toMatchObject({ failures: 0, blocked_until: null });
  });

  it('counts an e-mail unknown to the system the same way (nothing tells it apart)', async () => {
    const address = '203.0.113.21';
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_THROTTLE.freeAttempts; i += 1)
      statuses.push(
        (await login(t.app, 'nadie.aqui@example.org', `Mala-${i}`, address)).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('counters shared by two instances on one database', () => {
  it('counts sign-in failures of one address on both instances', async () => {
    const user = await createUser(t.db, { perfil: 0, password: 'Tiza-azul-del-aula-9' });
    const address = '203.0.113.30';
    for (const app of [t.app, second.app, t.app, second.app, t.app])
      expect((await login(app, user.email, 'Mala-clave-1', address)).statusCode).toBe(401);
    expect((await login(second.app, user.email, 'Tiza-azul-del-aula-9', address)).statusCode).toBe(
      429,
    );
  });

  it('counts the per-address rate limit of the login route on both instances', async () => {
    const address = '203.0.113.31';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const app = i % 2 === 0 ? t.app : second.app;
      statuses.push(
        (await login(app, `limite${i}@example.org`, 'Mala-clave-1', address)).statusCode,
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });
});

describe('forgot-password limits', () => {
  const forgot = (app: FastifyInstance, email: string, remoteAddress = freshAddress()) =>
    app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email },
      remoteAddress,
    });

  it('13 requests for one address send 3 e-mails and cancel no link after the third', async () => {
    const user = await createUser(t.db, { perfil: 0, password: null });
    // The welcome link the account was created with, still unused.
    await issueSetPasswordLink(t.db, user.id, 'welcome', 'http://panel.test');

    const answers = [];
    for (let i = 0; i < 13; i += 1) {
      answers.push(await forgot(i % 2 === 0 ? t.app : second.app, user.email.toUpperCase()));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: { message: PASSWORD_MESSAGES.forgotSent } });
    }
    const recorded = async () => {
      const [row] = await t.db
        .select({ n: count() })
        .from(sentEmails)
        .where(eq(sentEmails.receiver, user.email));
      return row?.n ?? 0;
    };
    // Requests beyond the third record nothing, so once three are there the count is final.
    await eventually(async () => (await recorded()) >= FORGOT_PASSWORD_PER_EMAIL.max, 15_000);
    await eventually(
      async () => smtp.received.filter((m) => m.to.includes(user.email)).length >= 3,
    );
    expect(await recorded()).toBe(FORGOT_PASSWORD_PER_EMAIL.max);
    const tokens = await t.db
      .select()
      .from(setPasswordTokens)
      .where(eq(setPasswordTokens.user_id, user.id));
    expect(tokens).toHaveLength(1 + FORGOT_PASSWORD_PER_EMAIL.max);
    expect(tokens.filter((token) => token.used_at === null)).toHaveLength(1);

    // The last e-mail's link still works: requests 4 to 13 did not cancel it.
    const last = smtp.received.findLast((m) => m.to.includes(user.email));
    const token = /set-password\?token=([\w-]+)/.exec(decodeQuotedPrintable(last?.raw ?? ''))?.[1];
    const set = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/set-password',
      payload: { token, password: 'Tiza-azul-del-aula-9' },
      remoteAddress: freshAddress(),
    });
    expect(set.statusCode).toBe(200);
  }, 60_000);

  it('limits one client address over many e-mails, shared by both instances', async () => {
    const address = '203.0.113.40';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const app = i % 2 === 0 ? t.app : second.app;
      statuses.push((await forgot(app, `pide${i}@example.org`, address)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    const limited = await forgot(t.app, 'otra@example.org', address);
    expect(limited.json().error.message).toBe(COMMON_MESSAGES.tooManyRequests);
  });
});

describe('password policy on set-password', () => {
  it('refuses short, space-padded, common and personal passwords with the rule in Spanish', async () => {
    const user = await createUser(t.db, {
      perfil: 1,
      password: null,
      nombre: 'Rocío',
      apellidos: 'Fernández Gil',
      email: 'rocio.fernandez@centro.example',
    });
    const link = await issueSetPasswordLink(t.db, user.id, 'welcome', 'http://panel.test');
    const token = /token=([\w-]+)/.exec(link)?.[1];
    const setPassword = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/set-password',
        payload: { token, password },
        remoteAddress: freshAddress(),
      });
    const refusals: Array<[string, string]> = [
      ['password12', PASSWORD_MESSAGES.tooShort],
      [`${' '.repeat(10)}a1`, PASSWORD_MESSAGES.edgeSpaces],
      ['Tiza-azul-del-aula-9 ', PASSWORD_MESSAGES.edgeSpaces],
      ['Password1234', PASSWORD_MESSAGES.guessable],
      ['qwertyuiop123', PASSWORD_MESSAGES.guessable],
      ['Rocio-Fernandez-88', PASSWORD_MESSAGES.personal],
      ['FERNÁNDEZ.pizarra.7', PASSWORD_MESSAGES.personal],
    ];
    for (const [password, message] of refusals) {
      const response = await setPassword(password);
      expect(response.statusCode, password).toBe(400);
      expect(JSON.stringify(response.json()), password).toContain(message);
    }
    // None of the refusals spent the link.
    expect((await setPassword('Tiza-azul-del-aula-9')).statusCode).toBe(200);
    expect((await login(t.app, user.email, 'Tiza-azul-del-aula-9')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY takes hops or addresses, never the client-written entry', () => {
  let behindOne: TestInstance;
  let behindListed: TestInstance;
  beforeAll(async () => {
    behindOne = await createSecondInstance(t, { TRUST_PROXY: '1' });
    behindListed = await createSecondInstance(t, { TRUST_PROXY: '192.0.2.1, 192.0.2.128/25' });
  });
  afterAll(async () => {
    await behindOne?.close();
    await behindListed?.close();
  });

  it('with one hop, a client changing the first X-Forwarded-For entry still meets its limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await login(
        behindOne.app,
        `proxy${i}@example.org`,
        'Mala-clave-1',
        '10.0.0.2',
        {
          'x-forwarded-for': `192.0.2.${i}, 203.0.113.50`,
        },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });

  /** The address a failed sign-in was counted under. */
  async function countedAddress(
    app: FastifyInstance,
    remoteAddress: string,
    forwardedFor: string,
  ): Promise<string | undefined> {
    const email = `cuenta${++addressCounter}@example.org`;
    await login(app, email, 'Mala-clave-1', remoteAddress, { 'x-forwarded-for': forwardedFor });
    const rows = await t.db
      .select({ address: loginThrottle.address })
      .from(loginThrottle)
      .where(and(eq(loginThrottle.email, email), sql`${loginThrottle.address} <> ''`));
    return rows[0]?.address;
  }

  it('with a list, the address is the one the nearest trusted proxy saw', async () => {
    // Two listed proxies in a row: both skipped, the entry before them is the client.
    expect(
      await countedAddress(
        behindListed.app,
        '192.0.2.1',
        '198.51.100.66, 203.0.113.60, 192.0.2.200',
      ),
    ).toBe('203.0.113.60');
    // A peer that is not a listed proxy is the client, whatever it writes.
    expect(await countedAddress(behindListed.app, '198.51.100.3', '203.0.113.61')).toBe(
      '198.51.100.3',
    );
    // Without TRUST_PROXY the header is ignored.
    expect(await countedAddress(t.app, '198.51.100.4', '203.0.113.62')).toBe('198.51.100.4');
  });
});

describe('counter windows and the sweep', () => {
  it('starts a key again after its window, and deletes only what no window or known address keeps', async () => {
    expect((await countHit(t.db, 'prueba|ventana', 60_000)).hits).toBe(1);
    expect((await countHit(t.db, 'prueba|ventana', 60_000)).hits).toBe(2);
    await t.db
      .update(rateLimitHits)
      .set({ window_ends: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, 'prueba|ventana'));
    expect((await countHit(t.db, 'prueba|ventana', 60_000)).hits).toBe(1);

    const past = sql`now() - interval '1 second'`;
    const future = sql`now() + interval '1 hour'`;
    await t.db.insert(rateLimitHits).values({ key: 'prueba|caducada', hits: 3, window_ends: past });
    await t.db.insert(loginThrottle).values([
      { email: 'barrido@example.org', address: '203.0.113.90', failures: 2, window_ends: past },
      {
        email: 'barrido@example.org',
        address: '203.0.113.91',
        failures: 0,
        window_ends: past,
        known_until: future,
      },
      { email: 'barrido@example.org', address: '', failures: 4, window_ends: future },
    ]);
    await pruneExpiredCounters(t.db);
    const keys = (await t.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map(
      (row) => row.key,
    );
    expect(keys).toContain('prueba|ventana');
    expect(keys).not.toContain('prueba|caducada');
    const kept = await t.db
      .select({ address: loginThrottle.address })
      .from(loginThrottle)
      .where(eq(loginThrottle.email, 'barrido@example.org'));
    expect(kept.map((row) => row.address).sort()).toEqual(['', '203.0.113.91']);
  });
});
