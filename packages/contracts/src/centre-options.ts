import { z } from 'zod';
import { dataEnvelope } from './common';

/** Most centres one picker search returns: a short list to choose from, never the 30,000. */
export const CENTRE_OPTIONS_MAX = 25;
/**
 * Characters typed before a picker searches: fewer match nearly every centre, and the trigram
 * indexes need three (with two, every name and code is read: ~10 times slower at 30,000).
 */
export const CENTRE_SEARCH_MIN_LENGTH = 3;

export const CENTRE_OPTION_MESSAGES = {
  searchTooShort: `Escriba al menos ${CENTRE_SEARCH_MIN_LENGTH} caracteres del nombre, el código o el municipio del centro.`,
  searchTooLong: 'El texto de búsqueda no puede tener más de 100 caracteres.',
  badLimit: `El número de centros pedido debe estar entre 1 y ${CENTRE_OPTIONS_MAX}.`,
} as const;

/**
 * A centre as a picker offers it: name, code and municipality to recognise it, and the
 * read-only fields a user row takes from its centre (spec §3), named as the user row names them.
 */
export const centreOptionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  codigo: z.string(),
  municipio: z.string(),
  provincia: z.string(),
  ccaa: z.string(),
  groupby: z.string().nullable(),
  /** Ownership code (PUBLIC, CONCERTED, PRIVATE), as `titularidad` of a user row. */
  titularidad: z.string().nullable(),
  /** Centre kind ('' none, CEPA, FP), as `cepa_fp` of a user row. */
  cepa_fp: z.string(),
  cp: z.string(),
  activo: z.number().int(),
});
export type CentreOption = z.infer<typeof centreOptionSchema>;

/**
 * GET /v2/centros/search: `search` matches the name, the code or the municipality, ignoring
 * case and accents. One centre by id is GET /v2/centros/{centerId}.
 */
export const centreOptionsQuerySchema = z.strictObject({
  search: z
    .string({ error: CENTRE_OPTION_MESSAGES.searchTooShort })
    .trim()
    .min(CENTRE_SEARCH_MIN_LENGTH, CENTRE_OPTION_MESSAGES.searchTooShort)
    .max(100, CENTRE_OPTION_MESSAGES.searchTooLong),
  limit: z.coerce
    .number({ error: CENTRE_OPTION_MESSAGES.badLimit })
    .int()
    .min(1)
    .max(CENTRE_OPTIONS_MAX)
    .default(10),
});
export type CentreOptionsQuery = z.input<typeof centreOptionsQuerySchema>;

export const centreOptionsResponseSchema = dataEnvelope(z.array(centreOptionSchema));
