import type { QuestionTypeCode } from '@eval/contracts/evaluation-enums';
import { countsAsAnswered, keyPercentage } from '@eval/contracts/key-progress-rule';

export interface QuestionForScoring {
  id: number;
  clavesId: number;
  codigo: QuestionTypeCode;
  /** Score of every current option of the question. */
  options: ReadonlyMap<number, number>;
}

export interface AnswerForScoring {
  preguntasId: number;
  respuestasIds: readonly number[];
  notApplicable: boolean;
}

export interface KeyProgress {
  clavesId: number;
  num: number;
  total: number;
  percentage: number;
  /** 0–100, or null while no applicable question of the key is answered. */
  score: number | null;
}

/**
 * Score of one answered question, 0–1 (domain.md): the selected option's score over the best
 * possible, or for MULTIPLE the sum of the selected scores over the sum of all scores.
 */
export function questionScore(question: QuestionForScoring, selected: readonly number[]): number {
  const values = [...question.options.values()];
  const picked = selected.map((id) => question.options.get(id) ?? 0);
  if (question.codigo === 'MULTIPLE') {
    const all = values.reduce((a, b) => a + b, 0);
    return all > 0 ? picked.reduce((a, b) => a + b, 0) / all : 0;
  }
  const best = Math.max(0, ...values);
  return best > 0 ? Math.max(0, ...picked) / best : 0;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Progress and score of every key from the questions and an evaluation's answers. A question
 * marked not applicable counts as answered for progress and is left out of the score. The
 * progress rule is the contracts' (key-progress-rule.ts), the one the centres' app shows.
 */
export function computeKeyProgress(
  questions: readonly QuestionForScoring[],
  answers: readonly AnswerForScoring[],
): KeyProgress[] {
  const byQuestion = new Map(answers.map((a) => [a.preguntasId, a]));
  const keys = new Map<number, { num: number; total: number; scores: number[] }>();
  for (const question of questions) {
    const key = keys.get(question.clavesId) ?? { num: 0, total: 0, scores: [] };
    keys.set(question.clavesId, key);
    key.total += 1;
    const answer = byQuestion.get(question.id);
    if (!answer || !countsAsAnswered(answer)) continue;
    key.num += 1;
    if (!answer.notApplicable) key.scores.push(questionScore(question, answer.respuestasIds));
  }
  return [...keys.entries()].map(([clavesId, { num, total, scores }]) => ({
    clavesId,
    num,
    total,
    percentage: keyPercentage(num, total),
    score:
      scores.length > 0 ? round2((100 * scores.reduce((a, b) => a + b, 0)) / scores.length) : null,
  }));
}

/** Overall score of a finished evaluation: the mean of its key scores that exist. */
export function evaluationScore(keys: readonly KeyProgress[]): number | null {
  const scores = keys.map((k) => k.score).filter((s): s is number => s !== null);
  return scores.length > 0 ? round2(scores.reduce((a, b) => a + b, 0) / scores.length) : null;
}
