import { z } from 'zod';
import { dataEnvelope } from './common';
import { formatCount } from './count-text';
import { mailDeliverySchema } from './emails';
import { rowOutcomeFields, rowOutcomePreviewSchema } from './row-outcomes';

/** Columns of the mass upload CSV (spec §3), after the header rules of spec §5. */
export const MASS_UPLOAD_COLUMNS = [
  'nombre',
  'apellidos',
  'email',
  'tipo',
  'codigocentro',
  'grupo',
] as const;
export type MassUploadColumn = (typeof MASS_UPLOAD_COLUMNS)[number];

/** Each column as the upload's preview table heads it: messages name the field, then the column. */
export const MASS_UPLOAD_COLUMN_LABELS: Readonly<Record<MassUploadColumn, string>> = {
  nombre: 'Nombre',
  apellidos: 'Apellidos',
  email: 'Correo electrónico',
  tipo: 'Tipo',
  codigocentro: 'Código centro',
  grupo: 'Grupo',
};

/**
 * A column of the file as a message names it (docs/glossary.md): «Correo electrónico» (columna
 * email); an unknown column as it is.
 */
export function massUploadColumnName(column: string): string {
  const label = (MASS_UPLOAD_COLUMN_LABELS as Readonly<Record<string, string>>)[column];
  return label === undefined ? `«${column}»` : `«${label}» (columna ${column})`;
}

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
  .max(
    MASS_UPLOAD_MAX_ROWS,
    `El fichero supera el máximo de ${formatCount(MASS_UPLOAD_MAX_ROWS)} filas.`,
  );

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
export const massUploadPreviewSchema = rowOutcomePreviewSchema(massUploadPreviewRowSchema);
export type MassUploadPreview = z.infer<typeof massUploadPreviewSchema>;
export const massUploadPreviewResponseSchema = dataEnvelope(massUploadPreviewSchema);

/** Reasons a mass upload row is rejected (domain.md). */
export const MASS_UPLOAD_MESSAGES = {
  missing: (field: string) => `Falta el campo ${massUploadColumnName(field)}.`,
  badEmail: 'El correo electrónico no es válido.',
  duplicateInFile: (line: number) => `El correo electrónico está repetido en la línea ${line}.`,
  emailExists: 'Ya existe un usuario con ese correo electrónico.',
  unknownProfile: (tipo: string) => `El tipo de usuario «${tipo}» no existe.`,
  unknownCentre: (codigo: string) => `No existe ningún centro con el código «${codigo}».`,
  groupMismatch: (grupo: string, actual: string) =>
    `El grupo «${grupo}» no coincide con el grupo del centro («${actual || 'sin grupo'}»).`,
  adminNotAllowed: 'La carga masiva no puede crear administradores.',
  adminNotUpdatable: 'La carga masiva no puede modificar a un administrador.',
  /** A scoped administrator's row names a centre of a community outside their scope. */
  centreOutOfScope: (codigo: string) =>
    `El centro «${codigo}» pertenece a una comunidad fuera de su ámbito.`,
  /** A scoped administrator's row would change someone of a centre outside their scope. */
  userOutOfScope: 'Ese correo electrónico es de una persona de un centro fuera de su ámbito.',
  userGone: 'El usuario se ha eliminado mientras se procesaba la carga.',
  nulCharacter: (field: string) =>
    `El campo ${massUploadColumnName(field)} contiene el carácter nulo (\\u0000), que no está permitido.`,
  tooLong: (field: string) => `El campo ${massUploadColumnName(field)} es demasiado largo.`,
  replacementCharacter: (field: string) =>
    `El campo ${massUploadColumnName(field)} contiene el carácter de sustitución «\ufffd» (texto dañado): guarde el archivo como CSV UTF-8 y vuelva a subirlo.`,
  notUtf8: (line: number) =>
    `El fichero no está en UTF-8 (línea ${line}): guarde el archivo como CSV UTF-8 y vuelva a subirlo.`,
} as const;
