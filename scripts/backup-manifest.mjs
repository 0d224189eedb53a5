// Shared by scripts/backup.mjs and scripts/restore.mjs: what a backup states it holds.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** Rows of every table of the public schema, read inside the caller's transaction/snapshot. */
export async function tableCounts(client) {
  const { rows } = await client.query(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
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
