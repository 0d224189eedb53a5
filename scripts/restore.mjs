// npm run restore -- <folder>: restores a backup of scripts/backup.mjs into the configured, EMPTY
// database — PostgreSQL when DATABASE_URL is set, otherwise the embedded one in DATA_DIR — and
// checks every table's row count against the manifest (docs/operations.md, "Restore drill").
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { restoreEmbedded } from './restore-embedded.mjs';
import { restorePostgres } from './restore-postgres.mjs';

const folder = process.argv[2] && resolve(process.argv[2]);
if (!folder) {
  console.error(
    'usage: DATABASE_URL=postgres://…/empty_db npm run restore -- <backup folder>\n' +
      '       DATA_DIR=./new-data npm run restore -- <backup folder>   (embedded database)',
  );
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
const url = process.env.DATABASE_URL;
// Backups of before the embedded ones existed name no driver: they are PostgreSQL dumps.
const driver = manifest.driver ?? 'postgres';
if (driver !== (url ? 'postgres' : 'pglite')) {
  console.error(
    driver === 'postgres'
      ? 'this is a PostgreSQL backup: set DATABASE_URL to an empty database'
      : 'this is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR',
  );
  process.exit(2);
}
try {
  const tables = url
    ? await restorePostgres(url, folder, manifest)
    : await restoreEmbedded(resolve(process.env.DATA_DIR || './data'), folder, manifest);
  console.log(`restored and checked: ${tables} tables as in the manifest`);
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
