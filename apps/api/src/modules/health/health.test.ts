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
    const started = Date.now();
    const response = await healthWith(brokenDatabase(() => new Promise<never>(() => undefined)));
    expect(response.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
