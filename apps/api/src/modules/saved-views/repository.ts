import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { NewSavedViewBody, SavedView, SavedViewPatch } from '@eval/contracts/saved-views';
import type { Executor } from '../../db/client';
import { takenByAnother } from '../../lib/taken';
import { savedViews } from '../../db/schema/index';
import { LOCK_CLASSES } from '../../db/locks';

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

/** Holds, until the transaction ends, the lock on one administrator's views. */
export async function lockUserViews(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASSES.savedViews}, ${userId})`);
}

export async function insertView(tx: Executor, userId: number, body: NewSavedViewBody) {
  const [row] = await tx
    .insert(savedViews)
    .values({ user_id: userId, table_name: body.table, name: body.name, state: body.state })
    .returning();
  if (!row) throw new Error('saved view insert returned nothing');
  return row;
}

/** Renames the view and/or replaces its state (the fields the patch gives). */
export async function updateViewRow(tx: Executor, id: number, patch: SavedViewPatch) {
  const [row] = await tx
    .update(savedViews)
    .set({
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.state === undefined ? {} : { state: patch.state }),
      updated_at: sql`now()`,
    })
    .where(eq(savedViews.id, id))
    .returning();
  if (!row) throw new Error('saved view update returned nothing');
  return row;
}

export async function deleteViewRow(tx: Executor, id: number): Promise<void> {
  await tx.delete(savedViews).where(eq(savedViews.id, id));
}
