import { AUDIT_ENTITY_LABELS } from '@eval/contracts/audit';
import { CHANGE_KIND_LABELS, FIELD_LABELS, HISTORY_LABELS } from '@eval/contracts/history';
import type { ChangeKind, FieldChange, ShownChange } from '@eval/contracts/history';
import type { Database } from '../../db/client';
import { historyEntityOf, isRecord, type AuditLine } from './history-kinds';
import { isReference, referencedNames, type Reference } from './reference-names-repository';

/** Each kind of record with its article, as a sentence names it ("el centro", "la clave"). */
const RECORD_NOUNS: Record<string, string> = {
  user: 'el usuario',
  centre: 'el centro',
  course: 'el curso',
  key: 'la clave',
  type: 'el tipo',
  question: 'la pregunta',
  option: 'la respuesta',
  content: 'el contenido',
  feedback: 'el feedback',
  resource: 'el recurso',
  toolkit: 'el toolkit',
  document: 'el documento',
  period: 'el periodo',
  'plan-action': 'la acción del plan de mejora',
  'plan-suggestion': 'la sugerencia del plan de mejora',
  'mail-templates': 'la plantilla',
  campaigns: 'la campaña',
};

const VERBS: Record<ChangeKind, string> = {
  create: 'creó',
  update: 'modificó',
  delete: 'borró',
  revert: 'deshizo un cambio en',
  restore: 'restauró',
  action: 'actuó sobre',
};

/** What the record is called, from the values the line kept (its name, period, course…). */
export function recordName(line: Pick<AuditLine, 'before' | 'after'>): string | null {
  for (const side of [line.after, line.before]) {
    if (!isRecord(side)) continue;
    const active = isRecord(side.periodo_activo) ? side.periodo_activo.periodo : undefined;
    const person =
      typeof side.nombre === 'string'
        ? `${side.nombre} ${typeof side.apellidos === 'string' ? side.apellidos : ''}`.trim()
        : undefined;
    for (const name of [active, person, side.name, side.periodo, side.curso, side.email]) {
      if (typeof name === 'string' && name.trim() !== '') return name.trim();
    }
  }
  return null;
}

/**
 * The line as a sentence: who, what they did and to which record, named. Period changes and
 * template restores say what they did in their own words; a line of a route without a known
 * record keeps its kind and what it wrote (the filter's name for it, else its route).
 */
export function lineSummary(line: AuditLine, kind: ChangeKind, author: string | null): string {
  const who = author ?? 'Un usuario eliminado';
  const name = recordName(line);
  const named = name === null ? '' : ` «${name}»`;
  if (line.entity === 'nuevoperiodo') return `${who} creó el periodo${named} y lo activó`;
  if (line.entity === 'periodos/reabrir')
    return kind === 'revert'
      ? `${who} deshizo un cambio de periodo: reabrió el periodo${named}`
      : `${who} reabrió el periodo${named}`;
  if (line.entity === 'mail-templates/versions/restore')
    return `${who} restauró una versión anterior de la plantilla${named}`;
  // Mi cuenta: only one's own account, and the line keeps no name of it (nor any password).
  if (line.entity === 'auth/account/password')
    return `${who} cambió su contraseña y cerró sus otras sesiones`;
  if (line.entity === 'auth/account/language') return `${who} cambió su idioma`;
  const record = historyEntityOf(line.entity) ?? line.entity.split('/')[0] ?? line.entity;
  const noun = RECORD_NOUNS[record];
  if (noun) return `${who} ${VERBS[kind]} ${noun}${named}`;
  const what = AUDIT_ENTITY_LABELS[line.entity] ?? line.action;
  return `${who}: ${CHANGE_KIND_LABELS[kind].toLowerCase()} (${what})${named}`;
}

/** Yes/no fields, stored as 0/1 or booleans. */
const FLAGS = new Set(['activo', 'home']);

/** The names of every id the changes refer to, one query per kind of reference. */
async function referenceNames(db: Database, changes: readonly FieldChange[]) {
  const wanted = new Map<Reference, Set<string | number>>();
  for (const change of changes) {
    if (!isReference(change.field)) continue;
    for (const value of [change.before, change.after])
      if (typeof value === 'number' || typeof value === 'string')
        wanted.set(change.field, (wanted.get(change.field) ?? new Set()).add(value));
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([field, ids]) => {
      const rows = await referencedNames(db, field, [...ids]);
      for (const row of rows) names.set(`${field}:${String(row.id)}`, row.name);
    }),
  );
  return names;
}

/** A value as the screens show it: names for ids, Sí/No for flags, a period by its name. */
function shownValue(field: string, value: unknown, names: Map<string, string>): string {
  if (value === null || value === undefined || value === '') return HISTORY_LABELS.empty_value;
  if (isReference(field)) return names.get(`${field}:${String(value)}`) ?? String(value);
  if (FLAGS.has(field)) return value === 1 || value === true ? 'Sí' : 'No';
  if (isRecord(value) && typeof value.periodo === 'string') return value.periodo;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Labels and shows the changes of several lines at once (a page of the audit screen). */
export async function showChanges(
  db: Database,
  lines: readonly (readonly FieldChange[])[],
): Promise<ShownChange[][]> {
  const names = await referenceNames(db, lines.flat());
  return lines.map((changes) =>
    changes.map((change) => ({
      ...change,
      label: FIELD_LABELS[change.field] ?? change.field,
      before_text: shownValue(change.field, change.before, names),
      after_text: shownValue(change.field, change.after, names),
    })),
  );
}
