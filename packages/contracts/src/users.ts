import { z } from 'zod';
import { dataEnvelope, LANGUAGE_CODES, setupSchema } from './common';

/** Spanish messages of the user area (spec §8) and of the server's user rules. */
export const USER_MESSAGES = {
  incomplete: 'Todos los campos deben estar completados',
  profileTooShort: 'En perfil debe mas de 2 letras.',
  deleteFailed: 'No fue posible eliminar la cuenta.',
  created: 'Se ha creado el usuario y se le ha enviado un mail',
  createFailed: 'Se ha producido un error al crear el usuario',
  passwordReset: 'Se ha reseteado la contraseña del usuario y se le ha enviado un mail',
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
  profileNotFound: 'El perfil no existe.',
  cargoNotFound: 'El cargo no existe.',
  cargoTooShort: 'El nombre del cargo no puede estar vacío.',
  profileSaved: 'Perfil guardado',
  cargoSaved: 'Cargo guardado',
} as const;

const trimmed = (max: number) => z.string().trim().max(max);
/** E-mails are compared and stored lower-cased and trimmed (schema/users.ts). */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** The editable fields of a user (spec §3). */
const userFields = {
  nombre: trimmed(100).min(1),
  apellidos: trimmed(150).default(''),
  email: emailSchema,
  telefono: trimmed(30).default(''),
  dni: trimmed(20).default(''),
  perfil: z.number().int().min(0),
  language_id: z.enum(LANGUAGE_CODES).default('ES'),
  cargos_id: z.number().int().positive().nullable().default(null),
  activo: z.union([z.literal(0), z.literal(1)]).default(1),
  centros_id: z.number().int().positive().nullable().default(null),
};

/** POST /v1/auth/registeruser body. */
export const registerUserBodySchema = z.strictObject(userFields);
export type RegisterUserBody = z.input<typeof registerUserBodySchema>;

/** A centre given as an object sends its id (spec §5); either form is accepted. */
const centreRefSchema = z
  .union([z.number().int().positive(), z.object({ id: z.number().int().positive() })])
  .nullable()
  .transform((value) => (value === null || typeof value === 'number' ? value : value.id));

/**
 * PUT /v1/users body: the user with its id. The profile may be given by name, mapped to its id
 * (spec §7). Unknown fields such as the read-only centre-derived ones are ignored, so the
 * client may send the row it shows.
 */
export const updateUserBodySchema = z.object({
  ...userFields,
  id: z.number().int().positive(),
  perfil: z.union([z.number().int().min(0), z.string().trim().min(1).max(100)]),
  centros_id: centreRefSchema.default(null),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

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

export const userIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
export const resetParamsSchema = z.strictObject({ userId: z.coerce.number().int().positive() });
export const centreUsersParamsSchema = z.strictObject({
  centerId: z.coerce.number().int().positive(),
});

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

/** POST /v1/auth/massive response: how many users were created and which rows were not. */
export const massUploadResultSchema = z.object({
  created: z.number().int().nonnegative(),
  rejected: z.array(massUploadRejectedSchema),
});
export type MassUploadResult = z.infer<typeof massUploadResultSchema>;
export const massUploadResponseSchema = dataEnvelope(massUploadResultSchema);

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
  tooLong: (field: string) => `El campo ${field} es demasiado largo.`,
} as const;

/** Password rules of the set-password page: minimum length and a strength rule. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MESSAGES = {
  tooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  tooLong: 'La contraseña no puede tener más de 128 caracteres.',
  weak: 'La contraseña debe contener letras y al menos un número o un símbolo.',
  mismatch: 'Las contraseñas no coinciden.',
  invalidLink: 'El enlace no es válido, ya se ha usado o ha caducado. Solicite uno nuevo.',
  saved: 'Se ha guardado la contraseña. Ya puede iniciar sesión.',
  forgotSent:
    'Si el correo electrónico pertenece a una cuenta, recibirá un mensaje con un enlace para establecer la contraseña.',
} as const;

/** A new password: at least PASSWORD_MIN_LENGTH characters, with letters and a digit or symbol. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(128, PASSWORD_MESSAGES.tooLong)
  .refine((value) => /\p{L}/u.test(value) && /[^\p{L}\s]/u.test(value), PASSWORD_MESSAGES.weak);

/** POST /v1/auth/set-password body: the token of the e-mailed link and the new password. */
export const setPasswordBodySchema = z.strictObject({
  token: z.string().regex(/^[\w-]{20,100}$/, PASSWORD_MESSAGES.invalidLink),
  password: passwordSchema,
});
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;

/** POST /v1/auth/forgot-password body. */
export const forgotPasswordBodySchema = z.strictObject({ email: z.string().trim().max(254) });
export const messageResponseSchema = dataEnvelope(z.object({ message: z.string() }));
