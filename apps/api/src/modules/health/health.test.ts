import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A database handle whose queries fail (or never answer), to see the health check react. */
function brokenDatabase(execute: () => Promise<never>): DatabaseHandle {
  return {
    db: { execute } as unknown as Database,
    driver: 'postgres',
    migrate: async () => undefined,
    close: async () => undefined,
  };
}

async function healthWith(handle: DatabaseHandle) {
  const app = await buildApp({
    db: handle,
    config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET }),
    logger: false,
  });
  try {
    return await app.inject({ url: '/health' });
  } finally {
    await app.close();
  }
}

describe('GET /health', () => {
  it('200 when the database answers, without a token', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('503 when the database fails', async () => {
    const response = await healthWith(brokenDatabase(() => Promise.reject(new Error('down'))));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'error' });
  });

  it('503 within a few seconds when the database hangs', async () => {
    // Every query hangs until the answer has been measured; then they fail, so that closing
    // the app (which waits for the mail worker's queries) does not wait out its grace period.
    const hanging: (() => void)[] = [];
    const hang = () =>
      new Promise<never>((_, reject) => hanging.push(() => reject(new Error('down'))));
    const app = await buildApp({
      db: brokenDatabase(hang),
      config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET }),
      logger: false,
    });
    try {
      const started = Date.now();
      const response = await app.inject({ url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const release of hanging) release();
      await app.close();
    }
  });
});

describe('GET /health/ready and draining', () => {
  it('ready while serving; once draining, 503 there and on retryable requests, liveness still 200', async () => {
    const draining = await createTestApp();
    try {
      const ready = await draining.app.inject({ url: '/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'ok', outbox: 'ok' });

      draining.app.lifecycle.startDraining();
      const unready = await draining.app.inject({ url: '/health/ready' });
      expect(unready.statusCode).toBe(503);
      expect(unready.json()).toEqual({ status: 'draining', database: 'ok', outbox: 'ok' });
      expect((await draining.app.inject({ url: '/health' })).statusCode).toBe(200);

      // Refused before authentication or any work, so the balancer may resend it elsewhere.
      const list = await draining.app.inject({ url: '/v1/users' });
      expect(list.statusCode).toBe(503);
      expect(list.headers.connection).toBe('close');
      expect(list.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });
      // A POST is not retried by nginx, so it is served as usual (here: no token, 401).
      const login = await draining.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'nadie@x.es', password: 'no-es-esta-123' },
      });
      expect(login.statusCode).toBe(401);
    } finally {
      await draining.close();
    }
  });
});
