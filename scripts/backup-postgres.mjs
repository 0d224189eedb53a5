// The PostgreSQL half of `npm run backup` (scripts/backup.mjs): a consistent backup of the
// database of DATABASE_URL, with the uploaded files and the settings (both live in the database).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { schemaVersion, sha256File, tableCounts, writeManifest } from './backup-manifest.mjs';

/** Writes `database.dump` and `manifest.json` into `folder`; returns the manifest. */
export async function backupPostgres(url, folder) {
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
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    await client.query('commit');

    // Verified after writing: the archive reads back and has the data of every table counted.
    const listing = execFileSync('pg_restore', ['--list', dumpFile], { encoding: 'utf8' });
    const missing = Object.keys(counts).filter(
      (table) => !new RegExp(`TABLE DATA (public|drizzle) ${table} `).test(listing),
    );
    if (missing.length > 0) throw new Error(`the dump has no data for: ${missing.join(', ')}`);
    return writeManifest(folder, {
      driver: 'postgres',
      schema: version,
      files: { 'database.dump': await sha256File(dumpFile) },
      counts,
    });
  } finally {
    await client.end();
  }
}
