import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedReference } from '../seed/reference';
import { bearer, createUser, readyAppOn, tokenFor } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { eventually } from '../test/eventually';
import { testPostgres } from '../test/scale/postgres';

/**
 * The session cache is used only while its change notifications arrive. Killing the
 * listening connection must turn it off at once (every check reads the database) until a new
 * connection listens and the heartbeat comes back. PostgreSQL only: PGlite has no connection
 * to lose (testPostgres: TEST_DATABASE_URL, else the local server, else skipped with the reason).
 */
const postgres = await testPostgres();
const run = postgres.ready ? describe : describe.skip;

run('session cache when its listening connection drops (PostgreSQL)', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (!postgres.ready) return;
    database = await createTestDatabase(postgres.serverUrl);
    handle = await openDatabase(database.target);
    await handle.migrate(() => seedReference(handle.db));
    app = await readyAppOn(handle);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await database?.drop();
  });

  const served = async (token: string) =>
    (await app.inject({ url: '/v2/cursos', headers: bearer(token) })).statusCode;
  /** Whether one more request was answered from memory. */
  const answeredFromMemory = async (token: string) => {
    const before = app.sessionCache.hits;
    expect(await served(token)).toBe(200);
    return app.sessionCache.hits > before;
  };

  it('stops remembering when the connection drops, and starts again once it listens again', async () => {
    const token = tokenFor(app, await createUser(handle.db, { perfil: 0 }));
    expect(await eventually(() => answeredFromMemory(token))).toBe(true);

    const ended = (await handle.db.execute(sql`select pg_terminate_backend(pid) as ended
      from pg_stat_activity
      where datname = current_database() and query ilike 'listen%'`)) as unknown as {
      rows: { ended: boolean }[];
    };
    expect(ended.rows.map((row) => row.ended)).toEqual([true]);
    // Once the drop is noticed, every check reads the database.
    expect(
      await eventually(async () => {
        const before = app.sessionCache.misses;
        expect(await served(token)).toBe(200);
        return app.sessionCache.misses > before;
      }),
    ).toBe(true);
    const hitsWhileDown = app.sessionCache.hits;
    expect(await served(token)).toBe(200);
    expect(app.sessionCache.hits).toBe(hitsWhileDown);

    // A new connection listens after a second and the heartbeat comes back: remembered again.
    expect(await eventually(() => answeredFromMemory(token))).toBe(true);
  });
});
