import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../db/client';

export interface TestDatabase {
  target: DatabaseTarget;
  driver: 'postgres' | 'pglite';
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new PostgreSQL database on the server named by
 * `server` or TEST_DATABASE_URL when either is set (as CI does), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(
  server = process.env.TEST_DATABASE_URL,
): Promise<TestDatabase> {
  const adminUrl = server;
  if (!adminUrl) return { target: { memory: true }, driver: 'pglite', drop: async () => undefined };

  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { url: url.toString() },
    driver: 'postgres',
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A fresh database (createTestDatabase), migrated and open; `close` closes it and drops it. */
export async function openMigratedTestDatabase(): Promise<{
  handle: DatabaseHandle;
  close(): Promise<void>;
}> {
  const testDb = await createTestDatabase();
  const handle = await openDatabase(testDb.target);
  await handle.migrate();
  return {
    handle,
    async close() {
      await handle.close();
      await testDb.drop();
    },
  };
}
