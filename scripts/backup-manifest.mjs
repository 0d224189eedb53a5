// Shared by scripts/backup.mjs and scripts/restore.mjs: what a backup states it holds.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Rows of every table of the public schema, read inside the caller's transaction/snapshot.
 * UNLOGGED tables (the rate-limit and sign-in counters) are left out: PostgreSQL empties them
 * after a crash, and an embedded copy restarts as after one, so they are not part of what a
 * backup promises to bring back (docs/operations.md, "Counters in the database").
 */
/** The logged tables of the public schema (db/pglite-snapshot.ts lists them the same way). */
const TABLES = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'p' order by 1`;

export async function tableCounts(client) {
  const { rows } = await client.query(TABLES);
  const counts = {};
  for (const { name } of rows) {
    const result = await client.query(
      `select count(*)::bigint::text as n from "${name.replaceAll('"', '""')}"`,
    );
    counts[name] = Number(result.rows[0].n);
  }
  return counts;
}

/** The last migration applied (drizzle's table), i.e. the schema version of the data. */
export async function schemaVersion(client) {
  const { rows } = await client.query(
    'select hash, created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  return rows[0] ?? null;
}

export function sha256File(path) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/** Tables whose row count in `actual` is not the one `expected` (a manifest's) states. */
export function differingCounts(expected, actual) {
  const tables = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...tables].filter((table) => expected[table] !== actual[table]);
}

/** `manifest.json` of a backup: what it holds, which code wrote it, its files' checksums. */
export function writeManifest(folder, { driver, schema, files, counts }) {
  const root = new URL('..', import.meta.url).pathname;
  const manifest = {
    format: 'evaluacion-backup/1',
    driver,
    created_at: new Date().toISOString(),
    app_version: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version ?? null,
    git_commit: (() => {
      try {
        return execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim();
      } catch {
        return null;
      }
    })(),
    schema,
    files,
    counts,
  };
  writeFileSync(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
