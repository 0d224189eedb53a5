import { describe, expect, it } from 'vitest';
import {
  allKeysComplete,
  centreStatusLabel,
  keyProgress,
  overallPercentage,
  resumePoint,
  type Question,
  type QuestionnaireKey,
} from './progress';
import { question } from './test-questions';

const key = (id: number, preguntas: Question[]): QuestionnaireKey => ({
  id,
  orden: id,
  titulo: `Clave ${id}`,
  preguntas,
});

describe('progress and status helpers', () => {
  it('rounds a key progress as the server does and needs every key complete to submit', () => {
    expect(keyProgress([true, false, false])).toEqual({ num: 1, total: 3, percentage: 33 });
    expect(keyProgress([true, true, false])).toEqual({ num: 2, total: 3, percentage: 67 });
    const done = keyProgress([true, true]);
    expect(allKeysComplete([done, keyProgress([true, false])])).toBe(false);
    expect(allKeysComplete([done, done])).toBe(true);
    expect(allKeysComplete([])).toBe(false);
    expect(overallPercentage([done, keyProgress([false, false])])).toBe(50);
  });

  it('names the status a centre sees', () => {
    expect(centreStatusLabel(undefined)).toBe('notStarted');
    expect(centreStatusLabel('NOT_STARTED')).toBe('notStarted');
    expect(centreStatusLabel('IN_PROGRESS')).toBe('inProgress');
    expect(centreStatusLabel('FINISHED')).toBe('finished');
    expect(centreStatusLabel('NOT_FINISHED')).toBe('notFinished');
  });

  it('resumes at the first unanswered question, counting answers still being saved', () => {
    const answered = { respuestasIds: [101], notApplicable: false };
    const claves = [
      key(1, [question(1, answered), question(2, answered)]),
      key(2, [question(3, answered), question(4, null), question(5, null)]),
    ];
    expect(resumePoint(claves, (q) => q.answer)).toEqual({ keyIndex: 1, questionIndex: 1 });
    const pending = (q: { id: number; answer: typeof answered | null }) =>
      q.id === 4 ? { notApplicable: true } : q.answer;
    expect(resumePoint(claves, pending)).toEqual({ keyIndex: 1, questionIndex: 2 });
    const all = [key(1, [question(1, answered)])];
    expect(resumePoint(all, (q) => q.answer)).toEqual({ keyIndex: 0, questionIndex: 0 });
  });
});
