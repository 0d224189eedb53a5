import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  emptyQuizFilter,
  readQuizFilter,
  toApiFilter,
  type QuizFilterValues,
} from './filter-values';
import { canReset, keyPercentage, quizStatusText } from './row-labels';

describe('quiz filter values', () => {
  it('leaves empty fields out of the API filter', () => {
    expect(toApiFilter(emptyQuizFilter)).toEqual({});
  });

  it('keeps every field and expands the dates to the whole day', () => {
    // Sent as chosen; the name is trimmed and the dates expanded.
    const asChosen = {
      codigo: '28',
      ownership: 'PUBLIC',
      periodId: 3,
      groupby: ['G1'],
      status: 'NOT_FINISHED',
      comunidades: [13, 9],
      municipio: 28079,
    } satisfies Partial<QuizFilterValues>;
    const filter = toApiFilter({
      ...emptyQuizFilter,
      ...asChosen,
      nombre: ' ies ',
      sendFrom: '2025-05-01',
      sendTo: '2025-05-31',
    });
    expect(filter).toMatchObject({ ...asChosen, nombre: 'ies' });
    expect(filter.sendFrom).toBe(dayjs('2025-05-01T00:00:00').toISOString());
    expect(filter.sendTo).toBe(dayjs('2025-05-31T23:59:59.999').toISOString());
  });

  it('sends the "Plan de mejora" filter and reads only its known values back', () => {
    expect(toApiFilter({ ...emptyQuizFilter, plan: 'vencidas' })).toEqual({ plan: 'vencidas' });
    expect(toApiFilter({ ...emptyQuizFilter, plan: 'sin-plan' })).toEqual({ plan: 'sin-plan' });
    expect(readQuizFilter({ plan: 'sin-plan' }).plan).toBe('sin-plan');
    expect(readQuizFilter({ plan: 'todas' }).plan).toBe('');
  });

  it('reads a stored filter back and drops what is not valid', () => {
    expect(readQuizFilter({ status: 'X', comunidades: [1, 'a', -2], sendFrom: 'ayer' })).toEqual({
      ...emptyQuizFilter,
      comunidades: [1],
    });
    expect(readQuizFilter({ ownership: 'PRIVATE', periodId: 2 })).toMatchObject({
      ownership: 'PRIVATE',
      periodId: 2,
    });
  });
});

describe('row labels (spec §4)', () => {
  it('shows the status labels, No terminada with the last answer date', () => {
    expect(quizStatusText({ status: 'FINISHED', lastAnswer: null })).toBe('Completada');
    expect(quizStatusText({ status: 'IN_PROGRESS', lastAnswer: null })).toBe('En proceso');
    expect(quizStatusText({ status: 'NOT_STARTED', lastAnswer: null })).toBe('Sin comenzar');
    expect(quizStatusText({ status: 'NOT_FINISHED', lastAnswer: '2025-03-04T10:00:00Z' })).toBe(
      'No terminada (última respuesta: 04/03/2025)',
    );
  });

  it('gives 0 % for a key without progress and offers reset only when allowed', () => {
    expect(keyPercentage({ keys: [] }, 1)).toBe(0);
    expect(canReset({ status: 'FINISHED', periodId: 2 }, 2)).toBe(true);
    expect(canReset({ status: 'FINISHED', periodId: 1 }, 2)).toBe(false);
    expect(canReset({ status: 'IN_PROGRESS', periodId: 2 }, 2)).toBe(false);
    expect(canReset({ status: 'FINISHED', periodId: 2 }, null)).toBe(false);
  });
});
