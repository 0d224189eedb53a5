import { describe, expect, it } from 'vitest';
import {
  quizFilterApplied,
  quizFilterCleared,
  quizSetupChanged,
  quizzesSlice,
  selectQuizFilter,
  selectQuizSetup,
} from './slice';

const reduce = quizzesSlice.reducer;

describe('quizzes slice (filter and setup of /admin/datos)', () => {
  it('starts at page 0 with 5 rows (spec §9) and no filter', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(selectQuizSetup({ quizzes: state })).toEqual({ size: 5, page: 0, order: null });
    expect(selectQuizFilter({ quizzes: state })).toEqual({});
  });

  it('changes paging and ordering', () => {
    const state = reduce(
      undefined,
      quizSetupChanged({ page: 2, size: 20, order: { field: 'nombre', direction: 'desc' } }),
    );
    expect(state.setup).toEqual({
      size: 20,
      page: 2,
      order: { field: 'nombre', direction: 'desc' },
    });
  });

  it('goes back to the first page when the filter is applied or cleared', () => {
    const paged = reduce(undefined, quizSetupChanged({ page: 3 }));
    const filtered = reduce(paged, quizFilterApplied({ status: 'FINISHED' }));
    expect(filtered.filter).toEqual({ status: 'FINISHED' });
    expect(filtered.setup.page).toBe(0);
    const cleared = reduce(reduce(filtered, quizSetupChanged({ page: 1 })), quizFilterCleared());
    expect(cleared.filter).toEqual({});
    expect(cleared.setup.page).toBe(0);
  });
});
