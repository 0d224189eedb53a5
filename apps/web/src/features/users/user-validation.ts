import type { CentreOption } from '@eval/contracts/centre-options';
import {
  USER_MESSAGES,
  fieldProblems,
  updateUserBodySchema,
  type UpdateUserBody,
  type UserRow,
} from '@eval/contracts/users';

/** Minimum non-empty values of a new user (spec §5). */
export const MIN_VALUES_TO_ADD = 8;
/** Minimum non-empty values of an updated user (spec §5). */
export const MIN_VALUES_TO_UPDATE = 11;

/** The user's own fields of spec §3, with the names the screen gives them. */
const OWN_FIELDS = {
  id: 'Id',
  nombre: 'Nombre',
  apellidos: 'Apellidos',
  email: 'Correo electrónico',
  telefono: 'Teléfono',
  dni: 'DNI',
  perfil: 'Perfil',
  created_at: 'Alta',
  language_id: 'Idioma',
  cargos_id: 'Cargo',
  activo: 'Activo',
  centros_id: 'Centro',
} as const;
type OwnField = keyof typeof OWN_FIELDS;

/** The read-only fields a user row takes from its centre (spec §3); choosing a centre fills them. */
const CENTRE_FIELDS = [
  'ccaa',
  'provincia',
  'municipio',
  'codigo',
  'groupby',
  'titularidad',
  'cepa_fp',
  'cp',
] as const;
type CentreField = (typeof CENTRE_FIELDS)[number];

const isFilled = (value: unknown): boolean =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

type Counted = Partial<Record<OwnField | CentreField, unknown>>;

/**
 * How many values the row holds, counted as the table holds it: the user's own
 * fields plus the read-only ones derived from the centre. 0 (administrator, inactive) is a value.
 */
export function countValues(row: Counted): number {
  const fields = [...Object.keys(OWN_FIELDS), ...CENTRE_FIELDS] as (keyof Counted)[];
  return fields.filter((field) => isFilled(row[field])).length;
}

/** The fields a new user is given in the form (id and date of registration come later). */
const FORM_FIELDS = (Object.keys(OWN_FIELDS) as OwnField[]).filter(
  (field) => field !== 'id' && field !== 'created_at',
);

/** The screen's names of the fields that are empty (the centre stands for its own fields). */
export function emptyFields(row: Counted, fields: readonly OwnField[]): string[] {
  return fields.filter((field) => !isFilled(row[field])).map((field) => OWN_FIELDS[field]);
}

/**
 * The spec's message (§8), then how many values are missing and which fields are empty, so the
 * administrator knows what to fill in.
 */
export function incompleteMessage(
  row: Counted,
  minimum: number,
  fields: readonly OwnField[] = Object.keys(OWN_FIELDS) as OwnField[],
): string {
  const missing = minimum - countValues(row);
  const count = missing === 1 ? 'falta 1 valor' : `faltan ${missing} valores`;
  const empty = emptyFields(row, fields).join(', ');
  return `${USER_MESSAGES.incomplete}: ${count} de ${minimum}. Campos vacíos: ${empty}.`;
}

/** A centre given as an object sends its id (spec §5). */
export function centreIdOf(centre: unknown): number | null {
  if (typeof centre === 'number') return centre;
  if (centre && typeof centre === 'object' && 'id' in centre) {
    const id = (centre as { id: unknown }).id;
    return typeof id === 'number' ? id : null;
  }
  return null;
}

const isCentreOption = (value: unknown): value is CentreOption =>
  typeof value === 'object' && value !== null && 'codigo' in value && 'municipio' in value;

export type EditedUser = Omit<UserRow, 'centros_id'> & { centros_id: unknown };

/**
 * The row with the centre the picker chose: its read-only fields become the new centre's, as
 * the table will show them once saved. A row without a centre has none of them.
 */
export function withChosenCentre(row: EditedUser): EditedUser {
  const centre = row.centros_id;
  if (isCentreOption(centre)) {
    const derived = Object.fromEntries(CENTRE_FIELDS.map((field) => [field, centre[field]]));
    return { ...row, ...derived, centro: centre.nombre };
  }
  if (centreIdOf(centre) !== null) return row;
  const none = Object.fromEntries(CENTRE_FIELDS.map((field) => [field, null]));
  return { ...row, ...none, centro: null };
}

export type Checked<T> =
  { body: T } | { message: string; problems: Partial<Record<string, string>> };

/** The first problem's plain message, or the incomplete message when values are missing. */
function refused(
  problems: Partial<Record<string, string>>,
  incomplete: string | null,
): { message: string; problems: Partial<Record<string, string>> } {
  const first = Object.values(problems)[0];
  return { message: incomplete ?? first ?? USER_MESSAGES.incomplete, problems };
}

/**
 * The add rule's floor: a new user holds at least 8 values (spec §5), checked beside the
 * contract's own check of each field. The incomplete message naming the empty fields, or null.
 */
export function newUserShortfall(form: Counted): string | null {
  return countValues(form) < MIN_VALUES_TO_ADD
    ? incompleteMessage(form, MIN_VALUES_TO_ADD, FORM_FIELDS)
    : null;
}

/**
 * The update rule: at least 11 values of the row as the table holds it (own fields and the
 * centre's), then each field's own check. With a centre selected (`forcedCentre`), the user is
 * moved to that centre whatever the row says (spec §5, centre-scoped update).
 */
export function checkUpdatedUser(
  edited: EditedUser,
  forcedCentre: number | null,
): Checked<UpdateUserBody> {
  const row = withChosenCentre(edited);
  const centros_id = forcedCentre ?? centreIdOf(row.centros_id);
  const body: UpdateUserBody = {
    id: row.id,
    nombre: row.nombre,
    apellidos: row.apellidos,
    email: row.email,
    telefono: row.telefono,
    dni: row.dni,
    perfil: row.perfil,
    language_id: row.language_id === 'CA' ? 'CA' : 'ES',
    cargos_id: row.cargos_id,
    activo: row.activo === 0 ? 0 : 1,
    centros_id,
  };
  const counted = { ...row, centros_id };
  const incomplete =
    countValues(counted) < MIN_VALUES_TO_UPDATE
      ? incompleteMessage(counted, MIN_VALUES_TO_UPDATE)
      : null;
  const parsed = updateUserBodySchema.safeParse(body);
  if (incomplete || !parsed.success) return refused(fieldProblems(parsed.error), incomplete);
  return { body };
}
