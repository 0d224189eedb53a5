import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { AUTH_MESSAGES } from '@eval/contracts/auth';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentEmails, users } from '../../db/schema/index';
import {
  bearer,
  createTestApp,
  createUser,
  TEST_JWT_SECRET,
  type TestApp,
  type TestUser,
} from '../app';
import { nowSeconds, sessionClaims, signTestToken } from '../jwt';
import { issueSetPasswordLink } from '../../modules/emails/mail-links';
import { messageProblem } from './route-table';

/** Every line pino writes, kept to be searched for secrets. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});
/** Every response body of this file, searched too, except sign-in's: it issues the token. */
const bodies: string[] = [];

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  t = await createTestApp({
    env: { LOG_LEVEL: 'trace' },
    logger: { stream: logStream },
    webDistDir: web,
  });
  admin = await createUser(t.db, {
    perfil: ADMIN_PROFILE,
    email: 'admin.seguridad@example.org',
    password: 'Clave-Admin-Segura-1',
  });
}, 600_000);
afterAll(() => t?.close());

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await t.app.inject(options);
  const url = typeof options === 'string' ? options : (options.url ?? '');
  if (!String(url).startsWith('/v1/auth/login')) bodies.push(response.body);
  else expect(response.body).not.toMatch(/\$argon2|password/i);
  return response;
}

function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  it('are on the HTML page and on API answers, with no inline script allowed', async () => {
    const admin401 = await send({ url: '/v1/users' });
    for (const response of [
      await send({ url: '/' }),
      await send({ url: '/admin/usuarios' }),
      await send({ url: '/health' }),
      admin401,
    ]) {
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // Plain HTTP: no HSTS (sent only over HTTPS, plugins/security.test.ts).
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    expect((await send({ url: '/' })).headers['content-type']).toMatch(/text\/html/);
  });
});

describe('sessions', () => {
  it('throttle login with 429 and a Spanish message', async () => {
    const statuses: number[] = [];
    let last = await send({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'nadie@example.org', password: 'x' },
      remoteAddress: '10.9.9.9',
    });
    for (let i = 0; i < 25 && last.statusCode !== 429; i++) {
      statuses.push(last.statusCode);
      last = await send({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: `n${i}@example.org`, password: 'x' },
        remoteAddress: '10.9.9.9',
      });
    }
    expect(last.statusCode).toBe(429);
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect(last.json().error.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(messageProblem(last.json().error.message)).toBeNull();
  });

  it('expire: a token past its exp is refused with 401, a fresh one carries the configured lifetime', async () => {
    const expired = signTestToken(
      { ...sessionClaims(admin), iat: nowSeconds() - 120, exp: nowSeconds() - 1 },
      TEST_JWT_SECRET,
    );
    const refused = await send({ url: '/v1/users', headers: bearer(expired) });
    expect(refused.statusCode).toBe(401);
    expect(messageProblem(refused.json().error.message)).toBeNull();
    const issued = t.app.issueToken(admin);
    expect(issued.expiresAt - nowSeconds()).toBeLessThanOrEqual(t.config.JWT_EXPIRES_IN);
    expect(issued.expiresAt - nowSeconds()).toBeGreaterThan(t.config.JWT_EXPIRES_IN - 60);
  });
});

describe('secrets never leak', () => {
  it('no password, token or hash in logs, responses or e-mails', async () => {
    const login = await send({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: admin.email, password: 'Clave-Admin-Segura-1' },
    });
    expect(login.statusCode).toBe(200);
    const jwt: string = login.json().data.token;
    const auth = bearer(jwt);
    await send({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: admin.email, password: 'Clave-Admin-Equivocada-1' },
    });

    // A new user, who sets a password from the e-mailed link, signs in, is reset and asks again.
    const created = await send({
      method: 'POST',
      url: '/v1/auth/registeruser',
      headers: auth,
      payload: {
        nombre: 'Nueva',
        apellidos: 'Persona',
        email: 'nueva.persona@example.org',
        perfil: ADMIN_PROFILE,
      },
    });
    expect(created.statusCode).toBe(201);
    const userId: number = created.json().data.id;
    const mails = async () =>
      (await t.db.select().from(sentEmails)).map((row) => row.html).join('\n');
    // Stored e-mails keep a marker; the live link is made at delivery, as issueSetPasswordLink
    // does here (the SMTP side is the e-mail suite's).
    expect(await mails()).toMatch(/\{\{SET_PASSWORD_LINK:[\w-]{22}\}\}/);
    const link = await issueSetPasswordLink(t.db, userId, 'welcome', 'http://localhost');
    const linkToken = /token=([\w-]{20,100})/.exec(link)?.[1];
    expect(linkToken).toBeDefined();
    const newPassword = 'Tiza-azul-del-aula-9';
    const set = await send({
      method: 'POST',
      url: '/v1/auth/set-password',
      payload: { token: linkToken, password: newPassword },
    });
    expect(set.statusCode).toBe(200);
    const second = await send({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'nueva.persona@example.org', password: newPassword },
    });
    expect(second.statusCode).toBe(200);
    const secondJwt: string = second.json().data.token;
    await send({
      url: `/v1/users?filter=${encodeURIComponent(JSON.stringify({ search: 'nueva' }))}`,
      headers: auth,
    });
    expect(
      (await send({ method: 'PATCH', url: `/v1/auth/reset/${userId}`, headers: auth })).statusCode,
    ).toBe(200);
    await send({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email: admin.email },
    });
    await send({ url: `/v1/auth/set-password?token=${linkToken}` });
    await send({
      method: 'POST',
      url: '/v1/auth/set-password',
      payload: { token: linkToken, password: newPassword },
    });

    const hashes = (await t.db.select({ hash: users.password_hash }).from(users))
      .map((row) => row.hash)
      .filter((hash): hash is string => hash !== null);
    expect(hashes.length).toBeGreaterThan(0);
    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(1000);
    const emails = await mails();
    const secrets = [
      'Clave-Admin-Segura-1',
      'Clave-Admin-Equivocada-1',
      newPassword,
      jwt,
      secondJwt,
      '$argon2id$',
      ...hashes,
    ];
    for (const secret of secrets) {
      expect(logs.includes(secret), `log con ${secret.slice(0, 12)}…`).toBe(false);
      expect(
        bodies.some((body) => body.includes(secret)),
        `respuesta con ${secret.slice(0, 12)}…`,
      ).toBe(false);
      expect(emails.includes(secret), `correo con ${secret.slice(0, 12)}…`).toBe(false);
    }
    // The link token travels only in the e-mail: never in logs or responses.
    expect(logs.includes(linkToken ?? '')).toBe(false);
    expect(bodies.some((body) => body.includes(linkToken ?? ''))).toBe(false);
  });
});
