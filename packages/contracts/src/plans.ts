import { z } from 'zod';
import { LANGUAGE_CODES, idParam } from './common';
import { ALLOWED_FILE_TYPES } from './content';

/**
 * A centre's improvement plan (docs/domain.md "The improvement plan"): the actions a centre
 * commits to after its results, one plan per centre and period. Calls in `calls/plans.ts`.
 *
 * - `GET    /v15/centro/plan?evaluacion=ID` → `planResponseSchema` (the active period's plan,
 *   or the period of one of the centre's own evaluations).
 * - `POST   /v15/centro/plan/acciones` (coordinator) body `planActionCreateSchema` → the action.
 * - `PATCH  /v15/centro/plan/acciones/:actionId` (coordinator) body `planActionUpdateSchema`.
 * - `DELETE /v15/centro/plan/acciones/:actionId` (coordinator).
 * - `PUT    /v15/centro/plan/acciones/:actionId/estado` (coordinator or the responsable).
 * - `POST   /v15/centro/plan/acciones/:actionId/evidencias?nombre=…` the file itself as body.
 * - `GET    /v15/centro/plan/evidencias/:evidenceId`, `DELETE` the same.
 * - `GET    /v15/centro/plan/sugerencias`, `POST …/sugerencias/:suggestionId/adoptar`.
 */

/** The states of an action, stored and sent as these codes. */
export const PLAN_ACTION_STATES = ['pendiente', 'en_curso', 'hecha'] as const;
export type PlanActionState = (typeof PLAN_ACTION_STATES)[number];
/** Their Spanish names, as the back-office shows them (the centres' app has its own texts). */
export const PLAN_ACTION_STATE_LABELS: Record<PlanActionState, string> = {
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  hecha: 'Hecha',
};

/** An evidence file's largest size (the same as every other upload of the programme). */
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;

/** The kinds an evidence may be, recognised by its content: PDF, images, office documents. */
export const EVIDENCE_TYPES = ALLOWED_FILE_TYPES;
export type EvidenceKind = keyof typeof EVIDENCE_TYPES;
/**
 * What a client may send as an evidence's Content-Type: the kinds, and the generic binary
 * type a browser gives a file it does not know. The server trusts neither: it reads the bytes.
 */
export const EVIDENCE_UPLOAD_TYPES: readonly string[] = [
  ...Object.values(EVIDENCE_TYPES),
  'application/octet-stream',
];

export const PLAN_MESSAGES = {
  actionNotFound: 'La acción no existe.',
  evidenceNotFound: 'La evidencia no existe.',
  suggestionNotFound: 'La sugerencia no existe.',
  evaluationNotFound: 'La evaluación no existe.',
  noActivePeriod: 'No hay un periodo de evaluación activo.',
  closedPeriod: 'El plan de un periodo cerrado no se puede modificar.',
  notResponsable:
    'Solo la coordinación del centro o la persona responsable de la acción pueden hacer este cambio.',
  responsableNotInCentre: 'La persona responsable debe pertenecer al centro.',
  unknownKey: 'La clave no existe.',
  emptyText: 'Escriba el texto de la acción.',
  evidenceTooLarge: 'La evidencia supera el tamaño máximo de 10 MB.',
  evidenceTypeRefused:
    'La evidencia debe ser un PDF, una imagen (PNG, JPEG, GIF, WebP) o un documento de oficina (Word, Excel, PowerPoint, OpenDocument).',
  evidenceEmpty: 'La evidencia está vacía.',
  evidenceName: 'evidencia',
} as const;

/** "Viene del periodo 2025-2026" in the language of the page (docs/domain.md). */
export const CARRIED_FROM_TEXT = {
  ES: 'Viene del periodo',
  CA: 'Ve del període',
} as const;

const actionText = z.string().trim().min(1, PLAN_MESSAGES.emptyText).max(2000);
/** A day, `YYYY-MM-DD`. */
const day = z.iso.date();

export const planQuerySchema = z.strictObject({
  evaluacion: idParam.optional(),
  lang: z.enum(LANGUAGE_CODES).optional(),
});
export const planLanguageQuerySchema = z.strictObject({
  lang: z.enum(LANGUAGE_CODES).optional(),
});
export const planActionParamsSchema = z.strictObject({ actionId: idParam });
export const planEvidenceParamsSchema = z.strictObject({ evidenceId: idParam });
export const planSuggestionParamsSchema = z.strictObject({ suggestionId: idParam });
export const evidenceUploadQuerySchema = z.strictObject({
  nombre: z.string().trim().min(1).max(200),
});

export const planActionCreateSchema = z.strictObject({
  texto: actionText,
  claves_id: z.number().int().positive(),
  responsable_id: z.number().int().positive().nullable().default(null),
  fecha_limite: day.nullable().default(null),
  estado: z.enum(PLAN_ACTION_STATES).default('pendiente'),
});
export type PlanActionCreate = z.output<typeof planActionCreateSchema>;

export const planActionUpdateSchema = z
  .strictObject({
    texto: actionText.optional(),
    claves_id: z.number().int().positive().optional(),
    responsable_id: z.number().int().positive().nullable().optional(),
    fecha_limite: day.nullable().optional(),
    estado: z.enum(PLAN_ACTION_STATES).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Indique qué cambia.' });
export type PlanActionUpdate = z.output<typeof planActionUpdateSchema>;

export const planStateBodySchema = z.strictObject({ estado: z.enum(PLAN_ACTION_STATES) });

export const planEvidenceSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tipo: z.string(),
  tamano: z.number().int(),
  creada: z.string(),
});
export type PlanEvidence = z.infer<typeof planEvidenceSchema>;

export const planActionSchema = z.object({
  id: z.number().int(),
  texto: z.string(),
  claves_id: z.number().int(),
  clave: z.string(),
  responsable_id: z.number().int().nullable(),
  responsable: z.string().nullable(),
  fecha_limite: z.string().nullable(),
  estado: z.enum(PLAN_ACTION_STATES),
  /** The period the action was carried from, by name; null when it was made in this plan. */
  viene_de: z.string().nullable(),
  evidencias: z.array(planEvidenceSchema),
  /** Whether the caller may change its state and evidence (coordinator or responsable). */
  puede_actualizar: z.boolean(),
});
export type PlanAction = z.infer<typeof planActionSchema>;

export const planResponseSchema = z.object({
  data: z.object({
    periodo: z.object({ id: z.number().int(), periodo: z.string(), activo: z.boolean() }),
    evaluacion_id: z.number().int().nullable(),
    /** Only the active period's plan changes; an earlier one is read as it was left. */
    editable: z.boolean(),
    coordinador: z.boolean(),
    acciones: z.array(planActionSchema),
    personas: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
    claves: z.array(z.object({ id: z.number().int(), titulo: z.string() })),
  }),
});
export type PlanData = z.infer<typeof planResponseSchema>['data'];

export const planActionResponseSchema = z.object({ data: planActionSchema });
export const planEvidenceResponseSchema = z.object({ data: planEvidenceSchema });
export const planDeletedResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });

export const planSuggestionSchema = z.object({
  id: z.number().int(),
  claves_id: z.number().int(),
  clave: z.string(),
  /** The key's score in the centre's latest finished evaluation. */
  puntuacion: z.number().nullable(),
  texto: z.string(),
});
export type PlanSuggestion = z.infer<typeof planSuggestionSchema>;
export const planSuggestionsResponseSchema = z.object({ data: z.array(planSuggestionSchema) });
