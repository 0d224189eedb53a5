import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** How many rows of `table` match `where`: the total a paged list states beside its page. */
export async function countRows(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}
