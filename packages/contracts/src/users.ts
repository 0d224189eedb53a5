import { z } from 'zod';
import {
  ADMIN_PROFILE,
  dataEnvelope,
  idParam,
  idParamsSchema,
  LANGUAGE_CODES,
  setupSchema,
} from './common';
import { mailDeliverySchema } from './emails';
import { rowOutcomeCountsSchema, rowOutcomeFields } from './row-outcomes';

/** Spanish messages of the user area (spec §8) and of the server's user rules. */
export const USER_MESSAGES = {
  incomplete: 'Todos los campos deben estar completados',
  profileTooShort: 'En perfil debe mas de 2 letras.',
  deleteFailed: 'No fue posible eliminar la cuenta.',
  created: 'Se ha creado el usuario y se le ha enviado un mail',
  /** The welcome e-mail could not be delivered during the call (MailDelivery.queued). */
  createdQueued:
    'Se ha creado el usuario; el correo queda en cola y se enviará en cuanto sea posible',
  createFailed: 'Se ha producido un error al crear el usuario',
  passwordReset: 'Se ha reseteado la contraseña del usuario y se le ha enviado un mail',
  passwordResetQueued:
    'Se ha reseteado la contraseña del usuario; el correo queda en cola y se enviará en cuanto sea posible',
  updated: 'Usuario actualizado',
  deleted: 'Usuario eliminado',
  emailTaken: 'Ya existe un usuario con ese correo electrónico.',
  notFound: 'El usuario no existe.',
  unknownProfile: 'El perfil indicado no existe.',
  unknownCentre: 'El centro indicado no existe.',
  unknownCargo: 'El cargo indicado no existe.',
  unknownLanguage: 'El idioma indicado no existe.',
  centreRequired: 'Los usuarios que no son administradores deben pertenecer a un centro.',
  cannotDeleteSelf: 'No puede eliminar su propia cuenta.',
  cannotDemoteSelf: 'No puede desactivar su propia cuenta ni quitarse el perfil de administrador.',
  lastAdministrator:
    'Debe quedar al menos un administrador activo: no se puede desactivar, quitar el perfil de administrador ni eliminar al último.',
  profileNotFound: 'El perfil no existe.',
  cargoNotFound: 'El cargo no existe.',
  cargoTooShort: 'El nombre del cargo no puede estar vacío.',
  profileSaved: 'Perfil guardado',
  cargoSaved: 'Cargo guardado',
} as const;

/**
 * Plain Spanish messages naming each user field (issue 15): what an administrator reads when a
 * field is missing or wrong, in the form before sending and in the server's 400 alike.
 */
export const USER_FIELD_MESSAGES = {
  nombreRequired: 'El nombre es obligatorio.',
  nombreTooLong: 'El nombre no puede tener más de 100 caracteres.',
  apellidosInvalid: 'Los apellidos deben ser un texto.',
  apellidosTooLong: 'Los apellidos no pueden tener más de 150 caracteres.',
  emailRequired: 'El correo electrónico es obligatorio.',
  emailInvalid: 'El correo electrónico no es válido.',
  emailTooLong: 'El correo electrónico no puede tener más de 254 caracteres.',
  telefonoInvalid: 'El teléfono debe ser un texto.',
  telefonoTooLong: 'El teléfono no puede tener más de 30 caracteres.',
  dniInvalid: 'El DNI debe ser un texto.',
  dniTooLong: 'El DNI no puede tener más de 20 caracteres.',
  perfilRequired: 'El perfil es obligatorio.',
  perfilInvalid: USER_MESSAGES.unknownProfile,
  languageInvalid: USER_MESSAGES.unknownLanguage,
  cargoInvalid: USER_MESSAGES.unknownCargo,
  activoInvalid: 'El campo Activo debe ser Sí o No.',
  centreInvalid: USER_MESSAGES.unknownCentre,
  centreRequired: USER_MESSAGES.centreRequired,
  idInvalid: 'El usuario indicado no es válido.',
} as const;
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
  telefono: optionalText(30, M.telefonoInvalid, M.telefonoTooLong),
  dni: optionalText(20, M.dniInvalid, M.dniTooLong),
  perfil: z.number(fieldError(M.perfilRequired, M.perfilInvalid)).int().min(0),
  language_id: z.enum(LANGUAGE_CODES, { error: M.languageInvalid }).default('ES'),
  cargos_id: z.number({ error: M.cargoInvalid }).int().positive().nullable().default(null),
  activo: z.union([z.literal(0), z.literal(1)], { error: M.activoInvalid }).default(1),
  centros_id: z.number({ error: M.centreInvalid }).int().positive().nullable().default(null),
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
 * client may send the row it shows.
 */
export const updateUserBodySchema = z
  .object({
    ...userFields,
    id: z.number(fieldError(M.idInvalid)).int().positive(),
    perfil: z.union([z.number().int().min(0), z.string().trim().min(1).max(100)], {
      error: (issue) => (issue.input === undefined ? M.perfilRequired : M.perfilInvalid),
    }),
    centros_id: centreRefSchema.default(null),
  })
  .refine(centreWhenNotAdmin.check, centreWhenNotAdmin.params);
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

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

/** A user as listed (spec §3), with the read-only fields derived from its centre. */
export const userRowSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono: z.string(),
  dni: z.string(),
  perfil: z.number().int(),
  /** The profile's name. */
  perfil_nombre: z.string(),
  created_at: z.string(),
  language_id: z.string(),
  cargos_id: z.number().int().nullable(),
  activo: z.number().int(),
  centros_id: z.number().int().nullable(),
  centro: z.string().nullable(),
  ccaa: z.string().nullable(),
  provincia: z.string().nullable(),
  municipio: z.string().nullable(),
  codigo: z.string().nullable(),
  groupby: z.string().nullable(),
  titularidad: z.string().nullable(),
  cepa_fp: z.string().nullable(),
  cp: z.string().nullable(),
  /** Whether the person has set a password yet. */
  has_password: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;

/** Fields the user list may be ordered by. */
export const USER_ORDER_FIELDS = [
  'id',
  'nombre',
  'apellidos',
  'email',
  'perfil',
  'created_at',
  'activo',
  'centros_id',
] as const;

/** `filter` of GET /v1/users and GET /v1/usersCentro/{centerId}. */
export const userFilterSchema = z.strictObject({
  /** Free text matched against nombre, apellidos and e-mail, ignoring case and accents. */
  search: z.string().trim().max(100).optional(),
  centros_id: z.number().int().positive().optional(),
  perfil: z.number().int().min(0).optional(),
  /** false or absent: active users only (the show-inactive flag off). */
  showInactive: z.boolean().optional(),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

export const userSetupSchema = setupSchema.extend({
  order: z
    .strictObject({ field: z.enum(USER_ORDER_FIELDS), direction: z.enum(['asc', 'desc']) })
    .nullable()
    .optional(),
});
export type UserSetup = z.infer<typeof userSetupSchema>;

/** GET /v1/users response (paged form, and the unpaged form with every user). */
export const usersResponseSchema = z.object({
  data: z.array(userRowSchema),
  count: z.number().int().nonnegative(),
});
export type UsersResponse = z.infer<typeof usersResponseSchema>;
export const userResponseSchema = dataEnvelope(userRowSchema);
/** POST /v1/auth/registeruser and PATCH /v1/auth/reset/{userId}: the user and its e-mail's fate. */
export const userMailResponseSchema = userResponseSchema.extend({ mail: mailDeliverySchema });
export type UserMailResponse = z.infer<typeof userMailResponseSchema>;

/** Profile (spec §3). */
export const profileSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Profile = z.infer<typeof profileSchema>;
/** A profile name needs at least 2 letters (spec §5). */
const profileName = z
  .string()
  .trim()
  .max(100)
  .refine((value) => (value.match(/\p{L}/gu) ?? []).length >= 2, USER_MESSAGES.profileTooShort);
export const createProfileBodySchema = z.strictObject({ nombre: profileName });
export const updateProfileBodySchema = z.strictObject({
  id: z.number().int().min(0),
  nombre: profileName,
});
export const profilesResponseSchema = dataEnvelope(z.array(profileSchema));
export const profileResponseSchema = dataEnvelope(profileSchema);

/** Cargo (position, spec §3). */
export const cargoSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Cargo = z.infer<typeof cargoSchema>;
const cargoName = z.string().trim().min(1, USER_MESSAGES.cargoTooShort).max(100);
export const createCargoBodySchema = z.strictObject({ nombre: cargoName });
export const updateCargoBodySchema = z.strictObject({
  id: z.number().int().positive(),
  nombre: cargoName,
});
export const cargosResponseSchema = dataEnvelope(z.array(cargoSchema));
export const cargoResponseSchema = dataEnvelope(cargoSchema);

export const userIdParamsSchema = idParamsSchema;
export const resetParamsSchema = z.strictObject({ userId: idParam });
export const centreUsersParamsSchema = z.strictObject({ centerId: idParam });

/** Columns of the mass upload CSV (spec §3), after the header rules of spec §5. */
export const MASS_UPLOAD_COLUMNS = [
  'nombre',
  'apellidos',
  'email',
  'tipo',
  'codigocentro',
  'grupo',
] as const;
/** Largest file the mass upload takes in one call. */
export const MASS_UPLOAD_MAX_ROWS = 20_000;

const cell = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .optional();

/** One parsed CSV row; `line` is its line number in the file (header = line 1). */
export const massUploadRowSchema = z.object({
  line: z.number().int().positive().optional(),
  nombre: cell,
  apellidos: cell,
  email: cell,
  tipo: cell,
  codigocentro: cell,
  grupo: cell,
});
export type MassUploadRow = z.input<typeof massUploadRowSchema>;

/** POST /v1/auth/massive body: the parsed rows of the CSV. */
export const massUploadBodySchema = z
  .array(massUploadRowSchema)
  .min(1, 'El fichero no contiene filas.')
  .max(MASS_UPLOAD_MAX_ROWS, `El fichero supera el máximo de ${MASS_UPLOAD_MAX_ROWS} filas.`);

export const massUploadRejectedSchema = z.object({
  line: z.number().int(),
  email: z.string(),
  reasons: z.array(z.string()),
});
export type MassUploadRejected = z.infer<typeof massUploadRejectedSchema>;

/**
 * Query of POST /v1/auth/massive and its preview: `update=true` updates the existing users the
 * file names by e-mail (nombre, apellidos, tipo, centre) instead of refusing their rows. Without
 * it the upload behaves as it always did (docs/users.md).
 */
export const massUploadQuerySchema = z.object({
  update: z
    .enum(['true', 'false'], { error: 'El parámetro update debe ser true o false.' })
    .optional()
    .transform((value) => value === 'true'),
});

/** POST /v1/auth/massive response: how many users were created and which rows were not. */
export const massUploadResultSchema = z.object({
  created: z.number().int().nonnegative(),
  rejected: z.array(massUploadRejectedSchema),
  /** Only with `update=true`: existing users changed, and those the file left as they were. */
  updated: z.number().int().nonnegative().optional(),
  unchanged: z.number().int().nonnegative().optional(),
});
export type MassUploadResult = z.infer<typeof massUploadResultSchema>;
export const massUploadResponseSchema = dataEnvelope(massUploadResultSchema).extend({
  mail: mailDeliverySchema,
});

/** Rows listed per outcome in a mass upload preview; the counts cover the whole file. */
export const MASS_UPLOAD_LISTED_ROWS = 1_000;

/** One row of the file and what uploading it would do (row-outcomes.ts). */
export const massUploadPreviewRowSchema = z.object({
  ...rowOutcomeFields,
  email: z.string(),
  nombre: z.string(),
});
export type MassUploadPreviewRow = z.infer<typeof massUploadPreviewRowSchema>;

/** POST /v1/auth/massive/preview answer: nothing is written; errors first, unchanged only counted. */
export const massUploadPreviewSchema = z.object({
  counts: rowOutcomeCountsSchema,
  rows: z.array(massUploadPreviewRowSchema),
  truncated: z.boolean(),
});
export type MassUploadPreview = z.infer<typeof massUploadPreviewSchema>;
export const massUploadPreviewResponseSchema = dataEnvelope(massUploadPreviewSchema);

/** Reasons a mass upload row is rejected (domain.md). */
export const MASS_UPLOAD_MESSAGES = {
  missing: (field: string) => `Falta el campo ${field}.`,
  badEmail: 'El correo electrónico no es válido.',
  duplicateInFile: (line: number) => `El correo electrónico está repetido en la línea ${line}.`,
  emailExists: 'Ya existe un usuario con ese correo electrónico.',
  unknownProfile: (tipo: string) => `El tipo de usuario «${tipo}» no existe.`,
  unknownCentre: (codigo: string) => `No existe ningún centro con el código «${codigo}».`,
  groupMismatch: (grupo: string, actual: string) =>
    `El grupo «${grupo}» no coincide con el grupo del centro («${actual || 'sin grupo'}»).`,
  adminNotAllowed: 'La carga masiva no puede crear administradores.',
  adminNotUpdatable: 'La carga masiva no puede modificar a un administrador.',
  userGone: 'El usuario se ha eliminado mientras se procesaba la carga.',
  nulCharacter: (field: string) =>
    `El campo ${field} contiene el carácter nulo (\\u0000), que no está permitido.`,
  tooLong: (field: string) => `El campo ${field} es demasiado largo.`,
} as const;

/**
 * Password rules (docs/security.md). The server applies all of them; the shape rules below
 * (length, spaces at the edges) are also checked by the web form before sending. The rest —
 * common or easily guessed passwords, and passwords made of the person's name or e-mail — needs
 * the account and a dictionary, so only the server checks it (apps/api/src/lib/password-policy.ts).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MESSAGES = {
  /** The rules in one sentence, shown under the new-password field. */
  rule: `Al menos ${PASSWORD_MIN_LENGTH} caracteres, sin espacios al principio ni al final. No se admiten contraseñas habituales o fáciles de adivinar ni las que contienen su nombre, sus apellidos o su correo electrónico.`,
  tooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  tooLong: `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres.`,
  edgeSpaces: 'La contraseña no puede empezar ni terminar con espacios.',
  guessable:
    'La contraseña es demasiado fácil de adivinar: es habitual o se basa en palabras, nombres, fechas, secuencias o repeticiones conocidas. Use una frase de varias palabras poco comunes o una combinación más larga.',
  personal: 'La contraseña no puede contener su nombre, sus apellidos ni su correo electrónico.',
  mismatch: 'Las contraseñas no coinciden.',
  invalidLink: 'El enlace no es válido, ya se ha usado o ha caducado. Solicite uno nuevo.',
  saved: 'Se ha guardado la contraseña. Ya puede iniciar sesión.',
  forgotSent:
    'Si el correo electrónico pertenece a una cuenta, recibirá un mensaje con un enlace para establecer la contraseña.',
} as const;

/**
 * The shape of a new password: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters (counted
 * as Unicode characters), no space at either end. Nothing is trimmed: a password is stored as
 * typed, so one that starts or ends with a space (often a copy-and-paste slip) is refused.
 * No composition rule (current guidance prefers length plus a check against guessable ones).
 */
export const passwordSchema = z
  .string()
  .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .refine((value) => [...value].length <= PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine((value) => value.trim() === value, PASSWORD_MESSAGES.edgeSpaces);

/** POST /v1/auth/set-password body: the token of the e-mailed link and the new password. */
export const setPasswordBodySchema = z.strictObject({
  token: z.string().regex(/^[\w-]{20,100}$/, PASSWORD_MESSAGES.invalidLink),
  password: passwordSchema,
});
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;

/** POST /v1/auth/forgot-password body. */
export const forgotPasswordBodySchema = z.strictObject({ email: z.string().trim().max(254) });
export const messageResponseSchema = dataEnvelope(z.object({ message: z.string() }));
