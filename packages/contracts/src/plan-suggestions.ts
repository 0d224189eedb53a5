import { z } from 'zod';
import { MAX_ID, dataEnvelope, idParam } from './common';

/**
 * The improvement plan's catalogue of suggested starting actions (docs/domain.md "The improvement
 * plan"), edited by administrators in the back-office: per key, in Spanish and Catalan, in the
 * order the centres see them. National data: every administrator reads it, only a national one
 * who may write changes it. Calls in `calls/plans.ts` (`planSuggestionCalls`).
 *
 * - `GET    /v3/plan-suggestions?claves_id=ID` → `planSuggestionsAdminResponseSchema`.
 * - `POST   /v3/plan-suggestions` body `planSuggestionBodySchema` → the suggestion (201).
 * - `PUT    /v3/plan-suggestions/:id` the same body, every field → the suggestion.
 * - `DELETE /v3/plan-suggestions/:id` → `{ id }`.
 */

/** The longest text of a suggestion, in either language (a plan action's text is as long). */
export const MAX_SUGGESTION_TEXT = 2000;
/** The largest position of a suggestion among its key's (the column is a smallint). */
export const MAX_SUGGESTION_ORDER = 999;

export const PLAN_SUGGESTION_MESSAGES = {
  emptyText: 'Escriba el texto de la sugerencia en español.',
  longText: `El texto de la sugerencia no puede superar los ${MAX_SUGGESTION_TEXT} caracteres.`,
  keyRequired: 'Indique la clave de la sugerencia.',
  unknownKey: 'La clave indicada no existe.',
  badOrder: `El orden debe ser un número entero entre 0 y ${MAX_SUGGESTION_ORDER}.`,
  notFound: 'La sugerencia no existe.',
} as const;

const M = PLAN_SUGGESTION_MESSAGES;
const text = z.string().trim().max(MAX_SUGGESTION_TEXT, M.longText);

/** `?claves_id=` of the list: one key's suggestions; absent, every key's. */
export const planSuggestionsQuerySchema = z.strictObject({ claves_id: idParam.optional() });

/** A suggestion as written: its key, its Spanish text (required), Catalan text and order. */
export const planSuggestionBodySchema = z.strictObject({
  claves_id: z
    .number({ error: M.keyRequired })
    .int(M.unknownKey)
    .positive(M.unknownKey)
    .max(MAX_ID, M.unknownKey),
  texto: text.min(1, M.emptyText),
  texto_ca: text.default(''),
  orden: z
    .number({ error: M.badOrder })
    .int(M.badOrder)
    .min(0, M.badOrder)
    .max(MAX_SUGGESTION_ORDER, M.badOrder)
    .default(0),
});
export type PlanSuggestionBody = z.input<typeof planSuggestionBodySchema>;
export type PlanSuggestionValues = z.output<typeof planSuggestionBodySchema>;

/** A suggestion as the back-office lists it: both texts, and its key's Spanish title. */
export const planSuggestionRowSchema = z.object({
  id: z.number().int(),
  claves_id: z.number().int(),
  clave: z.string(),
  texto: z.string(),
  texto_ca: z.string(),
  orden: z.number().int(),
});
export type PlanSuggestionRow = z.infer<typeof planSuggestionRowSchema>;

export const planSuggestionsAdminResponseSchema = dataEnvelope(z.array(planSuggestionRowSchema));
export const planSuggestionAdminResponseSchema = dataEnvelope(planSuggestionRowSchema);
export const planSuggestionDeletedSchema = dataEnvelope(z.object({ id: z.number().int() }));
