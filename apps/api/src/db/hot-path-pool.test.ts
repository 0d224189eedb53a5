import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../seed/reference';
import { bearer, createUser, readyAppOn, tokenFor } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { testPostgres } from '../test/scale/postgres';
import { openDatabase, type DatabaseHandle } from './client';

/**
 * While answers arrive at hundreds per second their transactions can hold every
 * connection of the main pool. A cached answer needs only the data versions (and a trusted
 * session cache, kept alive by its heartbeat): both go through the hot path's own connections,
 * so it is sent while the main pool has none free. Needs a real pool: PostgreSQL (testPostgres:
 * TEST_DATABASE_URL, else the local server, else reported as skipped with the reason).
 */
const postgres = await testPostgres();
const run = postgres.ready ? describe : describe.skip;

run('the hot path has connections of its own (PostgreSQL)', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (!postgres.ready) return;
    database = await createTestDatabase(postgres.serverUrl);
    if (!('url' in database.target)) throw new Error('not a PostgreSQL database');
    handle = await openDatabase({ ...database.target, poolSize: 2 });
    await handle.migrate(() => seedReference(handle.db));
    app = await readyAppOn(handle);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await database?.drop();
  });

  it('sends a stored list while every connection of the main pool is taken', async () => {
    const admin = await createUser(handle.db, { perfil: 0 });
    const headers = bearer(tokenFor(app, admin));
    const url = '/v2/centros?setup=%7B%22size%22%3A10%2C%22page%22%3A0%7D';
    // The session cache trusts itself once a heartbeat has come back (every 250 ms).
    await new Promise((resolve) => setTimeout(resolve, 600));
    const first = await app.inject({ url, headers });
    expect(first.statusCode).toBe(200);
    // Read once more, so the session state is remembered and the bytes are stored.
    await app.inject({ url, headers });

    const main = (handle.db as unknown as { $client: pg.Pool }).$client;
    const held = [await main.connect(), await main.connect()];
    try {
      const timeout = new Promise<'waited'>((resolve) => {
        setTimeout(() => resolve('waited'), 5_000).unref();
      });
      const answer = await Promise.race([app.inject({ url, headers }), timeout]);
      expect(answer).not.toBe('waited');
      if (answer === 'waited') return;
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(first.body);
    } finally {
      for (const client of held) client.release();
    }
  });
});
