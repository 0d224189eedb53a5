import { z } from 'zod';
import { ADMIN_PROFILE, LANGUAGE_CODES } from './common';
import { dniSchema, phoneSchema } from './spanish-identity';
import { USER_FIELD_MESSAGES } from './user-messages';

const M = USER_FIELD_MESSAGES;

/** A field's error: `required` when it is absent, `invalid` for a value of the wrong kind. */
const fieldError = (required: string, invalid: string = required) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? required : invalid,
});

/** Optional text: trimmed, at most `max` characters, blank when absent. */
const optionalText = (max: number, invalid: string, tooLong: string) =>
  z.string({ error: invalid }).trim().max(max, tooLong).default('');

/** E-mails are compared and stored lower-cased and trimmed (schema/users.ts). */
export const emailSchema = z
  .string(fieldError(M.emailRequired, M.emailInvalid))
  .trim()
  .toLowerCase()
  .min(1, M.emailRequired)
  .max(254, M.emailTooLong)
  .pipe(z.email({ error: M.emailInvalid }));

/** The editable fields of a user (spec §3), each with its own plain message. */
const userFields = {
  nombre: z
    .string(fieldError(M.nombreRequired))
    .trim()
    .min(1, M.nombreRequired)
    .max(100, M.nombreTooLong),
  apellidos: optionalText(150, M.apellidosInvalid, M.apellidosTooLong),
  email: emailSchema,
  telefono: phoneSchema(M.telefonoInvalid, M.telefonoTooLong),
  dni: dniSchema(M.dniInvalid, M.dniTooLong),
  perfil: z.number(fieldError(M.perfilRequired, M.perfilInvalid)).int().min(0),
  language_id: z.enum(LANGUAGE_CODES, { error: M.languageInvalid }).default('ES'),
  cargos_id: z.number({ error: M.cargoInvalid }).int().positive().nullable().default(null),
  activo: z.union([z.literal(0), z.literal(1)], { error: M.activoInvalid }).default(1),
  centros_id: z.number({ error: M.centreInvalid }).int().positive().nullable().default(null),
  /**
   * An administrator's scope: community ids, none for national (docs/security.md "Scope").
   * Absent: a new user's is national, an edited user's stays as it was. Sorted, without repeats.
   */
  ambito: z
    .array(z.number({ error: M.ambitoInvalid }).int(M.ambitoInvalid).min(1, M.ambitoInvalid), {
      error: M.ambitoInvalid,
    })
    .max(100, M.ambitoInvalid)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
    .optional(),
  /** 1: the administrator only reads. Absent: 0 for a new user, unchanged for an edited one. */
  solo_lectura: z.union([z.literal(0), z.literal(1)], { error: M.soloLecturaInvalid }).optional(),
};

/**
 * A user whose profile is not the administrator's belongs to a centre (domain.md). A profile
 * given by name is checked by the server once it knows the name's id.
 */
const centreWhenNotAdmin = {
  check: (user: { perfil?: unknown; centros_id?: unknown }) =>
    typeof user.perfil !== 'number' || user.perfil === ADMIN_PROFILE || user.centros_id != null,
  params: { path: ['centros_id'], error: M.centreRequired },
};

/** POST /v1/auth/registeruser body. */
export const registerUserBodySchema = z
  .strictObject(userFields)
  .refine(centreWhenNotAdmin.check, centreWhenNotAdmin.params);
export type RegisterUserBody = z.input<typeof registerUserBodySchema>;

/** A centre given as an object sends its id (spec §5); either form is accepted. */
const centreRefSchema = z
  .union([z.number().int().positive(), z.object({ id: z.number().int().positive() })], {
    error: M.centreInvalid,
  })
  .nullable()
  .transform((value) => (value === null || typeof value === 'number' ? value : value.id));

/**
 * PUT /v1/users body: the user with its id. The profile may be given by name, mapped to its id
 * (spec §7). Unknown fields such as the read-only centre-derived ones are ignored, so the
 * client may send the row it shows. Phone and DNI are only trimmed here: rows written before
 * the checks existed may hold values the checks refuse, and keeping such a value is allowed;
 * a value being written is checked against the stored one (`identityProblems`).
 */
export const updateUserBodySchema = z
  .object({
    ...userFields,
    telefono: optionalText(30, M.telefonoInvalid, M.telefonoTooLong),
    dni: optionalText(20, M.dniInvalid, M.dniTooLong),
    id: z.number(fieldError(M.idInvalid)).int().positive(),
    perfil: z.union([z.number().int().min(0), z.string().trim().min(1).max(100)], {
      error: (issue) => (issue.input === undefined ? M.perfilRequired : M.perfilInvalid),
    }),
    centros_id: centreRefSchema.default(null),
  })
  .refine(centreWhenNotAdmin.check, centreWhenNotAdmin.params);
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

type IdentityField = 'telefono' | 'dni';
const IDENTITY_CHECKS = {
  telefono: userFields.telefono,
  dni: userFields.dni,
} as const satisfies Record<IdentityField, z.ZodType>;

/** A user's phone and DNI, as stored (null in old rows) or as sent. */
export type IdentityValues = Record<IdentityField, string | null | undefined>;

/**
 * The phone and DNI an update writes, checked as a new user's are, except a value equal to the
 * stored one (an old row's unchecked value may stay while the rest of the user is edited). The
 * values to store (normalised: "12345678-z" becomes "12345678Z") and each field's problem.
 */
export function identityProblems(
  sent: IdentityValues,
  stored: IdentityValues,
): { values: Record<IdentityField, string>; problems: { path: IdentityField; message: string }[] } {
  const values = { telefono: '', dni: '' };
  const problems: { path: IdentityField; message: string }[] = [];
  for (const field of ['telefono', 'dni'] as const) {
    const value = (sent[field] ?? '').trim();
    if (value === (stored[field] ?? '').trim()) {
      values[field] = value;
      continue;
    }
    const parsed = IDENTITY_CHECKS[field].safeParse(value);
    if (parsed.success) values[field] = parsed.data;
    else problems.push({ path: field, message: parsed.error.issues[0]?.message ?? '' });
  }
  return { values, problems };
}

/**
 * The update schema of one stored user, for the edit form: the same rules as the server's,
 * the phone and DNI checked unless they are kept as they were.
 */
export const updateUserSchemaFor = (stored: IdentityValues) =>
  updateUserBodySchema.superRefine((body, ctx) => {
    for (const problem of identityProblems(body, stored).problems) {
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }
  });

/** The first message of each field a validation error names, keyed by field, in order. */
export function fieldProblems(error: z.ZodError | undefined): Partial<Record<string, string>> {
  const problems: Partial<Record<string, string>> = {};
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * The plain message of every field of a user body that is missing or wrong, keyed by field,
 * in the fields' order: the form shows them before sending, the server answers the same.
 */
export function userFieldProblems(
  schema: typeof registerUserBodySchema | typeof updateUserBodySchema,
  body: unknown,
): Partial<Record<string, string>> {
  return fieldProblems(schema.safeParse(body).error);
}
