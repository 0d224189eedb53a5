/**
 * Stored status of an evaluation (one centre × one period, domain.md). A centre with no
 * evaluation row, or one returned to NOT_STARTED by a reset, is shown as "Sin comenzar".
 * IN_PROGRESS becomes NOT_FINISHED when its period stops being the active one.
 */
export const EVALUATION_STATUSES = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'NOT_FINISHED',
  'FINISHED',
] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

/** Spanish status labels (spec §4); anything that is not one of the three is "Sin comenzar". */
export const EVALUATION_STATUS_LABELS: Record<EvaluationStatus, string> = {
  FINISHED: 'Completada',
  IN_PROGRESS: 'En proceso',
  NOT_FINISHED: 'No terminada',
  NOT_STARTED: 'Sin comenzar',
};

/** Status of one question of a key in a centre's answers (spec §3, §4). */
export const KEY_ANSWER_STATUSES = ['INCOMPLETE', 'COMPLETE', 'NOT_APPLICABLE'] as const;
export type KeyAnswerStatus = (typeof KEY_ANSWER_STATUSES)[number];
export const KEY_ANSWER_STATUS_LABELS: Record<KeyAnswerStatus, string> = {
  INCOMPLETE: 'Sin responder',
  COMPLETE: 'Respondida',
  NOT_APPLICABLE: 'NO PROCEDE',
};

/** Question types of the questionnaire (domain.md). */
export const QUESTION_TYPE_CODES = ['UNICA', 'MULTIPLE', 'ESCALA'] as const;
export type QuestionTypeCode = (typeof QUESTION_TYPE_CODES)[number];
