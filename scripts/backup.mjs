// npm run backup -- [folder]: a consistent backup of the PostgreSQL database (DATABASE_URL), with
// the uploaded files and the settings (both live in the database), a manifest of what it holds
// (schema version, row counts, checksum), verified after writing (docs/operations.md).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { schemaVersion, sha256File, tableCounts } from './backup-manifest.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'npm run backup needs DATABASE_URL (PostgreSQL). The embedded database: stop the server and ' +
      'copy DATA_DIR (an online PGlite dump is not built yet; docs/operations.md).',
  );
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const folder = resolve(process.argv[2] ?? join('backups', stamp));
mkdirSync(folder, { recursive: true });
const dumpFile = join(folder, 'database.dump');

// One snapshot for the counts and the dump: writes going on meanwhile are in neither.
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  await client.query('begin isolation level repeatable read read only');
  const { rows } = await client.query('select pg_export_snapshot() as snapshot');
  const counts = await tableCounts(client);
  const version = await schemaVersion(client);
  execFileSync(
    'pg_dump',
    ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${dumpFile}`, url],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await client.query('commit');

  // Verified after writing: the archive reads back and has the data of every table counted.
  const listing = execFileSync('pg_restore', ['--list', dumpFile], { encoding: 'utf8' });
  const missing = Object.keys(counts).filter(
    (table) => !new RegExp(`TABLE DATA (public|drizzle) ${table} `).test(listing),
  );
  if (missing.length > 0) throw new Error(`the dump has no data for: ${missing.join(', ')}`);
  const manifest = {
    format: 'evaluacion-backup/1',
    created_at: new Date().toISOString(),
    app_version: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version ?? null,
    git_commit: (() => {
      try {
        return execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
      } catch {
        return null;
      }
    })(),
    schema: version,
    files: { 'database.dump': await sha256File(dumpFile) },
    counts,
  };
  writeFileSync(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(
    `backup written and verified: ${folder} (${Object.keys(counts).length} tables, ${total} rows)`,
  );
} finally {
  await client.end();
}
