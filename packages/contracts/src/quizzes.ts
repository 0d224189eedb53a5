import { z } from 'zod';
import { OWNERSHIPS } from './centre-enums';
import { centreIdParamsSchema, dataEnvelope, idParam, isoInstant, pagedEnvelope } from './common';
import {
  EVALUATION_STATUS_LABELS,
  EVALUATION_STATUSES,
  KEY_ANSWER_STATUSES,
  QUESTION_TYPE_CODES,
  type EvaluationStatus,
} from './evaluation-enums';
import { periodSchema } from './periods';
import { PLAN_ACTION_STATES } from './plans';

const id = z.number().int().positive();

/**
 * The "Plan de mejora" filter of Seguimiento (docs/domain.md): centres without any action in the
 * period's plan, or with an action past its "Fecha límite" (before today in Spain) not "Hecha".
 */
export const QUIZ_PLAN_FILTERS = ['sin-plan', 'vencidas'] as const;
export type QuizPlanFilter = (typeof QUIZ_PLAN_FILTERS)[number];
export const QUIZ_PLAN_FILTER_LABELS: Record<QuizPlanFilter, string> = {
  'sin-plan': 'Sin plan',
  vencidas: 'Con acciones vencidas',
};
const badPlanFilter = 'El filtro "Plan de mejora" debe ser "sin-plan" o "vencidas".';

/**
 * `filter` of GET /v15/centros/quizes and /download-info (spec §2 Seguimiento centros). Dates are
 * instants: the client expands "from" to the start and "to" to the end of the day (spec §5).
 * Without `periodId` the active period is used.
 */
export const quizFilterSchema = z.strictObject({
  nombre: z.string().trim().max(200).nullish(),
  codigo: z.string().trim().max(50).nullish(),
  ownership: z.enum(OWNERSHIPS).nullish(),
  periodId: id.nullish(),
  groupby: z.array(z.string().max(100)).max(100).nullish(),
  status: z.enum(EVALUATION_STATUSES).nullish(),
  comunidades: z.array(id).max(30).nullish(),
  municipio: id.nullish(),
  sendFrom: isoInstant.nullish(),
  sendTo: isoInstant.nullish(),
  plan: z.enum(QUIZ_PLAN_FILTERS, { error: badPlanFilter }).nullish(),
});
export type QuizFilter = z.infer<typeof quizFilterSchema>;

/** Columns the quizzes list can be ordered by (`setup.order.field`). */
export const QUIZ_ORDER_FIELDS = [
  'nombre',
  'codigo',
  'ccaa',
  'municipality',
  'groupby',
  'ownership',
  'send',
  'status',
  'lastAnswer',
] as const;
export type QuizOrderField = (typeof QUIZ_ORDER_FIELDS)[number];

export const isQuizOrderField = (field: string): field is QuizOrderField =>
  (QUIZ_ORDER_FIELDS as readonly string[]).includes(field);

/** Progress of one key in a row (spec §3): `num` answered, `percentage` of the key's questions. */
export const quizKeySchema = z.object({
  keyId: z.number().int(),
  num: z.number().int(),
  total: z.number().int(),
  percentage: z.number().int(),
  periodo: z.string(),
  periodId: z.number().int(),
});
export type QuizKey = z.infer<typeof quizKeySchema>;

/** One centre's quiz in a period (spec §3 "Centre quiz row"); `id` is the centre's id. */
export const quizRowSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  codigo: z.string(),
  ccaa: z.string(),
  municipality: z.string(),
  groupby: z.string().nullable(),
  ownership: z.enum(OWNERSHIPS).nullable(),
  quiz: z.string(),
  periodId: z.number().int(),
  /** The finish date (ISO), or null. */
  send: z.string().nullable(),
  status: z.enum(EVALUATION_STATUSES),
  lastAnswer: z.string().nullable(),
  keys: z.array(quizKeySchema),
  /** The period's improvement plan of the centre: its actions, those done, those overdue. */
  plan: z.object({
    acciones: z.number().int(),
    hechas: z.number().int(),
    vencidas: z.number().int(),
  }),
});
export type QuizRow = z.infer<typeof quizRowSchema>;

/** GET /v15/centros/quizes → `{ data: { data, count } }`. */
export const quizzesResponseSchema = dataEnvelope(pagedEnvelope(quizRowSchema));

/** `filter` of GET /v15/centers/quiz-filters: chosen communities narrow the municipalities. */
export const quizFiltersQuerySchema = z.strictObject({
  comunidades: z.array(id).max(30).nullish(),
});

/** A key of the questionnaire as a column of the table, with its colour. */
export const quizKeyColumnSchema = z.object({
  id: z.number().int(),
  orden: z.number().int(),
  titulo: z.string(),
  color: z.string(),
  texto: z.string(),
});
export type QuizKeyColumn = z.infer<typeof quizKeyColumnSchema>;

/** GET /v15/centers/quiz-filters: the options of every filter of the screen. */
export const quizFiltersResponseSchema = dataEnvelope(
  z.object({
    periods: z.array(periodSchema),
    activePeriodId: z.number().int().nullable(),
    ownerships: z.array(z.enum(OWNERSHIPS)),
    statuses: z.array(z.enum(EVALUATION_STATUSES)),
    groups: z.array(z.string()),
    comunidades: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
    municipios: z.array(
      z.object({ id: z.number().int(), nombre: z.string(), comunidadId: z.number().int() }),
    ),
    keys: z.array(quizKeyColumnSchema),
  }),
);
export type QuizFilterOptions = z.infer<typeof quizFiltersResponseSchema>['data'];

/** `filter` of GET /v15/centros/key-answers. Without `periodId`, the active period. */
export const keyAnswersFilterSchema = z.strictObject({
  centerId: id,
  keyId: id,
  periodId: id.nullish(),
});

/** One question of a key with the centre's answer (spec §3 "Key answers"). */
export const keyAnswerSchema = z.object({
  id: z.number().int(),
  num: z.number().int(),
  codigo: z.enum(QUESTION_TYPE_CODES),
  titulo: z.string(),
  status: z.enum(KEY_ANSWER_STATUSES),
  answers: z.array(
    z.object({ id: z.number().int(), respuesta: z.string(), centerAnswer: z.boolean() }),
  ),
});
export type KeyAnswer = z.infer<typeof keyAnswerSchema>;
export const keyAnswersResponseSchema = dataEnvelope(z.array(keyAnswerSchema));

/** Tables whose column visibility is kept per administrator. */
export const VISIBILITY_TABLES = ['center_quiz'] as const;
const columnName = z.string().regex(/^[A-Za-z0-9_]{1,64}$/);

export const fieldsVisibilityQuerySchema = z.strictObject({ table: z.enum(VISIBILITY_TABLES) });
export const fieldVisibilitySchema = z.strictObject({ column: columnName, visible: z.boolean() });
export type FieldVisibility = z.infer<typeof fieldVisibilitySchema>;
/** PUT /v15/fields-visibility {table, column, visible} (spec §7). */
export const fieldVisibilityBodySchema = fieldVisibilitySchema.extend({
  table: z.enum(VISIBILITY_TABLES),
});
export const fieldsVisibilityResponseSchema = dataEnvelope(z.array(fieldVisibilitySchema));
export const fieldVisibilityResponseSchema = dataEnvelope(fieldVisibilitySchema);

/** POST /v7/reset-quiz {centerId}. */
export const resetQuizBodySchema = z.strictObject({ centerId: id });
export const resetQuizResponseSchema = dataEnvelope(
  z.object({ centerId: z.number().int(), status: z.enum(EVALUATION_STATUSES) }),
);

/** The grid column of a key: `key_<id>`, also its name in the column visibility. */
export const keyColumnField = (keyId: number): string => `key_${keyId}`;

/** Spec §4: 'Completada' at 100 %, otherwise 'Al N%'. */
export function keyProgressLabel(percentage: number): string {
  return percentage >= 100 ? 'Completada' : `Al ${percentage}%`;
}

/** Spec §4: the label of a status; anything unknown is "Sin comenzar". */
export function quizStatusLabel(status: EvaluationStatus | null | undefined): string {
  return status ? EVALUATION_STATUS_LABELS[status] : EVALUATION_STATUS_LABELS.NOT_STARTED;
}

/** The "Plan de mejora" cell: "Sin plan", "1 acción", "3 acciones · 1 hecha". */
export function planSummaryLabel(plan: QuizRow['plan']): string {
  if (plan.acciones === 0) return 'Sin plan';
  const actions = plan.acciones === 1 ? '1 acción' : `${plan.acciones} acciones`;
  if (plan.hechas === 0) return actions;
  return `${actions} · ${plan.hechas} ${plan.hechas === 1 ? 'hecha' : 'hechas'}`;
}

/** `filter` of GET /v15/centros/plan-actions: a centre's plan in a period (default active). */
export const quizPlanFilterSchema = z.strictObject({
  centerId: id,
  periodId: id.nullish(),
});

/** An action of a centre's plan as the back-office reads it (read-only). */
export const quizPlanActionSchema = z.object({
  id: z.number().int(),
  texto: z.string(),
  clave: z.string(),
  responsable: z.string().nullable(),
  /** `YYYY-MM-DD`, or null. */
  fecha_limite: z.string().nullable(),
  estado: z.enum(PLAN_ACTION_STATES),
  vencida: z.boolean(),
});
export type QuizPlanAction = z.infer<typeof quizPlanActionSchema>;
export const quizPlanActionsResponseSchema = dataEnvelope(z.array(quizPlanActionSchema));

/** Spanish messages of the follow-up screen and its calls. */
export const QUIZ_MESSAGES = {
  periodNotFound: 'El periodo no existe.',
  centreNotFound: 'El centro no existe.',
  keyNotFound: 'La clave no existe.',
  badOrder: 'No se puede ordenar por ese campo.',
  resetNotAllowed:
    'Solo se puede reiniciar una evaluación terminada (Completada) del periodo activo.',
  resetDone: 'Se ha reiniciado la evaluación del centro.',
  wrongCentre: 'Solo puede actuar sobre la evaluación de su propio centro.',
  closedPeriod: 'El periodo de evaluación está cerrado.',
  downloadName: 'seguimiento-centros',
  noRows: 'Sin centros que mostrar.',
  badPlanFilter,
} as const;

// ---- Centre-facing answering API (domain.md): users of profile ≠ 0, their own centre only ----

/** Path of every centre-facing call: the centre must be the caller's own (else 403). */
export const centreParamsSchema = centreIdParamsSchema;
export const centreQuestionParamsSchema = centreParamsSchema.extend({ preguntaId: idParam });

/** PUT …/respuestas/{preguntaId}: the chosen options, or `notApplicable` ("no procede"). */
export const answerBodySchema = z.strictObject({
  respuestasIds: z.array(id).max(50).optional(),
  notApplicable: z.boolean().optional(),
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

/** A centre's progress in the active period: per key `num`, `total` and `percentage`. */
export const centreProgressSchema = z.object({
  periodId: z.number().int(),
  periodo: z.string(),
  status: z.enum(EVALUATION_STATUSES),
  keys: z.array(
    z.object({
      keyId: z.number().int(),
      num: z.number().int(),
      total: z.number().int(),
      percentage: z.number().int(),
    }),
  ),
});
export type CentreProgress = z.infer<typeof centreProgressSchema>;
export const centreProgressResponseSchema = dataEnvelope(centreProgressSchema);

/** The active period's questionnaire with the centre's current answers. */
export const centreQuestionnaireResponseSchema = dataEnvelope(
  centreProgressSchema.extend({
    claves: z.array(
      z.object({
        id: z.number().int(),
        orden: z.number().int(),
        titulo: z.string(),
        preguntas: z.array(
          z.object({
            id: z.number().int(),
            num: z.number().int(),
            codigo: z.enum(QUESTION_TYPE_CODES),
            titulo: z.string(),
            respuestas: z.array(z.object({ id: z.number().int(), respuesta: z.string() })),
            answer: z
              .object({ respuestasIds: z.array(z.number().int()), notApplicable: z.boolean() })
              .nullable(),
          }),
        ),
      }),
    ),
  }),
);
