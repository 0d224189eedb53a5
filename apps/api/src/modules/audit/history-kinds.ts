import {
  RESTORABLE_ENTITIES,
  REVERTIBLE_ENTITIES,
  type ChangeKind,
  type FieldChange,
  type HistoryEntity,
  type UndoAction,
} from '@eval/contracts/history';
import { isRecord } from '../../lib/is-record';

/**
 * The audit log names a line's entity after its route (`users` for PUT /v1/users, `user` for
 * DELETE /v1/user/:id, `clave` for PUT /v3/clave/:id…) and its entity_id after the record's id.
 * A record's history is every line of its entities with its id; the first entity is the one a
 * revert from the audit screen is recorded under.
 */
export const AUDIT_ENTITIES: Record<HistoryEntity, readonly string[]> = {
  user: ['users', 'user', 'auth/reset', 'auth/registeruser'],
  centre: ['centros'],
  course: ['curso', 'cursos'],
  key: ['clave', 'claves'],
  type: ['tipo', 'tipos'],
  question: ['pregunta', 'preguntas'],
  option: ['respuesta', 'respuestas'],
  content: ['contenido', 'contenidos'],
  feedback: ['feedback', 'feedbacks'],
  resource: ['recurso', 'recursos'],
  toolkit: ['toolkits', 'deleteToolkits'],
  document: ['documentos'],
  // Reopening a period (and reverting a period change) first: what a period revert records.
  period: ['periodos/reabrir', 'nuevoperiodo'],
  // A plan action's lines: its creation (made, or adopted from a suggestion), edits, deletion,
  // state changes and evidences added, each named by the action's id. An evidence's deletion
  // is named by the evidence (its own record), so it is not among them.
  'plan-action': [
    'centro/plan/acciones',
    'centro/plan/sugerencias/adoptar',
    'centro/plan/acciones/estado',
    'centro/plan/acciones/evidencias',
  ],
  'plan-suggestion': ['plan-suggestions'],
};

const ENTITY_OF_AUDIT = new Map<string, HistoryEntity>(
  Object.entries(AUDIT_ENTITIES).flatMap(([record, entities]) =>
    entities.map((entity) => [entity, record as HistoryEntity] as const),
  ),
);

/** The record type an audit line's entity belongs to, or null (profiles, resets…). */
export const historyEntityOf = (auditEntity: string): HistoryEntity | null =>
  ENTITY_OF_AUDIT.get(auditEntity) ?? null;

/** Columns that change on every write or are derived: never part of a diff nor of a revert. */
const NOT_COMPARED = new Set([
  'id',
  'created_at',
  'updated_at',
  'session_version',
  'search_text',
  'nombre_search',
]);

/** What an audit line holds, as read from the table. */
export interface AuditLine {
  id: number;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  reverts_id: number | null;
  /** audit_log.deleted: the line deleted its record, whatever route did it. */
  deleted: boolean;
}

export { isRecord };

/** Values compared as stored JSON: 1 and 1, null and a missing key, are the same. */
export const sameValue = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What the line did to its record, from its action and what it recorded. */
export function changeKindOf(line: AuditLine): ChangeKind {
  if (line.reverts_id !== null) return line.before === null ? 'restore' : 'revert';
  if (line.deleted) return 'delete';
  const method = line.action.split(' ')[0];
  // A password reset changes only the (never recorded) hash: it is an action, not an edit.
  if (line.entity === 'auth/reset') return 'action';
  if (line.before === null || line.before === undefined)
    return method === 'POST' || method === 'PUT' || method === 'IMPORT' ? 'create' : 'action';
  return isRecord(line.before) ? 'update' : 'action';
}

/**
 * The field-by-field diff of a line. An edit shows the fields whose value differs between the
 * row before and after (fields `after` does not name were not changed by it); a creation or a
 * restore shows every field it set; a deletion every field the record had.
 */
export function diffOf(line: AuditLine, kind: ChangeKind = changeKindOf(line)): FieldChange[] {
  const before = isRecord(line.before) ? line.before : {};
  const after = isRecord(line.after) ? line.after : {};
  const fields =
    kind === 'create' || kind === 'restore'
      ? Object.keys(after)
      : kind === 'delete'
        ? Object.keys(before)
        : Object.keys(before).filter((field) => field in after);
  return fields
    .filter((field) => !NOT_COMPARED.has(field))
    .filter((field) =>
      kind !== 'update' && kind !== 'revert' ? true : !sameValue(before[field], after[field]),
    )
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/**
 * What the audit screen offers for a line: reverting an edit (or a revert) of a user, centre or
 * course, restoring a deleted user. Whether it can still be done is decided by the revert itself.
 */
export function undoOf(line: AuditLine, revertedBy: number | null): UndoAction | null {
  const record = historyEntityOf(line.entity);
  if (record === null || revertedBy !== null || line.entity_id === null) return null;
  // A change of the active period is undone by making the period active before it active again.
  if (record === 'period') return previousActivePeriod(line) === null ? null : 'revert';
  const kind = changeKindOf(line);
  if ((kind === 'update' || kind === 'revert') && includes(REVERTIBLE_ENTITIES, record))
    return diffOf(line, kind).length > 0 ? 'revert' : null;
  if (kind === 'delete' && includes(RESTORABLE_ENTITIES, record)) return 'restore';
  return null;
}

const includes = (list: readonly string[], value: string): boolean => list.includes(value);

/** A period change's line: the id of the period that was active before it, if it recorded one. */
export function previousActivePeriod(line: Pick<AuditLine, 'before'>): number | null {
  const previous = isRecord(line.before) ? line.before.periodo_activo : null;
  return isRecord(previous) && typeof previous.id === 'number' ? previous.id : null;
}

/** A period change's line: the id of the period it made active. */
export function activatedPeriod(line: Pick<AuditLine, 'after'>): number | null {
  if (!isRecord(line.after)) return null;
  const active = isRecord(line.after.periodo_activo) ? line.after.periodo_activo : line.after;
  return typeof active.id === 'number' ? active.id : null;
}
