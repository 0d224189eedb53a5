import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, dataEnvelope, type LanguageCode } from './common';

/**
 * The questionnaire catalogue (spec §7 "Catalogue"): claves, preguntas, tipos, respuestas and
 * colores. Texts are Spanish with an optional Catalan translation (`*_ca`); responses carry the
 * text in the language of the `language` header (Catalan when it exists, else Spanish) plus
 * both raw texts for editing (`*_es`, `*_ca`). Bodies write `titulo` (Spanish) and `titulo_ca`.
 */

/**
 * Reads the `language` request header (spec §7; default ES). Case-insensitive; anything else
 * than ES or CA is `null`, which the server answers with 400.
 */
export function parseLanguageHeader(value: unknown): LanguageCode | null {
  if (value === undefined || value === null || value === '') return DEFAULT_LANGUAGE;
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return (LANGUAGE_CODES as readonly string[]).includes(code) ? (code as LanguageCode) : null;
}

export const CATALOGUE_MESSAGES = {
  invalidLanguage: 'El idioma indicado no existe. Use ES o CA.',
  claveNotFound: 'La clave no existe.',
  preguntaNotFound: 'La pregunta no existe.',
  respuestaNotFound: 'La respuesta no existe.',
  tipoNotFound: 'El tipo de pregunta no existe.',
  colorNotFound: 'El color no existe.',
  numTaken: 'Ya existe una pregunta con ese número en esta clave.',
  tipoCodigoTaken: 'Ya existe un tipo de pregunta con ese código.',
  typeChangeAnswered:
    'No se puede cambiar el tipo de una pregunta que ya tiene respuestas de algún centro. ' +
    'Cree una pregunta nueva y retire esta.',
  valorChangeFinished:
    'No se puede cambiar la puntuación de una opción de una pregunta que forma parte de ' +
    'evaluaciones terminadas. Cree una opción nueva y retire esta.',
  tipoCodigoInUse:
    'No se puede cambiar el código de un tipo usado por preguntas que ya tienen respuestas.',
  preguntaRetired: 'La pregunta está retirada y no se puede modificar.',
  respuestaRetired: 'La respuesta está retirada y no se puede modificar.',
  tituloRequired: 'El título es obligatorio (al menos 2 caracteres).',
  respuestaRequired: 'El texto de la respuesta es obligatorio.',
  deleted: 'Eliminada.',
  retired: 'Retirada: forma parte de evaluaciones ya respondidas y se conserva en su historial.',
} as const;

const id = z.number().int().positive();
const text = (max: number) => z.string().trim().max(max);
/** The title of a key or a question: Spanish required, Catalan optional. */
const titleFields = {
  titulo: z.string().trim().min(2, CATALOGUE_MESSAGES.tituloRequired).max(500),
  titulo_ca: text(500).default(''),
};

/** A colour of the palette (GET /v3/colores). */
export const colorSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  hex: z.string(),
  texto: z.string(),
});
export type Color = z.infer<typeof colorSchema>;
export const coloresResponseSchema = dataEnvelope(z.array(colorSchema));

/** A question type; `codigo` MULTIPLE takes several options, any other code one (domain.md). */
export const tipoSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  preguntas: z.number().int(),
});
export type Tipo = z.infer<typeof tipoSchema>;
export const tipoBodySchema = z.strictObject({
  codigo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^[A-Z_]{2,20}$/,
      'El código debe tener entre 2 y 20 letras mayúsculas o guiones bajos.',
    ),
  nombre: z.string().trim().min(2, 'El nombre es obligatorio (al menos 2 caracteres).').max(100),
});
export type TipoBody = z.infer<typeof tipoBodySchema>;
export const tiposResponseSchema = dataEnvelope(z.array(tipoSchema));
export const tipoResponseSchema = dataEnvelope(tipoSchema);

/** A key of the questionnaire (GET /v3/claves). */
export const claveSchema = z.object({
  id: z.number().int(),
  orden: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  titulo_es: z.string(),
  titulo_ca: z.string(),
  descripcion_es: z.string(),
  descripcion_ca: z.string(),
  colores_id: z.number().int().nullable(),
  color: colorSchema.nullable(),
  activo: z.boolean(),
  /** Current (not retired) questions of the key. */
  preguntas: z.number().int(),
});
export type Clave = z.infer<typeof claveSchema>;
export const claveBodySchema = z.strictObject({
  ...titleFields,
  descripcion: text(4000).default(''),
  descripcion_ca: text(4000).default(''),
  colores_id: id.nullable(),
  orden: z.number().int().min(0).max(1000),
});
export type ClaveBody = z.input<typeof claveBodySchema>;
export const clavesResponseSchema = dataEnvelope(z.array(claveSchema));
export const claveResponseSchema = dataEnvelope(claveSchema);

/** A question (GET /v3/preguntas?claves_id=…); retired questions are listed only on request. */
export const preguntaSchema = z.object({
  id: z.number().int(),
  claves_id: z.number().int(),
  num: z.number().int(),
  tipos_id: z.number().int(),
  codigo: z.string(),
  titulo: z.string(),
  titulo_es: z.string(),
  titulo_ca: z.string(),
  retired_at: z.string().nullable(),
  respuestas: z.number().int(),
});
export type Pregunta = z.infer<typeof preguntaSchema>;
export const preguntasQuerySchema = z.strictObject({
  claves_id: z.coerce.number().int().positive().optional(),
  retired: z.enum(['true', 'false']).optional(),
});
export const preguntaBodySchema = z.strictObject({
  claves_id: id,
  num: z.number().int().min(1).max(999),
  tipos_id: id,
  ...titleFields,
});
export type PreguntaBody = z.input<typeof preguntaBodySchema>;
/** PUT /v3/pregunta/{id}: a question stays in its key. */
export const preguntaUpdateSchema = preguntaBodySchema.omit({ claves_id: true });
export type PreguntaUpdate = z.input<typeof preguntaUpdateSchema>;
export const preguntasResponseSchema = dataEnvelope(z.array(preguntaSchema));
export const preguntaResponseSchema = dataEnvelope(preguntaSchema);

/** An answer option (GET /v3/preguntas/{id}/respuestas). */
export const respuestaSchema = z.object({
  id: z.number().int(),
  preguntas_id: z.number().int(),
  respuesta: z.string(),
  respuesta_es: z.string(),
  respuesta_ca: z.string(),
  valor: z.number().int(),
  orden: z.number().int(),
  retired_at: z.string().nullable(),
});
export type Respuesta = z.infer<typeof respuestaSchema>;
export const respuestaBodySchema = z.strictObject({
  preguntas_id: id,
  respuesta: z.string().trim().min(1, CATALOGUE_MESSAGES.respuestaRequired).max(1000),
  respuesta_ca: text(1000).default(''),
  valor: z.number().int().min(0, 'La puntuación no puede ser negativa.').max(1000),
  orden: z.number().int().min(0).max(1000).default(0),
});
export type RespuestaBody = z.input<typeof respuestaBodySchema>;
/** PUT /v3/respuesta/{id}: an option stays with its question. */
export const respuestaUpdateSchema = respuestaBodySchema.omit({ preguntas_id: true });
export type RespuestaUpdate = z.input<typeof respuestaUpdateSchema>;
export const respuestasResponseSchema = dataEnvelope(z.array(respuestaSchema));
export const respuestaResponseSchema = dataEnvelope(respuestaSchema);

/** Path parameter `{id}` (the shared schema of common.ts, re-exported for the catalogue routes). */
export { idParamsSchema } from './common';

/** What DELETE of a question or option did: removed, or kept as retired. */
export const removalSchema = dataEnvelope(
  z.object({ id: z.number().int(), outcome: z.enum(['deleted', 'retired']) }),
);
export type Removal = z.infer<typeof removalSchema>['data'];
