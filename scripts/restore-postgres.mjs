// The PostgreSQL half of `npm run restore` (scripts/restore.mjs): restores a backup into the
// EMPTY database of DATABASE_URL, then checks every table's row count against the manifest.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { differingCounts, sha256File, tableCounts } from './backup-manifest.mjs';

export async function restorePostgres(url, folder, manifest) {
  const dumpFile = join(folder, 'database.dump');
  if ((await sha256File(dumpFile)) !== manifest.files['database.dump'])
    throw new Error('database.dump does not match the manifest checksum: not restoring');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    if (rows[0].n > 0)
      throw new Error('the target database is not empty: restore into a new one (createdb)');
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, dumpFile], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const differing = differingCounts(manifest.counts, await tableCounts(client));
    if (differing.length > 0)
      throw new Error(`restored, but counts differ for: ${differing.join(', ')}`);
    return Object.keys(manifest.counts).length;
  } finally {
    await client.end();
  }
}
