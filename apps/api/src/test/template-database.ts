import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import './database';
import { openDatabase, type DatabaseTarget } from '../db/client';
import { seedReference } from '../seed/reference';

/**
 * Vitest's global setup of the API tests: migrates and seeds the reference data ONCE per run,
 * into a template that every test file's database then starts from (test/database.ts,
 * createSeededTestDatabase). Done per file, migrating and seeding took about 10 s on
 * PostgreSQL and, on PGlite, 30 s more for the empty cluster's initdb (docs/operations.md, "The
 * test run"). The same two calls as a production start (`migrate`, `seedReference`) build it,
 * from the same migration files, so a copy is what a fresh database would have been.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `tmpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(server, `CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    await migrateAndSeed({ url: url.toString(), poolSize: 2 });
    project.provide('templateDatabase', name);
    project.provide('templateDataDir', null);
    return () => adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  // PGlite dumps only an instance's data dir, so the template is built in a folder first.
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const dataDir = join(dir, 'data');
  await migrateAndSeed({ dataDir });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(dir, 'data.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('templateDatabase', null);
  project.provide('templateDataDir', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function migrateAndSeed(target: DatabaseTarget): Promise<void> {
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    await seedReference(handle.db);
  } finally {
    await handle.close();
  }
}

async function adminQuery(server: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
