import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** `select 1`: the cheapest statement that proves the database answers. */
export async function selectOne(db: Database): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(db, sql`select 1 as ok`);
  return rows[0]?.ok === 1;
}
