// npm run restore -- <folder>: restores a backup of scripts/backup.mjs into the EMPTY PostgreSQL
// database of DATABASE_URL, then checks every table's row count against the manifest.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { sha256File, tableCounts } from './backup-manifest.mjs';

const url = process.env.DATABASE_URL;
const folder = process.argv[2] && resolve(process.argv[2]);
if (!url || !folder) {
  console.error('usage: DATABASE_URL=postgres://…/empty_db npm run restore -- <backup folder>');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
const dumpFile = join(folder, 'database.dump');
if ((await sha256File(dumpFile)) !== manifest.files['database.dump']) {
  console.error('database.dump does not match the manifest checksum: not restoring');
  process.exit(1);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const { rows } = await client.query(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
  );
  if (rows[0].n > 0) {
    console.error('the target database is not empty: restore into a new one (createdb)');
    process.exit(1);
  }
  execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, dumpFile], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const counts = await tableCounts(client);
  const differing = Object.keys(manifest.counts).filter((t) => counts[t] !== manifest.counts[t]);
  if (differing.length > 0) {
    console.error(`restored, but counts differ for: ${differing.join(', ')}`);
    process.exit(1);
  }
  console.log(`restored and checked: ${Object.keys(counts).length} tables as in the manifest`);
} finally {
  await client.end();
}
