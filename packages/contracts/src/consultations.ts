import { z } from 'zod';
import { DOWNLOAD_FORMATS, LANGUAGE_CODES, idParam, type LanguageCode } from './common';
import { dashboardFilterSchema } from './dashboard';
import { optionalJsonQuery } from './json-query';

/**
 * Anonymous consultations of a centre's students, families and staff beside its
 * self-evaluation (docs/domain.md "Consultations", docs/privacy.md "Consultations"). Calls in
 * `calls/consultations.ts`:
 *
 * - public, no account: `GET /v15/consultas/:codigo` (the group's questions) and
 *   `POST /v15/consultas/:codigo/respuestas` (one complete response);
 * - the centre: `GET /v15/centro/consultas`, `POST` the same (coordinator), `PATCH
 *   /v15/centro/consultas/:consultaId` (coordinator: closing date, close, reopen), `GET
 *   …/:consultaId/qr` (PNG), `GET /v15/centro/consultas/resultados` (per group and key, with
 *   the gap to the self-evaluation, from MIN_CONSULTATION_RESPONSES responses);
 * - administrators: the questionnaires in `/v3/consultation-questions` (national), the
 *   participation of Seguimiento's centres `GET /v15/centros/quizes/consultas?ids=…` and the
 *   dashboard's card `GET /v3/consultations-report` with its download (scoped).
 */

export const CONSULTATION_GROUPS = ['alumnado', 'familias', 'profesorado'] as const;
export type ConsultationGroup = (typeof CONSULTATION_GROUPS)[number];

/** The groups' names as the programme writes them. */
export const CONSULTATION_GROUP_LABELS: Record<LanguageCode, Record<ConsultationGroup, string>> = {
  ES: { alumnado: 'Alumnado', familias: 'Familias', profesorado: 'Profesorado' },
  CA: { alumnado: 'Alumnat', familias: 'Famílies', profesorado: 'Professorat' },
};

/** Below this many responses a group shows no figure: a small group could be recognised. */
export const MIN_CONSULTATION_RESPONSES = 10;

/**
 * The answer scale: 1–4 agreement, 0 "I don't know" (stored, left out of every mean). A key's
 * score is the mean of (valor − 1) / 3 × 100 over its answered questions: 0–100 like the
 * self-evaluation's key scores, so that the two compare.
 */
export const CONSULTATION_VALUES = [0, 1, 2, 3, 4] as const;
export const CONSULTATION_VALUE_LABELS: Record<LanguageCode, readonly string[]> = {
  ES: ['No lo sé', 'Nada de acuerdo', 'Poco de acuerdo', 'Bastante de acuerdo', 'Muy de acuerdo'],
  CA: ['No ho sé', "Gens d'acord", "Poc d'acord", "Força d'acord", "Molt d'acord"],
};

/** A consultation's code: URL-safe, unguessable (12 random bytes, base64url: 16 characters). */
export const CONSULTATION_CODE_PATTERN = /^[A-Za-z0-9_-]{16}$/;
/** The public page of a consultation, under the centres' app. */
export const consultationPath = (codigo: string): string => `/centro/responder/${codigo}`;

/** Its largest number of questions per group (a body is bounded by it). */
export const MAX_CONSULTATION_QUESTIONS = 60;

export const CONSULTATION_MESSAGES = {
  notFound: 'La consulta no existe.',
  closed: 'La consulta está cerrada.',
  expired: 'La consulta ha terminado: su fecha de cierre ya pasó.',
  mismatch:
    'Las respuestas no corresponden a las preguntas de la consulta. Recargue la página y responda de nuevo.',
  tooMany: 'Demasiadas respuestas en poco tiempo. Espere un minuto y vuelva a enviar.',
  groupTaken: 'El centro ya tiene una consulta de este grupo en el periodo activo.',
  pastDate: 'La fecha de cierre no puede ser anterior a hoy.',
  noActivePeriod: 'No hay un periodo de evaluación activo.',
  noQuestions: 'Este grupo aún no tiene preguntas en el catálogo.',
  questionNotFound: 'La pregunta no existe.',
  emptyText: 'Escriba el texto de la pregunta.',
  unknownKey: 'La clave no existe.',
  fewResponses: `Se necesitan al menos ${MIN_CONSULTATION_RESPONSES} respuestas`,
  evaluationNotFound: 'La evaluación no existe.',
  badIds: 'Indique los centros como números separados por comas (hasta 100).',
} as const;

const day = z.iso.date();
const lang = z.enum(LANGUAGE_CODES).optional();
const groupSchema = z.enum(CONSULTATION_GROUPS);
const codeParam = z.string().regex(CONSULTATION_CODE_PATTERN, CONSULTATION_MESSAGES.notFound);

// ---- public ----

export const consultationCodeParamsSchema = z.strictObject({ codigo: codeParam });
export const consultationLanguageQuerySchema = z.strictObject({ lang });

/** What the consultation's state is today: open, closed by the coordinator, past its date. */
export const CONSULTATION_STATES = ['abierta', 'cerrada', 'vencida'] as const;
export type ConsultationState = (typeof CONSULTATION_STATES)[number];

export const publicConsultationSchema = z.object({
  grupo: groupSchema,
  centro: z.string(),
  periodo: z.string(),
  cierra: day,
  estado: z.enum(CONSULTATION_STATES),
  /** In the consultation's key order; `clave` is the key's title in the asked language. */
  preguntas: z.array(z.object({ id: z.number().int(), texto: z.string(), clave: z.string() })),
});
export const publicConsultationResponseSchema = z.object({ data: publicConsultationSchema });

/**
 * One complete response. `id` is made by the respondent's page for this response only (a
 * random UUID, kept by the page until the server acknowledges it), so a retry after a lost
 * reply is stored once; it names the response, never the person or the browser.
 */
export const consultationAnswerBodySchema = z.strictObject({
  id: z.uuid(),
  respuestas: z
    .array(
      z.strictObject({
        pregunta: z.number().int().positive(),
        valor: z
          .number()
          .int()
          .min(0)
          .max(CONSULTATION_VALUES.length - 1),
      }),
    )
    .min(1, CONSULTATION_MESSAGES.mismatch)
    .max(MAX_CONSULTATION_QUESTIONS, CONSULTATION_MESSAGES.mismatch),
});
export type ConsultationAnswerBody = z.output<typeof consultationAnswerBodySchema>;
/** 201 when stored now; 200 with `repetida` when this response had already been stored. */
export const consultationAnswerResponseSchema = z.object({
  data: z.object({ id: z.uuid(), repetida: z.boolean() }),
});

// ---- the centre ----

export const consultationParamsSchema = z.strictObject({ consultaId: idParam });

export const consultationSchema = z.object({
  id: z.number().int(),
  grupo: groupSchema,
  codigo: z.string(),
  /** The public page's path (`/centro/responder/<codigo>`); the app adds its origin. */
  enlace: z.string(),
  cierra: day,
  cerrada: z.boolean(),
  estado: z.enum(CONSULTATION_STATES),
  respuestas: z.number().int().nonnegative(),
});
export type Consultation = z.infer<typeof consultationSchema>;

export const consultationListResponseSchema = z.object({
  data: z.object({ periodo: z.string().nullable(), consultas: z.array(consultationSchema) }),
});
export const consultationResponseSchema = z.object({ data: consultationSchema });

export const consultationCreateSchema = z.strictObject({ grupo: groupSchema, cierra: day });
export const consultationUpdateSchema = z
  .strictObject({ cierra: day.optional(), cerrada: z.boolean().optional() })
  .refine((b) => b.cierra !== undefined || b.cerrada !== undefined, 'Indique qué cambia.');

export const consultationResultsQuerySchema = z.strictObject({
  evaluacion: idParam.optional(),
  lang,
});

/** A key's figures for one group: null where there is nothing to show. */
export const consultationKeyResultSchema = z.object({
  clave: z.number().int(),
  titulo: z.string(),
  /** The group's score 0–100; null below the minimum or when nobody answered the key. */
  puntuacion: z.number().nullable(),
  /** The self-evaluation's key score 0–100 (the staff's voice); null when not answered. */
  autoevaluacion: z.number().nullable(),
  /** puntuacion − autoevaluacion, in points; null when either is. */
  diferencia: z.number().nullable(),
});
export const consultationGroupResultSchema = z.object({
  grupo: groupSchema,
  respuestas: z.number().int().nonnegative(),
  /** True from MIN_CONSULTATION_RESPONSES responses: only then are there figures. */
  suficiente: z.boolean(),
  claves: z.array(consultationKeyResultSchema),
});
export type ConsultationGroupResult = z.infer<typeof consultationGroupResultSchema>;
export const consultationResultsResponseSchema = z.object({
  data: z.object({
    periodo: z.string().nullable(),
    grupos: z.array(consultationGroupResultSchema),
  }),
});

// ---- administrators ----

export const consultationQuestionsQuerySchema = z.strictObject({ grupo: groupSchema.optional() });
const questionText = z.string().trim().min(1, CONSULTATION_MESSAGES.emptyText).max(500);
export const consultationQuestionBodySchema = z.strictObject({
  grupo: groupSchema,
  claves_id: z.number().int().positive(),
  texto: questionText,
  texto_ca: z.string().trim().max(500).default(''),
  orden: z.number().int().min(0).max(999).default(0),
});
export type ConsultationQuestionBody = z.output<typeof consultationQuestionBodySchema>;
export const consultationQuestionSchema = z.object({
  id: z.number().int(),
  grupo: groupSchema,
  claves_id: z.number().int(),
  clave: z.string(),
  texto: z.string(),
  texto_ca: z.string(),
  orden: z.number().int(),
  /**
   * Whether responses of its group have arrived since it was written, so that some may answer
   * it: deleting such a question retires it (stored responses keep their meaning).
   */
  respondida: z.boolean(),
});
export type ConsultationQuestion = z.infer<typeof consultationQuestionSchema>;
export const consultationQuestionsResponseSchema = z.object({
  data: z.array(consultationQuestionSchema),
});
export const consultationQuestionResponseSchema = z.object({ data: consultationQuestionSchema });
export const consultationQuestionDeletedSchema = z.object({
  data: z.object({ id: z.number().int(), retirada: z.boolean() }),
});

/** `?ids=1,2,3`: the centres of a Seguimiento page (at most 100). */
export const consultationParticipationQuerySchema = z.strictObject({
  ids: z
    .string()
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$/, CONSULTATION_MESSAGES.badIds)
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});
export const consultationParticipationSchema = z.object({
  centros_id: z.number().int(),
  alumnado: z.number().int().nullable(),
  familias: z.number().int().nullable(),
  profesorado: z.number().int().nullable(),
});
export type ConsultationParticipation = z.infer<typeof consultationParticipationSchema>;
/** Per centre, the responses of each group's consultation in the active period (null: none). */
export const consultationParticipationResponseSchema = z.object({
  data: z.array(consultationParticipationSchema),
});

/** The dashboard's filter (`?filter=` JSON, optional), as its other cards take it. */
export const consultationReportQuerySchema = optionalJsonQuery({ filter: dashboardFilterSchema });
export const consultationReportDownloadQuerySchema = consultationReportQuerySchema.extend({
  format: z.enum(DOWNLOAD_FORMATS).default('xlsx'),
});
export const consultationReportSchema = z.object({
  periodo: z.string().nullable(),
  /** Active centres the filter selects within the caller's scope. */
  centres: z.number().int(),
  /** Of them, centres with at least one consultation in the active period. */
  withConsultation: z.number().int(),
  grupos: z.array(
    z.object({
      grupo: groupSchema,
      consultas: z.number().int(),
      respuestas: z.number().int(),
      /** Consultations that reached the minimum, the only ones whose figures count below. */
      suficientes: z.number().int(),
    }),
  ),
  /**
   * Per active key: the mean self-evaluation score and each group's mean score over the
   * centres whose group reached the minimum, and the staff–student gap (alumnado −
   * autoevaluacion over the same centres); null where no centre qualifies.
   */
  claves: z.array(
    z.object({
      clave: z.number().int(),
      titulo: z.string(),
      color: z.string(),
      autoevaluacion: z.number().nullable(),
      alumnado: z.number().nullable(),
      familias: z.number().nullable(),
      profesorado: z.number().nullable(),
      diferencia: z.number().nullable(),
    }),
  ),
});
export type ConsultationReport = z.infer<typeof consultationReportSchema>;
export const consultationReportResponseSchema = z.object({ data: consultationReportSchema });
