import {
  MAX_VIEWS_PER_TABLE,
  SAVED_VIEW_MESSAGES,
  type NewSavedViewBody,
  type SavedView,
  type SavedViewPatch,
} from '@eval/contracts/saved-views';
import type { Database, Transaction } from '../../db/client';
import type { AuditTrail } from '../../lib/audit-trail';
import { AppError, firstOr } from '../../lib/errors';
import {
  countViews,
  deleteViewRow,
  findOwnViewForUpdate,
  insertView,
  lockUserViews,
  nameTaken,
  toSavedView,
  updateViewRow,
} from './repository';

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
    await lockUserViews(tx, userId);
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
    return toSavedView(await insertView(tx, userId, body));
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
    const before = await firstOr(
      findOwnViewForUpdate(tx, userId, id),
      'NOT_FOUND',
      SAVED_VIEW_MESSAGES.notFound,
    );
    if (
      patch.name !== undefined &&
      (await nameTaken(tx, userId, before.table_name, patch.name, id))
    )
      throw new AppError('CONFLICT', SAVED_VIEW_MESSAGES.nameTaken);
    const view = toSavedView(await updateViewRow(tx, id, patch));
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
    const before = await firstOr(
      findOwnViewForUpdate(tx, userId, id),
      'NOT_FOUND',
      SAVED_VIEW_MESSAGES.notFound,
    );
    await deleteViewRow(tx, id);
    const view = toSavedView(before);
    await audit(tx, { before: view, after: null });
    return view;
  });
}
