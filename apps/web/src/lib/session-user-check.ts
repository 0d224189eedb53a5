import type { SessionUser } from '@eval/contracts/auth';

/*
 * `sessionUserSchema` checked by hand, for the one place that reads a session user before
 * anyone signs in: the store's start reads `user` from local storage on every page, the login
 * page's included, and the schema would bring zod into that page's first-load JS (~24 kB gzip
 * of its 200 kB budget, `scripts/check-login-size.mjs`). session-user-check.test.ts holds it to
 * the schema's verdict and output.
 */

const STRING_FIELDS = ['token', 'nombre', 'apellidos', 'email', 'language_id'] as const;
const INTEGER_FIELDS = ['perfil', 'id', 'expiresAt'] as const;

const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** The session user in `value` with only the schema's fields, or null when it is not one. */
export function sessionUserOf(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  if (!STRING_FIELDS.every((name) => typeof fields[name] === 'string')) return null;
  if (!INTEGER_FIELDS.every((name) => isInteger(fields[name]))) return null;
  const { centros_id: centre, secondFactorSetupRequired: setup } = fields;
  if (centre !== null && !isInteger(centre)) return null;
  if (setup !== undefined && typeof setup !== 'boolean') return null;
  // Absent in a session stored before sign-ins carried the scope: national and writable then.
  const { ambito = [], solo_lectura: readOnly = 0 } = fields;
  if (!Array.isArray(ambito) || !ambito.every(isInteger)) return null;
  if (readOnly !== 0 && readOnly !== 1) return null;
  const user = {
    token: fields.token,
    perfil: fields.perfil,
    id: fields.id,
    nombre: fields.nombre,
    apellidos: fields.apellidos,
    email: fields.email,
    language_id: fields.language_id,
    centros_id: centre,
    expiresAt: fields.expiresAt,
    ambito: [...ambito],
    solo_lectura: readOnly,
  } as SessionUser;
  return setup === undefined ? user : { ...user, secondFactorSetupRequired: setup };
}
