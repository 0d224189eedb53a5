/**
 * The centres' own app: the calls `apps/centre` makes that the API did not have, the
 * app's route paths (the API builds e-mail links with them) and its sign-in refusals.
 *
 * Every call here is for a user of profile ≠ 0 with a centre (access rule `centre`); a centre's
 * ids other than the caller's own give 403 (another centre's) or 404 (no such record), and
 * nothing is written. An administrator's token is refused by every one of them (403).
 *
 * Calls the app reuses, unchanged in shape (`./quizzes`, `./auth`, `./users`):
 * - `GET  /v15/centros/:centerId/cuestionario` → `centreQuestionnaireResponseSchema` (the active
 *   period's questionnaire with the centre's answers). Accepts `?lang=ES|CA`
 *   (`centreLanguageQuerySchema`): key, question and option texts in that language, Spanish
 *   where a translation is empty; without it, the Spanish texts as before.
 * - `GET  /v15/centros/:centerId/progreso` → `centreProgressResponseSchema`.
 * - `PUT  /v15/centros/:centerId/respuestas/:preguntaId` body `answerBodySchema` → progress.
 *   Saving is per question, last write wins (docs/quizzes.md): two teachers answering different
 *   questions never lose each other's work; on the same question the later save stands, and
 *   each sees the other's answers on the next load of the questionnaire.
 * - `POST /v15/centros/:centerId/enviar` → progress (409 unless every key is at 100 %).
 * - `POST /v1/auth/forgot-password`, `POST /v1/auth/set-password` (`./users`, `./passwords`):
 *   for a user of profile ≠ 0 the e-mailed link opens `CENTRE_APP_PATHS.setPassword`.
 * - `POST /v1/auth/logout`.
 */
import { z } from 'zod';
import { LANGUAGE_CODES, dataEnvelope, idParam } from './common';
import { sessionResponseSchema } from './auth';
import { CENTRE_KINDS, OWNERSHIPS, SOCIOECONOMIC_LEVELS } from './centre-enums';
import { EVALUATION_STATUSES } from './evaluation-enums';
import {
  CENTRE_LOGIN_REFUSALS,
  CENTRE_REPORT_NAMES,
  type CentreLoginRefusal,
} from './centre-app-constants';

export {
  ADMIN_APP_SIGN_IN,
  CENTRE_APP_BASE,
  CENTRE_APP_PATHS,
  CENTRE_LOGIN_REFUSALS,
  CENTRE_SESSION_STORAGE_KEY,
  COORDINATOR_PROFILE,
  centreReportFileName,
  MIN_AGGREGATE_CENTRES,
  type CentreLoginRefusal,
} from './centre-app-constants';

// ---- Query and path parameters ----

/** `?lang=ES|CA`: the language of the texts; without it, the signed-in user's `language_id`. */
export const centreLanguageQuerySchema = z.strictObject({
  lang: z.enum(LANGUAGE_CODES).optional(),
});
export type CentreLanguageQuery = z.infer<typeof centreLanguageQuerySchema>;

/** `/v15/centro/evaluaciones/:evaluationId/…`: one of the caller's centre's evaluations. */
export const centreEvaluationParamsSchema = z.strictObject({ evaluationId: idParam });

/** `/v15/centro/archivos/:fileId`: a file of a recommended resource, toolkit or document. */
export const centreFileParamsSchema = z.strictObject({ fileId: idParam });

// ---- POST /v15/centro/auth/login ----

/** `error.details` of a refusal (`CENTRE_LOGIN_REFUSALS`, `./centre-app-constants`). */
export const centreLoginErrorDetailsSchema = z.object({ reason: z.enum(CENTRE_LOGIN_REFUSALS) });

/** Spanish texts of the refusals (the API's `error.message`). */
export const CENTRE_LOGIN_MESSAGES: Record<CentreLoginRefusal, string> = {
  BAD_CREDENTIALS: 'El correo electrónico o la contraseña no son correctos.',
  INACTIVE: 'La cuenta está desactivada. Contacte con la administración del programa.',
  LOCKED: 'Demasiados intentos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.',
  ADMINISTRATOR:
    'Esta cuenta es de administración: entre en el back-office para gestionar el programa.',
  NO_CENTRE: 'La cuenta no tiene un centro asignado. Contacte con la administración del programa.',
  CENTRE_INACTIVE:
    'El centro no está activo en el programa. Contacte con la administración del programa.',
};

/** Body: `loginBodySchema` (`./auth`). Response: the same session as /v1/auth/login. */
export const centreLoginResponseSchema = sessionResponseSchema;

// ---- Shared pieces ----

/** A key with its colour and title in the asked language. */
export const centreKeySchema = z.object({
  keyId: z.number().int(),
  orden: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  /** Background colour (hex) and the text colour readable on it. */
  color: z.string(),
  textColor: z.string(),
});
export type CentreKey = z.infer<typeof centreKeySchema>;

const centreSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  codigo: z.string(),
  comunidadId: z.number().int(),
  comunidad: z.string(),
  municipio: z.string(),
});

const periodInfoSchema = z.object({
  id: z.number().int(),
  periodo: z.string(),
  /** When the period was opened (ISO); it stays open until the next period is created. */
  abiertoDesde: z.string(),
  activo: z.boolean(),
});

// ---- GET /v15/centro/inicio?lang= ----

/** Who answered what in a key (for the coordinator's home). */
const answererSchema = z.object({
  userId: z.number().int().nullable(),
  nombre: z.string(),
  apellidos: z.string(),
  answers: z.number().int(),
});

/** An action of the plan past its due date and not done, as the home lists it. */
export const overdueActionSchema = z.object({
  id: z.number().int(),
  texto: z.string(),
  clave: z.string(),
  responsable: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  fecha_limite: z.string(),
  /** The caller is its responsable. */
  mine: z.boolean(),
});
export type OverdueAction = z.infer<typeof overdueActionSchema>;

export const centreHomeSchema = z.object({
  user: z.object({
    id: z.number().int(),
    nombre: z.string(),
    apellidos: z.string(),
    email: z.string(),
    perfil: z.number().int(),
    language_id: z.enum(LANGUAGE_CODES),
    isCoordinator: z.boolean(),
  }),
  centre: centreSchema,
  /** The active period, or null when there is none (nothing to answer). */
  period: periodInfoSchema.nullable(),
  /** The active period's evaluation id, null before the first answer. */
  evaluationId: z.number().int().nullable(),
  status: z.enum(EVALUATION_STATUSES),
  lastAnswerAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Every key is at 100 % and the evaluation is not finished: `enviar` would succeed. */
  canSubmit: z.boolean(),
  keys: z.array(
    centreKeySchema.extend({
      num: z.number().int(),
      total: z.number().int(),
      percentage: z.number().int(),
      /** Only filled for the coordinator (profile 1); [] for others. */
      answeredBy: z.array(answererSchema),
    }),
  ),
  /** The centre's finished evaluations exist (results screen has something). */
  hasResults: z.boolean(),
  /** The active period's plan actions past their due date and not done, in key order. */
  overdueActions: z.array(overdueActionSchema),
});
export type CentreHome = z.infer<typeof centreHomeSchema>;
export const centreHomeResponseSchema = dataEnvelope(centreHomeSchema);

// ---- GET /v15/centro/evaluaciones ----

export const centreEvaluationSummarySchema = z.object({
  evaluationId: z.number().int(),
  periodId: z.number().int(),
  periodo: z.string(),
  activo: z.boolean(),
  status: z.enum(EVALUATION_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Mean key score 0–100 once finished, else null. */
  score: z.number().nullable(),
  isFirstFinished: z.boolean(),
});
export type CentreEvaluationSummary = z.infer<typeof centreEvaluationSummarySchema>;
/** The centre's evaluations across periods, the newest period first. */
export const centreEvaluationsResponseSchema = dataEnvelope(z.array(centreEvaluationSummarySchema));

// ---- GET /v15/centro/evaluaciones/:evaluationId/resultados?lang= ----

/** Why an average is null. */
export const AGGREGATE_NULL_REASONS = ['TOO_FEW_CENTRES'] as const;

/**
 * Why the similar centres' average is null: too few centres, or the centre's ownership or
 * socio-economic level is not recorded, so there is no group to compare it with (domain.md).
 */
export const SIMILAR_NULL_REASONS = ['TOO_FEW_CENTRES', 'PROFILE_UNKNOWN'] as const;

/** An average over a group of centres' finished evaluations of the same period. */
const aggregateSchema = z.object({
  /** Centres with a finished evaluation in the period in this group (the centre included). */
  centres: z.number().int(),
  /** Mean of the evaluations' scores; null when `centres` < MIN_AGGREGATE_CENTRES. */
  score: z.number().nullable(),
  nullReason: z.enum(AGGREGATE_NULL_REASONS).nullable(),
});

const feedbackTextSchema = z.object({ titulo: z.string(), texto: z.string() });

/**
 * One question of a key as the centre answered it in the evaluation: the chosen options' texts
 * (in the asked language) and the answer's score, so a coordinator sees which criterion pulled
 * the key down.
 */
export const centreQuestionResultSchema = z.object({
  preguntaId: z.number().int(),
  num: z.number().int(),
  titulo: z.string(),
  /** The texts of the chosen options, in their catalogue order; [] when not applicable. */
  answers: z.array(z.string()),
  notApplicable: z.boolean(),
  /**
   * 0–100: the chosen options' score over the best possible (domain.md, "Key score"), as the
   * catalogue scores them now; null when not applicable.
   */
  score: z.number().nullable(),
});
export type CentreQuestionResult = z.infer<typeof centreQuestionResultSchema>;

export const centreKeyResultSchema = centreKeySchema.extend({
  /** 0–100; null when nothing applicable was answered in the key. */
  score: z.number().nullable(),
  /** The same key in the centre's first finished evaluation (null if none or this is it). */
  firstScore: z.number().nullable(),
  /** score − firstScore, rounded to 2 decimals; null if either is null. */
  difference: z.number().nullable(),
  /** Key averages; null (with the group's `nullReason`) for groups under 5 centres. */
  communityScore: z.number().nullable(),
  programmeScore: z.number().nullable(),
  /** The feedback of the key whose range holds the score, in the asked language. */
  feedback: feedbackTextSchema.nullable(),
  /** The same key in the centre's previous finished evaluation (`previous`), else null. */
  previousScore: z.number().nullable(),
  /** score − previousScore, rounded to 2 decimals; null if either is null. */
  previousDifference: z.number().nullable(),
  /** The key's average over similar centres (`similar`); null under 5 centres. */
  similarScore: z.number().nullable(),
  /** The key's questions with the centre's answers, in their order. */
  questions: z.array(centreQuestionResultSchema),
});
export type CentreKeyResult = z.infer<typeof centreKeyResultSchema>;

const recursoItemSchema = z.object({
  id: z.number().int(),
  keyId: z.number().int().nullable(),
  titulo: z.string(),
  descripcion: z.string(),
  url: z.string(),
  /** A file to download with `/v15/centro/archivos/:fileId`, or null. */
  fileId: z.number().int().nullable(),
});
const toolkitItemSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  url: z.string(),
  fileId: z.number().int().nullable(),
});
const documentoItemSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  fileId: z.number().int(),
});
const contenidoItemSchema = z.object({ id: z.number().int(), payload: z.unknown() });

/** Another finished evaluation of the centre, named by its period, with its global score. */
const evaluationRefSchema = z.object({
  evaluationId: z.number().int(),
  periodo: z.string(),
  score: z.number().nullable(),
});

export const centreResultsSchema = z.object({
  evaluationId: z.number().int(),
  centre: centreSchema,
  period: periodInfoSchema,
  language_id: z.enum(LANGUAGE_CODES),
  finishedAt: z.string(),
  /** Mean key score 0–100. */
  score: z.number().nullable(),
  /** The centre's first finished evaluation, null when this one is the first. */
  first: evaluationRefSchema.nullable(),
  /** Overall averages of the same period: the centre's community and the whole programme. */
  community: aggregateSchema.extend({ comunidad: z.string() }),
  programme: aggregateSchema,
  keys: z.array(centreKeyResultSchema),
  /**
   * The centre's latest finished evaluation of a period before this one's (domain.md
   * "previous"); null when this is its first. Equal to `first` for the second evaluation.
   */
  previous: evaluationRefSchema.nullable(),
  /**
   * The same period's average over similar centres: same ownership, same kind (none/CEPA/FP)
   * and same socio-economic level (domain.md "similar"). The centre's own values say which.
   */
  similar: aggregateSchema.extend({
    nullReason: z.enum(SIMILAR_NULL_REASONS).nullable(),
    ownership: z.enum(OWNERSHIPS).nullable(),
    kind: z.enum(CENTRE_KINDS),
    nivelSocioeconomico: z.enum(SOCIOECONOMIC_LEVELS).nullable(),
  }),
  /** Every finished evaluation of the centre, the oldest period first, this one included. */
  history: z.array(
    evaluationRefSchema.extend({
      keys: z.array(z.object({ keyId: z.number().int(), score: z.number().nullable() })),
    }),
  ),
  /** The weakest keys (up to 3, lowest score first) and what to read or use for them. */
  recommendations: z.object({
    keyIds: z.array(z.number().int()),
    recursos: z.array(recursoItemSchema),
    toolkits: z.array(toolkitItemSchema),
    documentos: z.array(documentoItemSchema),
    contenidos: z.array(contenidoItemSchema),
  }),
});
export type CentreResults = z.infer<typeof centreResultsSchema>;
export const centreResultsResponseSchema = dataEnvelope(centreResultsSchema);

// ---- GET /v15/centro/evaluaciones/:evaluationId/informe?lang= → application/pdf ----
// ---- GET /v15/centro/archivos/:fileId → the file (only one a recommendation links) ----

/** Messages of the centre app's calls (Spanish; the app translates by status and reason). */
export const CENTRE_APP_MESSAGES = {
  evaluationNotFound: 'La evaluación no existe.',
  notFinished: 'Los resultados estarán disponibles cuando la evaluación esté terminada.',
  fileNotFound: 'El archivo no existe.',
  noActivePeriod: 'No hay un periodo de evaluación activo.',
  reportName: CENTRE_REPORT_NAMES.ES,
} as const;
