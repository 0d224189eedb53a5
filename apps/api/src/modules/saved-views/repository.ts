import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SavedView } from '@eval/contracts/saved-views';
import type { Executor } from '../../db/client';
import { takenByAnother } from '../../lib/taken';
import { savedViews } from '../../db/schema/index';

type SavedViewRow = typeof savedViews.$inferSelect;

/** A stored view as the API answers it. */
export const toSavedView = (row: SavedViewRow): SavedView => ({
  id: row.id,
  table: row.table_name,
  name: row.name,
  state: row.state,
  updated_at: row.updated_at.toISOString(),
});

/** The administrator's views of one table, by name (as the menu lists them). */
export async function listViews(db: Executor, userId: number, table: string) {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.user_id, userId), eq(savedViews.table_name, table)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  return rows.map(toSavedView);
}

/**
 * One of the administrator's views, locked for the change about to be made; undefined when it
 * does not exist or is another administrator's (both answer 404: a view of someone else is
 * not there for the caller).
 */
export async function findOwnViewForUpdate(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.user_id, userId)))
    .for('update');
  return row;
}

/** Whether the administrator already has a view of `table` named `name` (any case). */
export async function nameTaken(
  db: Executor,
  userId: number,
  table: string,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  return takenByAnother(
    db,
    savedViews,
    savedViews.id,
    [
      eq(savedViews.user_id, userId),
      eq(savedViews.table_name, table),
      sql`lower(${savedViews.name}) = lower(${name})`,
    ],
    exceptId,
  );
}

/** How many views the administrator keeps of `table`. */
export async function countViews(db: Executor, userId: number, table: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.user_id, userId), eq(savedViews.table_name, table)));
  return row?.n ?? 0;
}
