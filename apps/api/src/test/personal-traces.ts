import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

/**
 * Every text-like column (text, varchar, json, jsonb, arrays) of every table that holds one of
 * `traces` in some row, as "table.column": the search of an erasure's tests. Each trace is
 * looked for lower-cased, as a substring of the column's text (a JSON value's text included,
 * at any depth), so `traces` are given lower-cased and distinctive enough to name one person.
 */
export async function columnsHolding(db: Database, traces: readonly string[]): Promise<string[]> {
  const columns = await queryRows<{ table: string; column: string }>(
    db,
    sql`select c.table_name as table, c.column_name as column from information_schema.columns c
        join information_schema.tables t on t.table_name = c.table_name
          and t.table_schema = c.table_schema and t.table_type = 'BASE TABLE'
        where c.table_schema = 'public'
          and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
        order by 1, 2`,
  );
  const found: string[] = [];
  for (const { table, column } of columns) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where lower(${sql.identifier(column)}::text) like any (array[${sql.join(
            traces.map((v) => sql`${`%${v}%`}`),
            sql`, `,
          )}])`,
    );
    if ((row?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}
