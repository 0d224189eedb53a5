import type { HistoryEntity, HistoryEntry } from '@eval/contracts/history';
import type { Database } from '../../db/client';
import { AUDIT_ENTITIES, changeKindOf, diffOf, undoOf } from './history-kinds';
import { planActionCentreId, recordHistoryLines } from './history-repository';
import { assertCentreInScope, assertInScope, type AdminScope } from '../../lib/scope';
import { assertUserIdInScope } from '../users/scope-rules';
import { lineSummary, showChanges } from './line-text';

/** A record's history is bounded: the dialog shows the latest changes, not a decade of them. */
const HISTORY_LIMIT = 200;

/** The administrator's name as the audit screens show it, or null when deleted since. */
export const authorName = (nombre: string | null, apellidos: string | null): string | null =>
  nombre === null ? null : `${nombre} ${apellidos ?? ''}`.trim();

/**
 * GET /v1/audit/history/:entity/:id: every audit line about the record, newest first, each with
 * its field-by-field diff. Secrets never reach it: the audit log hides them when it writes.
 */
export async function readHistory(
  db: Database,
  entity: HistoryEntity,
  id: number,
  scope: AdminScope,
): Promise<HistoryEntry[]> {
  // A person or centre outside the scope: 403. Of one within, the lines of the scope only.
  if (entity === 'user') await assertUserIdInScope(db, scope, id);
  if (entity === 'centre') await assertCentreInScope(db, scope, id);
  // A plan action is its centre's: outside the scope (or of no centre known), 403.
  if (entity === 'plan-action' && !scope.national) {
    const centreId = await planActionCentreId(db, id, AUDIT_ENTITIES[entity]);
    if (centreId === null) assertInScope(scope, null);
    else await assertCentreInScope(db, scope, centreId);
  }
  const rows = await recordHistoryLines(
    db,
    AUDIT_ENTITIES[entity],
    String(id),
    HISTORY_LIMIT,
    scope,
  );
  const kinds = rows.map((row) => changeKindOf(row));
  const changes = await showChanges(
    db,
    rows.map((row, i) => diffOf(row, kinds[i])),
  );
  return rows.map((row, i) => {
    const kind = kinds[i] ?? 'action';
    const usuario = authorName(row.nombre, row.apellidos);
    return {
      id: row.id,
      summary: lineSummary(row, kind, usuario),
      at: new Date(row.at).toISOString(),
      user_id: row.user_id,
      usuario,
      email: row.email,
      action: row.action,
      kind,
      changes: changes[i] ?? [],
      reverts_id: row.reverts_id,
      reverted_by: row.reverted_by,
      undo: undoOf(row, row.reverted_by),
    };
  });
}
