import { z } from 'zod';

export {
  ADMIN_PROFILE,
  CENTRE_PAGE_SIZES,
  CENTRE_USERS_PAGE_SIZES,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  QUIZ_PAGE_SIZES,
  type LanguageCode,
} from './client-constants';

/** Every error response of the API (domain.md, API conventions). `message` is in Spanish. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Machine-readable error codes; the HTTP status follows from the code. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** Wraps a payload schema in the `{ data }` envelope of every successful response. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Wraps a list schema in the `{ data, count }` envelope of paged lists. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), count: z.number().int().nonnegative() });

/** The directions a list is ordered in. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
const sortDirection = z.enum(SORT_DIRECTIONS);

/** An order of a table: a column and a direction (the `setup` of a list, a saved view). */
export const orderSchema = z.strictObject({
  field: z.string().min(1).max(64),
  direction: sortDirection,
});

/** `setup` query parameter: paging and ordering, page first = 0 (domain.md). */
export const setupSchema = z.strictObject({
  size: z.number().int().min(1).max(500),
  page: z.number().int().min(0).max(1_000_000),
  order: orderSchema.nullable().optional(),
});
export type Setup = z.infer<typeof setupSchema>;

/**
 * The `setup` of a list that may be ordered only by `fields`: any other field is refused by
 * validation, before the server builds its ORDER BY.
 */
export const setupOrderedBy = <const F extends readonly [string, ...string[]]>(fields: F) =>
  setupSchema.extend({
    order: z
      .strictObject({ field: z.enum(fields), direction: sortDirection })
      .nullable()
      .optional(),
  });

/** An ISO 8601 instant with its offset: the dates of filters and schedules. */
export const isoInstant = z.iso.datetime({ offset: true });

/** `from` and `to` of a list filtered by date; the client expands days to instants. */
export const dateRangeFilterFields = {
  from: isoInstant.optional(),
  to: isoInstant.optional(),
};

/**
 * A code list and its Spanish labels from one table, so each code is written once: the codes
 * come in the table's order (the order selects and filters offer them), as a non-empty tuple
 * that `z.enum` takes. A code must not look like an integer ('1'): JavaScript lists those first.
 */
export const labelledCodes = <K extends string>(
  labels: Record<K, string>,
): [codes: readonly [K, ...K[]], labels: Record<K, string>] => [
  Object.keys(labels) as [K, ...K[]],
  labels,
];

/**
 * One field that a change sets, with its value before and after, each read by `value`: the
 * diff of an audit line (any JSON) and of an imported row (text) name their fields alike.
 */
export const fieldChangeSchemaOf = <V extends z.ZodType>(value: V) =>
  z.object({ field: z.string(), before: value, after: value });

/** An object of whole-number counts, one per name in that order: a campaign's or an import's totals. */
export const countsSchema = <const K extends string>(...names: K[]) =>
  z.object(
    Object.fromEntries(names.map((name) => [name, z.number().int()])) as Record<K, z.ZodNumber>,
  );

/** A code with its Spanish label, as selects and grid columns offer it. */
export interface CodeOption<T extends string> {
  value: T;
  label: string;
}

/**
 * Every code of a list with its label, in the list's order. The codes alone set `T`, so a
 * subset of a wider label table (ownerships without WITHOUT_OWNERSHIP) keeps its narrow type.
 */
export const codeOptions = <T extends string>(
  codes: readonly T[],
  labels: Readonly<Record<NoInfer<T>, string>>,
): CodeOption<T>[] => codes.map((value) => ({ value, label: labels[value] }));

/** Formats a table downloads in: CSV (';') or Excel. */
export const DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
/** The `format` of a download; CSV when absent. */
export const downloadFormatSchema = z.enum(DOWNLOAD_FORMATS).default('csv');

/** Largest id a path may carry: the range of PostgreSQL's `integer` (serial) columns. */
export const MAX_ID = 2_147_483_647;

/**
 * Deepest nesting of objects and arrays accepted in a JSON body or JSON query parameter. Free-
 * form content (contenidos) is the only deep JSON the product stores; 64 levels is far more
 * than it needs and keeps every recursive step (validation, storage, serialising) safe.
 */
export const MAX_JSON_DEPTH = 64;

/** Spanish messages shared by client and server. */
export const COMMON_MESSAGES = {
  unauthorized: 'Necesita iniciar sesión para continuar.',
  invalidToken: 'La sesión no es válida o ha caducado. Inicie sesión de nuevo.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  coordinatorOnly: 'Solo la coordinación del centro puede realizar esta acción.',
  /** An administrator with `solo_lectura` 1 tried a write. */
  readOnly: 'Su cuenta es de solo consulta.',
  /** A scoped administrator named a record of a community outside their scope. */
  outOfScope: 'Ese registro pertenece a una comunidad fuera de su ámbito.',
  /** A scoped administrator tried a write of national data (catalogue, periods…). */
  nationalOnly: 'Solo una cuenta de administración de ámbito nacional puede hacer este cambio.',
  /** A scoped administrator called what is not yet limited to a scope. */
  nationalScopeOnly: 'Esta consulta solo está disponible para el ámbito nacional.',
  notFound: 'El recurso solicitado no existe.',
  routeNotFound: 'La ruta solicitada no existe.',
  badRequest: 'La petición no es válida.',
  badJson: 'El cuerpo de la petición no es un JSON válido.',
  badQueryJson: 'El parámetro de consulta no contiene un JSON válido.',
  outOfRange: 'Un valor enviado está fuera del rango permitido.',
  nulCharacter: 'Un texto enviado contiene el carácter nulo (\\u0000), que no está permitido.',
  badId: `El identificador debe ser un número entero entre 1 y ${MAX_ID}, escrito solo con cifras.`,
  tooDeep: `El contenido enviado está anidado a más de ${MAX_JSON_DEPTH} niveles, que es el máximo permitido.`,
  requestTimeout:
    'La petición ha tardado demasiado en llegar al servidor. Compruebe la conexión e inténtelo de nuevo.',
  headersTooLarge: 'Las cabeceras de la petición superan el tamaño permitido.',
  duplicate: 'Ya existe un registro con esos datos.',
  concurrentChange:
    'Otra operación estaba modificando los mismos datos a la vez. Inténtelo de nuevo.',
  urlTooLong: 'La dirección solicitada es demasiado larga.',
  payloadTooLarge: 'El contenido enviado supera el tamaño permitido.',
  unsupportedMediaType: 'El tipo de contenido de la petición no está admitido.',
  tooManyRequests: 'Demasiadas peticiones. Espere un momento e inténtelo de nuevo.',
  internal: 'Se ha producido un error interno. Inténtelo de nuevo más tarde.',
  unavailable: 'El servicio no está disponible en este momento.',
  transferTimeout:
    'La operación ha superado el tiempo máximo y se ha cancelado sin guardar nada. Inténtelo de nuevo o divida el fichero.',
  databaseBusy:
    'La base de datos no admite más conexiones en este momento. Inténtelo de nuevo en unos segundos.',
} as const;

/**
 * An id in a URL path (`/v1/user/{id}`): decimal digits only, no sign, leading zero, exponent,
 * hexadecimal, decimal point or spaces (`1e3`, `0x10`, `0009`, `9.0` are refused, not read as
 * another id), and within the range of the id columns. Every route's path ids use it.
 */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, COMMON_MESSAGES.badId)
  .transform(Number)
  .pipe(z.number().max(MAX_ID, COMMON_MESSAGES.badId));

/** `{ id }` path parameters. */
export const idParamsSchema = z.strictObject({ id: idParam });
/** `{ centerId }` path parameters: a centre's calls (its courses, its users, its answers). */
export const centreIdParamsSchema = z.strictObject({ centerId: idParam });
