import { labelledCodes } from './common';

/**
 * Stored status of an evaluation (one centre × one period, domain.md). A centre with no
 * evaluation row, or one returned to NOT_STARTED by a reset, is shown as "Sin comenzar".
 * IN_PROGRESS becomes NOT_FINISHED when its period stops being the active one. Spanish labels
 * (spec §4): anything that is not one of the other three is shown as "Sin comenzar".
 */
export const [EVALUATION_STATUSES, EVALUATION_STATUS_LABELS] = labelledCodes({
  NOT_STARTED: 'Sin comenzar',
  IN_PROGRESS: 'En proceso',
  NOT_FINISHED: 'No terminada',
  FINISHED: 'Completada',
});
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

/** Status of one question of a key in a centre's answers (spec §3, §4). */
export const [KEY_ANSWER_STATUSES, KEY_ANSWER_STATUS_LABELS] = labelledCodes({
  INCOMPLETE: 'Sin responder',
  COMPLETE: 'Respondida',
  NOT_APPLICABLE: 'NO PROCEDE',
});
export type KeyAnswerStatus = (typeof KEY_ANSWER_STATUSES)[number];

/** Question types of the questionnaire (domain.md). */
export const QUESTION_TYPE_CODES = ['UNICA', 'MULTIPLE', 'ESCALA'] as const;
export type QuestionTypeCode = (typeof QUESTION_TYPE_CODES)[number];
