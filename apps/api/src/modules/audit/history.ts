import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HistoryEntity, HistoryEntry } from '@eval/contracts/history';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { AUDIT_ENTITIES, changeKindOf, diffOf, undoOf } from './history-kinds';
import { lineSummary, showChanges } from './line-text';

/** A record's history is bounded: the dialog shows the latest changes, not a decade of them. */
const HISTORY_LIMIT = 200;

/** The later line that reverted `auditLog.id`, if any (served by the unique index). */
export const revertedBySql = sql<
  number | null
>`(select r.id from ${auditLog} r where r.reverts_id = ${auditLog.id})`.mapWith((value: unknown) =>
  value === null ? null : Number(value),
);

/** The columns of an audit line as both the audit screen and a record's history read it. */
export const auditLineColumns = {
  id: auditLog.id,
  at: auditLog.at,
  user_id: auditLog.user_id,
  nombre: users.nombre,
  apellidos: users.apellidos,
  email: users.email,
  action: auditLog.action,
  entity: auditLog.entity,
  entity_id: auditLog.entity_id,
  before: auditLog.before,
  after: auditLog.after,
  reverts_id: auditLog.reverts_id,
  deleted: auditLog.deleted,
  reverted_by: revertedBySql,
};

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
): Promise<HistoryEntry[]> {
  const rows = await db
    .select(auditLineColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.user_id))
    .where(
      and(
        inArray(auditLog.entity, [...AUDIT_ENTITIES[entity]]),
        eq(auditLog.entity_id, String(id)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(HISTORY_LIMIT);
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
