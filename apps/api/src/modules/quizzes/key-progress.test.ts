import { describe, expect, it } from 'vitest';
import {
  computeKeyProgress,
  evaluationScore,
  questionScore,
  type QuestionForScoring,
} from './key-progress';

const scale: QuestionForScoring = {
  id: 1,
  clavesId: 10,
  codigo: 'ESCALA',
  options: new Map([
    [11, 0],
    [12, 1],
    [13, 2],
    [14, 3],
  ]),
};
const single: QuestionForScoring = {
  id: 2,
  clavesId: 10,
  codigo: 'UNICA',
  options: new Map([
    [21, 0],
    [22, 4],
  ]),
};
const multiple: QuestionForScoring = {
  id: 3,
  clavesId: 20,
  codigo: 'MULTIPLE',
  options: new Map([
    [31, 1],
    [32, 1],
    [33, 2],
  ]),
};

describe('question score', () => {
  it('is the chosen score over the best one for one-answer questions', () => {
    expect(questionScore(scale, [13])).toBeCloseTo(2 / 3);
    expect(questionScore(single, [22])).toBe(1);
    expect(questionScore(single, [21])).toBe(0);
  });
  it('is the sum of chosen scores over the sum of all for MULTIPLE', () => {
    expect(questionScore(multiple, [31, 33])).toBe(0.75);
  });
});

describe('key progress', () => {
  it('counts answered and not-applicable questions, and scores only the applicable ones', () => {
    const keys = computeKeyProgress(
      [scale, single, multiple],
      [
        { preguntasId: 1, respuestasIds: [14], notApplicable: false },
        { preguntasId: 2, respuestasIds: [], notApplicable: true },
      ],
    );
    expect(keys).toEqual([
      { clavesId: 10, num: 2, total: 2, percentage: 100, score: 100 },
      { clavesId: 20, num: 0, total: 1, percentage: 0, score: null },
    ]);
  });
  it('rounds the percentage and the score', () => {
    const three = [scale, { ...scale, id: 4 }, { ...scale, id: 5 }];
    const [key] = computeKeyProgress(three, [
      { preguntasId: 1, respuestasIds: [12], notApplicable: false },
    ]);
    expect(key).toMatchObject({ num: 1, total: 3, percentage: 33, score: 33.33 });
  });
  it('averages the key scores that exist for the evaluation score', () => {
    expect(
      evaluationScore([
        { clavesId: 1, num: 1, total: 1, percentage: 100, score: 50 },
        { clavesId: 2, num: 1, total: 1, percentage: 100, score: null },
        { clavesId: 3, num: 1, total: 1, percentage: 100, score: 75.5 },
      ]),
    ).toBe(62.75);
  });
});
