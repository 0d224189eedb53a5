import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated, seeded database each test file's database is copied from. */
    templateDatabase: string | null;
    /** PGlite: the file holding the migrated, seeded data dir (a tar) each file starts from. */
    templateDataDir: string | null;
  }
}

export interface TestDatabase {
  target: DatabaseTarget;
  driver: 'postgres' | 'pglite';
  /** Whether it already holds the migrations and the reference seed (a template's copy). */
  seeded: boolean;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new PostgreSQL database on the server named by
 * `server` or TEST_DATABASE_URL when either is set (as CI does), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(
  server = process.env.TEST_DATABASE_URL,
): Promise<TestDatabase> {
  return newDatabase(server, null);
}

/**
 * A fresh database already migrated and seeded with the reference data, as createTestApp needs:
 * a copy of the run's template (test/template-database.ts; `CREATE DATABASE … TEMPLATE` on
 * PostgreSQL, the dumped data dir on PGlite), or, outside a run that made one, an empty one
 * (`seeded: false`: the caller migrates and seeds it).
 */
export async function createSeededTestDatabase(): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) return newDatabase(server, provided('templateDatabase'));
  const dump = provided('templateDataDir');
  if (!dump) return newDatabase(undefined, null);
  const from = new Blob([readFileSync(dump)]);
  return {
    target: { memory: true, from },
    driver: 'pglite',
    seeded: true,
    drop: async () => undefined,
  };
}

/**
 * What the run's global setup provided, or null outside a vitest run (scripts such as
 * scripts/openapi-document.ts build the app too, and vitest's `inject` throws there).
 */
function provided(key: 'templateDatabase' | 'templateDataDir'): string | null {
  return process.env.VITEST ? (inject(key) ?? null) : null;
}

async function newDatabase(
  adminUrl: string | undefined,
  template: string | null,
): Promise<TestDatabase> {
  if (!adminUrl) {
    return {
      target: { memory: true },
      driver: 'pglite',
      seeded: false,
      drop: async () => undefined,
    };
  }

  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { url: url.toString() },
    driver: 'postgres',
    seeded: template !== null,
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
