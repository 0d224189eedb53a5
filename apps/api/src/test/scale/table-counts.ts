import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/**
 * Rows of every table of the public schema (and of drizzle's migrations journal): two
 * databases seeded once each have equal counts, so a second migration or seed shows up here.
 */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
        order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table.schema)}.${sql.identifier(table.name)}`,
    );
    counts[`${table.schema}.${table.name}`] = row?.n ?? 0;
  }
  return counts;
}
