import type { CentreHome } from '@eval/contracts/centre-app';
import type { CentreProgress } from '@eval/contracts/quizzes';
import { describe, expect, it } from 'vitest';
import type { Questionnaire } from './progress';
import {
  forgetSaves,
  homeWithProgress,
  rememberSave,
  savesSince,
  storedForm,
  withSaves,
  type AcceptedSave,
} from './saved-answers';
import { question } from './test-questions';

const questionnaire: Questionnaire = {
  periodId: 4,
  periodo: '2026-2027',
  status: 'NOT_STARTED',
  keys: [
    { keyId: 1, num: 0, total: 2, percentage: 0 },
    { keyId: 2, num: 0, total: 1, percentage: 0 },
  ],
  claves: [
    { id: 1, orden: 1, titulo: 'Clave 1', preguntas: [question(1, null), question(2, null)] },
    { id: 2, orden: 2, titulo: 'Clave 2', preguntas: [question(3, null)] },
  ],
};

const reply = (num1: number, num2: number): CentreProgress => ({
  periodId: 4,
  periodo: '2026-2027',
  status: 'IN_PROGRESS',
  keys: [
    { keyId: 1, num: num1, total: 2, percentage: Math.round((100 * num1) / 2) },
    { keyId: 2, num: num2, total: 1, percentage: 100 * num2 },
  ],
});

const save = (
  questionId: number,
  body: AcceptedSave['body'],
  progress: CentreProgress,
  at = 1,
) => ({
  centerId: 7,
  questionId,
  body,
  reply: progress,
  at,
});

describe('the questionnaire with the saves the server accepted', () => {
  it('shows each saved answer as the server stores it and the last reply’s progress', () => {
    const shown = withSaves(questionnaire, [
      save(1, { respuestasIds: [101] }, reply(1, 0)),
      save(3, { notApplicable: true }, reply(1, 1)),
      save(1, { notApplicable: true }, reply(1, 1)),
    ]);
    expect(shown.claves[0]?.preguntas.map((q) => q.answer)).toEqual([
      { respuestasIds: [], notApplicable: true },
      null,
    ]);
    expect(shown.claves[1]?.preguntas[0]?.answer).toEqual({
      respuestasIds: [],
      notApplicable: true,
    });
    expect(shown.keys).toEqual(reply(1, 1).keys);
    expect(shown.status).toBe('IN_PROGRESS');
    // The key without a saved answer is the same object: React keeps its rows.
    expect(
      withSaves(questionnaire, [save(3, { notApplicable: true }, reply(0, 1))]).claves[0],
    ).toBe(questionnaire.claves[0]);
    expect(withSaves(questionnaire, [])).toBe(questionnaire);
  });

  it('writes an answer in its stored form', () => {
    expect(storedForm({ respuestasIds: [3, 4] })).toEqual({
      respuestasIds: [3, 4],
      notApplicable: false,
    });
    expect(storedForm({ notApplicable: true, respuestasIds: [] })).toEqual({
      respuestasIds: [],
      notApplicable: true,
    });
  });

  it('keeps the saves accepted after a read started, per centre', () => {
    forgetSaves();
    rememberSave(save(1, { respuestasIds: [101] }, reply(1, 0), 10));
    rememberSave(save(2, { respuestasIds: [102] }, reply(2, 0), 20));
    rememberSave({ ...save(3, { notApplicable: true }, reply(2, 1), 30), centerId: 8 });
    expect(savesSince(7, 15).map((s) => s.questionId)).toEqual([2]);
    expect(savesSince(7, 0).map((s) => s.questionId)).toEqual([1, 2]);
    expect(savesSince(8, 0).map((s) => s.questionId)).toEqual([3]);
    forgetSaves();
    expect(savesSince(7, 0)).toEqual([]);
  });
});

describe('the home with a save’s reply', () => {
  const key = (keyId: number) => ({
    keyId,
    orden: keyId,
    titulo: `Clave ${keyId}`,
    color: '#123456',
    num: 0,
    total: keyId === 1 ? 2 : 1,
    percentage: 0,
    answeredBy: [],
  });
  const home = {
    period: { id: 4, periodo: '2026-2027', abiertoDesde: '2026-09-01', activo: true },
    status: 'NOT_STARTED',
    canSubmit: false,
    keys: [key(1), key(2)],
  } as unknown as CentreHome;

  it('takes every key’s progress and the status, and can submit once all are complete', () => {
    const half = homeWithProgress(home, reply(1, 1));
    expect(half.keys.map((k) => [k.num, k.percentage])).toEqual([
      [1, 50],
      [1, 100],
    ]);
    expect(half.status).toBe('IN_PROGRESS');
    expect(half.canSubmit).toBe(false);
    expect(homeWithProgress(home, reply(2, 1)).canSubmit).toBe(true);
  });

  it('ignores a reply of another period', () => {
    expect(homeWithProgress(home, { ...reply(2, 1), periodId: 5 })).toBe(home);
  });
});
