import {
  CENTRE_KIND_LABELS,
  CENTRE_KINDS,
  OWNERSHIP_LABELS,
  OWNERSHIPS,
  SOCIOECONOMIC_LEVEL_LABELS,
  SOCIOECONOMIC_LEVELS,
} from '@eval/contracts/centre-enums';
import {
  CENTRE_IMPORT_MESSAGES as M,
  CENTRE_IMPORT_REQUIRED_COLUMNS,
  type CentreImportRow,
} from '@eval/contracts/centre-import';
import { centreCreateSchema } from '@eval/contracts/centres';
import { FIELD_LABELS } from '@eval/contracts/history';
import type { Executor } from '../../db/client';
import { NUL } from '@eval/contracts/nul-text';
import { changedFields } from '../../lib/row-outcomes';
import { inScope, type AdminScope } from '../../lib/scope';
import type { RegisterLine } from './register-import-parse';
import { looseText, type Places } from './register-import-places';
import {
  COMPARED,
  storedCentresOfCodes,
  type Compared,
  type ImportValues,
  type StoredCentre,
} from './register-import-repository';

const PLACE_FIELDS = new Set([
  'comunidades_id',
  'provincias_id_provincia',
  'municipios_id_municipio',
]);

/** Defaults of a new centre for the columns the file leaves out (those of the table). */
const NEW_CENTRE_DEFAULTS = {
  direccion: '',
  cp: '',
  ownership: null,
  kind: '',
  groupby: null,
  nivel_socioeconomico: null,
  activo: 1,
} as const;

/** A classified row: what the preview shows and, unless it is an error, what to write. */
export interface Classified {
  row: CentreImportRow;
  values?: ImportValues;
  stored?: StoredCentre;
}

/**
 * Code or Spanish label, loosely compared: "Medio-bajo", "MEDIO_BAJO" and "medio bajo" agree.
 * The loose spellings are computed once per list, not once per row (they were a fifth of the
 * import's CPU time, docs/performance.md).
 */
const looseSpellings = new WeakMap<object, Map<string, string>>();
function fromLabels<T extends string>(
  codes: readonly T[],
  labels: Record<T, string>,
  text: string,
): T | undefined {
  let spellings = looseSpellings.get(labels);
  if (!spellings) {
    spellings = new Map();
    for (const code of [...codes].reverse()) {
      spellings.set(looseText(labels[code]), code);
      spellings.set(looseText(code), code);
    }
    looseSpellings.set(labels, spellings);
  }
  return spellings.get(looseText(text)) as T | undefined;
}

const ACTIVE_WORDS: Record<string, 0 | 1> = {
  '': 1,
  '1': 1,
  si: 1,
  true: 1,
  activo: 1,
  '0': 0,
  no: 0,
  false: 0,
  inactivo: 0,
};

/**
 * The file's cells as the centre form's body, so that the form's own zod schema (required
 * fields, lengths, postal code) judges them. Empty optional columns clear the field; columns
 * missing from the header are left out and keep the stored value (or the default).
 */
function toInput(
  cells: Map<string, string>,
  places: Places,
): { input?: unknown; reasons: string[] } {
  const reasons: string[] = [];
  const cell = (name: string) => cells.get(name);
  for (const column of CENTRE_IMPORT_REQUIRED_COLUMNS)
    if (!cell(column)) reasons.push(M.missing(column));
  if (reasons.length > 0) return { reasons };
  const place = places.resolve(
    cell('comunidad') ?? '',
    cell('provincia') ?? '',
    cell('municipio') ?? '',
  );
  if (typeof place === 'string') reasons.push(place);

  const input: Record<string, unknown> = { codigo: cell('codigo'), nombre: cell('nombre') };
  if (typeof place !== 'string') Object.assign(input, place);
  const direccion = cell('direccion');
  if (direccion !== undefined) input.direccion = direccion;
  const cp = cell('cp');
  // A spreadsheet drops the leading zero of a postal code such as 08001.
  if (cp !== undefined) input.cp = /^\d{4}$/.test(cp) ? cp.padStart(5, '0') : cp;
  const groupby = cell('groupby');
  if (groupby !== undefined) input.groupby = groupby;

  const coded = <T extends string>(
    column: string,
    field: string,
    codes: readonly T[],
    labels: Record<T, string>,
    empty: T | null,
  ) => {
    const text = cell(column);
    if (text === undefined) return;
    if (text === '' || (empty === '' && looseText(text) === looseText(labels[empty]))) {
      input[field] = empty;
      return;
    }
    const code = fromLabels(codes, labels, text);
    if (code === undefined) reasons.push(M.badValue(column, text));
    else input[field] = code;
  };
  coded('ownership', 'ownership', OWNERSHIPS, OWNERSHIP_LABELS, null);
  coded('kind', 'kind', CENTRE_KINDS, CENTRE_KIND_LABELS, '');
  coded(
    'nivel_socioeconomico',
    'nivel_socioeconomico',
    SOCIOECONOMIC_LEVELS,
    SOCIOECONOMIC_LEVEL_LABELS,
    null,
  );
  const activo = cell('activo');
  const active = ACTIVE_WORDS[looseText(activo ?? '')];
  if (active === undefined) reasons.push(M.badValue('activo', activo ?? ''));
  input.activo = active ?? 1;
  return { input, reasons };
}

/** A readable form of a stored value for the preview's list of changes. */
function shown(field: Compared, value: unknown, places: Places): string {
  if (value === null || value === undefined) return '';
  if (field === 'comunidades_id') return places.communityName(value as number);
  if (field === 'provincias_id_provincia') return places.provinceName(value as number);
  if (field === 'municipios_id_municipio') return places.municipalityName(value as number);
  return String(value);
}

/** The stored centres of a batch's codes, by code. */
async function storedCentres(db: Executor, codes: string[]): Promise<Map<string, StoredCentre>> {
  const rows = await storedCentresOfCodes(db, codes);
  // The kind column's check constraint keeps it within CENTRE_KINDS.
  return new Map(rows.map((row) => [row.codigo, row]));
}

/**
 * Why a scoped administrator may not write a row: a centre placed in a community outside their
 * scope, or a code that is a centre of such a community (the upsert would move it into theirs).
 */
function outOfScopeReasons(
  scope: AdminScope,
  places: Places,
  input: { comunidades_id: number },
  current: StoredCentre | undefined,
): string[] {
  const reasons: string[] = [];
  if (!inScope(scope, input.comunidades_id))
    reasons.push(M.communityOutOfScope(places.communityName(input.comunidades_id)));
  if (current && !inScope(scope, current.comunidades_id))
    reasons.push(M.storedOutOfScope(places.communityName(current.comunidades_id)));
  return reasons;
}

/**
 * Classifies a batch of rows: new, changed (and which fields), unchanged or error with Spanish
 * reasons. `firstLineOf` carries the codes seen in earlier batches, to catch a code twice in
 * the file. A row the caller's scope does not reach is an error with its reason.
 */
export async function classifyBatch(
  db: Executor,
  places: Places,
  lines: readonly RegisterLine[],
  firstLineOf: Map<string, number>,
  scope: AdminScope,
): Promise<Classified[]> {
  const parsed = lines.map(({ line, cells }) => {
    const codigo = cells.get('codigo') ?? '';
    const nombre = cells.get('nombre') ?? '';
    const base = { line, codigo, nombre, changes: [] };
    // NUL cannot reach PostgreSQL (it cannot compare or store it): the row stops here.
    const withNul = [...cells].filter(([, value]) => value.includes(NUL)).map(([key]) => key);
    if (withNul.length > 0) return { base, reasons: withNul.map(M.nulCharacter), input: undefined };
    // U+FFFD marks text damaged by a wrong conversion: never stored.
    const damaged = [...cells].filter(([, value]) => value.includes('\ufffd')).map(([key]) => key);
    if (damaged.length > 0)
      return { base, reasons: damaged.map(M.replacementCharacter), input: undefined };
    const { input, reasons } = toInput(cells, places);
    if (input !== undefined) {
      const result = centreCreateSchema.safeParse(input);
      if (!result.success)
        for (const issue of result.error.issues) {
          const field = issue.path.join('.');
          // An unresolved place already has its own reason.
          if (PLACE_FIELDS.has(field)) continue;
          // The field's label, as the form names it: "Código postal: …", never "cp: …".
          const label = FIELD_LABELS[field] ?? field;
          reasons.push(label === '' ? issue.message : `${label}: ${issue.message}`);
        }
      else if (reasons.length === 0) {
        const first = firstLineOf.get(result.data.codigo);
        if (first !== undefined) reasons.push(M.duplicateInFile(first));
        else firstLineOf.set(result.data.codigo, line);
        return { base, reasons, input: result.data };
      }
    }
    return { base, reasons, input: undefined };
  });
  const codes = parsed.flatMap((p) => (p.reasons.length === 0 && p.input ? [p.input.codigo] : []));
  const stored = await storedCentres(db, codes);

  return parsed.map(({ base, reasons, input }): Classified => {
    if (reasons.length > 0 || !input) return { row: { ...base, outcome: 'error', reasons } };
    const current = stored.get(input.codigo);
    const outside = outOfScopeReasons(scope, places, input, current);
    if (outside.length > 0) return { row: { ...base, outcome: 'error', reasons: outside } };
    const given = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as Partial<ImportValues>;
    const values = { ...(current ?? NEW_CENTRE_DEFAULTS), ...given } as ImportValues;
    if (!current) return { row: { ...base, outcome: 'new', reasons: [] }, values };
    const changes = changedFields(COMPARED, current, values, (field, value) =>
      shown(field, value, places),
    );
    const outcome = changes.length > 0 ? 'changed' : 'unchanged';
    return { row: { ...base, outcome, changes, reasons: [] }, values, stored: current };
  });
}
