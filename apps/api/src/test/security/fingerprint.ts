import { getTableName, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { loginThrottle, rateLimitHits } from '../../db/schema/index';

/**
 * Tables that count requests, refused ones included — that is their job (rate limits, sign-in
 * attempts) — and so are left out of the fingerprint.
 */
const COUNTER_TABLES: readonly string[] = [rateLimitHits, loginThrottle].map((table) =>
  getTableName(table),
);

/**
 * A cheap fingerprint of the whole database: for every table, its row count and the newest
 * transaction id among its rows (xmin). An insert or an update leaves rows stamped with a newer
 * committed transaction, a deletion lowers the count, and a rolled-back transaction leaves no
 * visible row: two equal fingerprints around a refused call mean it committed nothing.
 * Built once per database (the table list), then one query per fingerprint. COUNTER_TABLES are
 * not part of it.
 */
export async function fingerprinter(db: Database): Promise<() => Promise<string>> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !COUNTER_TABLES.includes(name));
  if (tables.length === 0) throw new Error('no tables to fingerprint');
  // Identifiers come from the catalogue, never from input, and are quoted as identifiers.
  const parts = tables.map((name) => {
    const table = sql.identifier(name);
    return sql`select ${name} as name, count(*)::text || ':' ||
      coalesce(max(xmin::text::bigint), 0)::text as value from ${table}`;
  });
  const query = sql.join(parts, sql` union all `);
  return async () =>
    (await queryRows<{ name: string; value: string }>(db, query))
      .map((row) => `${row.name}=${row.value}`)
      .join(';');
}

/** The tables that differ between two fingerprints, for a readable failure. */
export function changedTables(before: string, after: string): string[] {
  const left = new Map(before.split(';').map((part) => part.split('=') as [string, string]));
  return after
    .split(';')
    .map((part) => part.split('=') as [string, string])
    .filter(([name, value]) => left.get(name) !== value)
    .map(([name]) => name);
}
