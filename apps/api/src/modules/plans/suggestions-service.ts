import {
  PLAN_SUGGESTION_MESSAGES as M,
  type PlanSuggestionRow,
  type PlanSuggestionValues,
} from '@eval/contracts/plan-suggestions';
import type { Database, Executor } from '../../db/client';
import type { AuditTrail } from '../../lib/audit-trail';
import { changeRecord, deleteRecord } from '../../lib/audited-record';
import { insertedRow } from '../../lib/created-record';
import { AppError, firstOr } from '../../lib/errors';
import {
  deleteSuggestion,
  insertSuggestion,
  lockKeyForSuggestion,
  lockSuggestion,
  suggestionRow,
  suggestionRows,
  updateSuggestion,
} from './suggestions-repository';

/** A key that does not exist is the administrator's mistake (400), said before anything is written. */
async function requireKey(tx: Executor, keyId: number): Promise<void> {
  const [key] = await lockKeyForSuggestion(tx, keyId);
  if (!key) throw new AppError('BAD_REQUEST', M.unknownKey);
}

const readBack = (db: Executor, id: number): Promise<PlanSuggestionRow> =>
  firstOr(suggestionRow(db, id), 'NOT_FOUND', M.notFound);

/** GET /v3/plan-suggestions: every key's suggestions, or one key's (`keyId`). */
export const listSuggestions = (db: Database, keyId: number | undefined) =>
  suggestionRows(db, keyId);

/** POST /v3/plan-suggestions: a new suggestion of an existing key. */
export async function createSuggestion(
  db: Database,
  values: PlanSuggestionValues,
): Promise<PlanSuggestionRow> {
  const id = await db.transaction(async (tx) => {
    await requireKey(tx, values.claves_id);
    return insertedRow('plan suggestion', await insertSuggestion(tx, values)).id;
  });
  return readBack(db, id);
}

/** PUT /v3/plan-suggestions/:id: every field; a missing suggestion is a 404. */
export async function editSuggestion(
  db: Database,
  id: number,
  values: PlanSuggestionValues,
  audit: AuditTrail,
): Promise<PlanSuggestionRow> {
  await changeRecord(db, audit, {
    notFound: M.notFound,
    lock: async (tx) => {
      await requireKey(tx, values.claves_id);
      return lockSuggestion(tx, id);
    },
    change: (tx) => updateSuggestion(tx, id, values),
    auditAfter: true,
  });
  return readBack(db, id);
}

/**
 * DELETE /v3/plan-suggestions/:id. Actions adopted from it stay in the centres' plans: an
 * adopted suggestion is copied into the action, which never points back to it.
 */
export const removeSuggestion = (db: Database, id: number, audit: AuditTrail) =>
  deleteRecord(db, id, audit, { notFound: M.notFound, remove: (tx) => deleteSuggestion(tx, id) });
