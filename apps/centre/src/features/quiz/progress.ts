import type { AnswerBody, centreQuestionnaireResponseSchema } from '@eval/contracts/quizzes';
import type { EvaluationStatus } from '@eval/contracts/evaluation-enums';
import { countsAsAnswered, keyPercentage } from '@eval/contracts/key-progress-rule';
import type { z } from 'zod';

export type Questionnaire = z.infer<typeof centreQuestionnaireResponseSchema>['data'];
export type QuestionnaireKey = Questionnaire['claves'][number];
export type Question = QuestionnaireKey['preguntas'][number];
export type GivenAnswer = NonNullable<Question['answer']>;

/** An answer counts when it chose an option or marked the question "no aplica" (domain.md). */
export const isAnswered = (answer: GivenAnswer | AnswerBody | null | undefined): boolean =>
  countsAsAnswered(answer);

export interface KeyProgress {
  num: number;
  total: number;
  percentage: number;
}

/** The server's rule (contracts/key-progress-rule.ts): `num` answered or not applicable. */
export function keyProgress(answered: readonly boolean[]): KeyProgress {
  const total = answered.length;
  const num = answered.filter(Boolean).length;
  return { num, total, percentage: keyPercentage(num, total) };
}

/** Whether every key is at 100 %: only then can the coordinator submit. */
export const allKeysComplete = (keys: readonly KeyProgress[]): boolean =>
  keys.length > 0 && keys.every((k) => k.percentage >= 100);

/** The overall progress over every question, 0–100. */
export function overallPercentage(keys: readonly KeyProgress[]): number {
  const total = keys.reduce((sum, k) => sum + k.total, 0);
  const num = keys.reduce((sum, k) => sum + k.num, 0);
  return total === 0 ? 0 : Math.round((100 * num) / total);
}

/** The three statuses a centre sees, plus the one of an earlier period left open. */
export type CentreStatusLabel = 'notStarted' | 'inProgress' | 'finished' | 'notFinished';

export function centreStatusLabel(status: EvaluationStatus | null | undefined): CentreStatusLabel {
  switch (status) {
    case 'IN_PROGRESS':
      return 'inProgress';
    case 'FINISHED':
      return 'finished';
    case 'NOT_FINISHED':
      return 'notFinished';
    default:
      return 'notStarted';
  }
}

/**
 * Where to resume: the first key with a question unanswered, at that question; the first key
 * when all are answered. `answerOf` gives the answer in force (saved, or given and being saved).
 */
export function resumePoint(
  claves: readonly QuestionnaireKey[],
  answerOf: (question: Question) => GivenAnswer | AnswerBody | null | undefined,
): { keyIndex: number; questionIndex: number } {
  for (const [keyIndex, clave] of claves.entries()) {
    const questionIndex = clave.preguntas.findIndex((q) => !isAnswered(answerOf(q)));
    if (questionIndex >= 0) return { keyIndex, questionIndex };
  }
  return { keyIndex: 0, questionIndex: 0 };
}
