import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedReference } from '../seed/reference';
import { insertCentre } from '../test/quiz-helpers';
import { testPostgres } from '../test/scale/postgres';
import { createUser } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { channelVersions, type DataChannel } from './versioned-cache';

/**
 * The data-version bump must not make unrelated commits wait for each other. Needs
 * two connections at once, so a real PostgreSQL (testPostgres: TEST_DATABASE_URL, else the
 * local server, else reported as skipped with the reason).
 */
const postgres = await testPostgres();
const run = postgres.ready ? describe : describe.skip;

run('data versions under concurrent writers (PostgreSQL)', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let pool: pg.Pool;

  beforeAll(async () => {
    if (!postgres.ready) return;
    database = await createTestDatabase(postgres.serverUrl);
    if (!('url' in database.target)) throw new Error('not a PostgreSQL database');
    handle = await openDatabase(database.target);
    await handle.migrate(() => seedReference(handle.db));
    pool = new pg.Pool({ connectionString: database.target.url, max: 2 });
    // The database is dropped WITH (FORCE) at the end: a client still closing then receives
    // "terminating connection due to administrator command", which is expected, not a failure.
    pool.on('error', () => undefined);
  });
  afterAll(async () => {
    await pool?.end();
    await handle?.close();
    await database?.drop();
  });

  const versionOf = async (channel: DataChannel) =>
    Number((await channelVersions(handle.db, [channel]))[0]?.version);

  it('a commit waits for no other transaction’s version bump, on another channel or the same one', async () => {
    const [first, second] = [
      await createUser(handle.db, { perfil: 1 }),
      await createUser(handle.db, { perfil: 1 }),
    ];
    const centreId = await insertCentre(handle.db, {
      nombre: 'Cerrojo',
      codigo: 'LOCK1',
      place: 'madrid',
    });
    const users0 = await versionOf('users');
    const centres0 = await versionOf('centros');

    const holder = await pool.connect();
    const other = await pool.connect();
    try {
      await holder.query('begin');
      await holder.query('update users set nombre = nombre where id = $1', [first?.id]);
      // Fires the commit-time bump now and keeps the transaction open: whatever the bump
      // locks, it keeps locked until this transaction ends.
      await holder.query('set constraints all immediate');

      // A wait would end in "canceling statement due to lock timeout" instead of a commit.
      await other.query("set lock_timeout = '3s'");
      await other.query('update centros set nombre = nombre where id = $1', [centreId]);
      await other.query('update users set nombre = nombre where id = $1', [second?.id]);
      expect(await versionOf('centros')).toBe(centres0 + 1);
      expect(await versionOf('users')).toBe(users0 + 1);

      await holder.query('commit');
      expect(await versionOf('users')).toBe(users0 + 2);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      holder.release();
      other.release();
    }
  });
});
