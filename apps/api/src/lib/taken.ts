import { and, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * Whether a row of `table` other than `exceptId` (compared on its `id` column) already matches
 * `match`: a name or a code that must stay unique, checked before an insert or a change so it
 * is refused with its own message. One row answers it.
 */
export async function takenByAnother(
  db: Executor,
  table: PgTable,
  id: AnyPgColumn,
  match: SQL[],
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id })
    .from(table)
    .where(and(...match, exceptId === undefined ? undefined : ne(id, exceptId)))
    .limit(1);
  return row !== undefined;
}
