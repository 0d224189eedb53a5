import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseTarget } from '../../db/client';

/**
 * Every row of every logged table of the public schema, as its text form, by table: enough to
 * tell that two databases hold the same records. UNLOGGED counters are left out, as the
 * backup's manifest leaves them (scripts/backup-manifest.mjs).
 */
export async function tableRows(target: DatabaseTarget): Promise<Map<string, string[]>> {
  const handle = await openDatabase(target);
  try {
    const tables = await queryRows<{ name: string }>(
      handle.db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'p' order by 1`,
    );
    const rows = new Map<string, string[]>();
    for (const { name } of tables) {
      const found = await queryRows<{ row: string }>(
        handle.db,
        sql`select t::text as row from ${sql.identifier(name)} t order by 1`,
      );
      rows.set(
        name,
        found.map((each) => each.row),
      );
    }
    return rows;
  } finally {
    await handle.close();
  }
}
