import type { RegisterUserBody, UpdateUserBody, UserRow } from '@eval/contracts/users';

/** Minimum non-empty values of a new user (spec §5). */
export const MIN_VALUES_TO_ADD = 8;
/** Minimum non-empty values of an updated user (spec §5). */
export const MIN_VALUES_TO_UPDATE = 11;

/** The user fields of spec §3 that the add and update rules count. */
const USER_FIELDS = [
  'id',
  'nombre',
  'apellidos',
  'email',
  'telefono',
  'dni',
  'perfil',
  'created_at',
  'language_id',
  'cargos_id',
  'activo',
  'centros_id',
] as const;

const isFilled = (value: unknown): boolean =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/** How many of the user's fields hold a value; 0 (administrator, inactive) is a value. */
export function countValues(user: Partial<Record<(typeof USER_FIELDS)[number], unknown>>): number {
  return USER_FIELDS.filter((field) => isFilled(user[field])).length;
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

export type NewUserForm = Omit<RegisterUserBody, 'centros_id'> & { centros_id: unknown };

/** The add rule: at least 8 values; returns the body to send, or null when incomplete. */
export function toRegisterBody(form: NewUserForm): RegisterUserBody | null {
  if (countValues(form) < MIN_VALUES_TO_ADD) return null;
  return { ...form, centros_id: centreIdOf(form.centros_id) };
}

export type EditedUser = Omit<UserRow, 'centros_id'> & { centros_id: unknown };

/**
 * The update rule: at least 11 values. With a centre selected (`forcedCentre`), the user is
 * moved to that centre whatever the row says (spec §5, centre-scoped update).
 */
export function toUpdateBody(row: EditedUser, forcedCentre: number | null): UpdateUserBody | null {
  const centros_id = forcedCentre ?? centreIdOf(row.centros_id);
  if (countValues({ ...row, centros_id }) < MIN_VALUES_TO_UPDATE) return null;
  return {
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
}
