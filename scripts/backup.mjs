// npm run backup -- [folder]: a consistent backup of the configured database — PostgreSQL when
// DATABASE_URL is set (pg_dump), otherwise the embedded one in DATA_DIR (default ./data), even
// while the server runs — with the uploaded files and the settings (both live in the database)
// and a manifest of what it holds (driver, schema version, row counts, checksum), verified after
// writing (docs/operations.md, "Backups").
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { backupEmbedded } from './backup-embedded.mjs';
import { backupPostgres } from './backup-postgres.mjs';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const folder = resolve(process.argv[2] ?? join('backups', stamp));
mkdirSync(folder, { recursive: true });
const url = process.env.DATABASE_URL;
try {
  const manifest = url
    ? await backupPostgres(url, folder)
    : await backupEmbedded(resolve(process.env.DATA_DIR || './data'), folder);
  const total = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
  console.log(
    `backup written and verified: ${folder} (${manifest.driver}, ` +
      `${Object.keys(manifest.counts).length} tables, ${total} rows)`,
  );
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
