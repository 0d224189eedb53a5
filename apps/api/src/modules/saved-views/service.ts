import { eq, sql } from 'drizzle-orm';
import {
  MAX_VIEWS_PER_TABLE,
  SAVED_VIEW_MESSAGES,
  type NewSavedViewBody,
  type SavedView,
  type SavedViewPatch,
} from '@eval/contracts/saved-views';
import type { Database, Transaction } from '../../db/client';
import { savedViews } from '../../db/schema/index';
import type { AuditTrail } from '../../lib/audit-trail';
import { AppError } from '../../lib/errors';
import { countViews, findOwnViewForUpdate, nameTaken, toSavedView } from './repository';

/**
 * Runs `change` in one transaction that first takes the lock on one administrator's views:
 * their changes are serialised, so the count limit and the name check hold for two saves at once
 * (the unique index would still refuse a twin name).
 */
function withViewsLocked<T>(
  db: Database,
  userId: number,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727100019, ${userId})`);
    return change(tx);
  });
}

/** Saves a new view of the caller's; 409 for a name the caller already uses on that table. */
export async function createView(
  db: Database,
  userId: number,
  body: NewSavedViewBody,
): Promise<SavedView> {
  return withViewsLocked(db, userId, async (tx) => {
    if (await nameTaken(tx, userId, body.table, body.name))
      throw new AppError('CONFLICT', SAVED_VIEW_MESSAGES.nameTaken);
    if ((await countViews(tx, userId, body.table)) >= MAX_VIEWS_PER_TABLE)
      throw new AppError('CONFLICT', SAVED_VIEW_MESSAGES.tooMany);
    const [row] = await tx
      .insert(savedViews)
      .values({ user_id: userId, table_name: body.table, name: body.name, state: body.state })
      .returning();
    if (!row) throw new Error('saved view insert returned nothing');
    return toSavedView(row);
  });
}

/** Renames a view of the caller's and/or replaces its state; 404 when it is not theirs. */
export async function updateView(
  db: Database,
  userId: number,
  id: number,
  patch: SavedViewPatch,
  audit: AuditTrail,
): Promise<SavedView> {
  return withViewsLocked(db, userId, async (tx) => {
    const before = await findOwnViewForUpdate(tx, userId, id);
    if (!before) throw new AppError('NOT_FOUND', SAVED_VIEW_MESSAGES.notFound);
    if (
      patch.name !== undefined &&
      (await nameTaken(tx, userId, before.table_name, patch.name, id))
    )
      throw new AppError('CONFLICT', SAVED_VIEW_MESSAGES.nameTaken);
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
    const view = toSavedView(row);
    await audit(tx, { before: toSavedView(before), after: view });
    return view;
  });
}

/** Deletes a view of the caller's; 404 when it is not theirs. */
export async function deleteView(
  db: Database,
  userId: number,
  id: number,
  audit: AuditTrail,
): Promise<SavedView> {
  return db.transaction(async (tx) => {
    const before = await findOwnViewForUpdate(tx, userId, id);
    if (!before) throw new AppError('NOT_FOUND', SAVED_VIEW_MESSAGES.notFound);
    await tx.delete(savedViews).where(eq(savedViews.id, id));
    const view = toSavedView(before);
    await audit(tx, { before: view, after: null });
    return view;
  });
}
