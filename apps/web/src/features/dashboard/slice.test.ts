import { describe, expect, it } from 'vitest';
import type { DashboardFilter } from '@eval/contracts/dashboard';
import { selectDashboardFilter } from './select-filter';
import { dashboardFilterApplied, dashboardFilterCleared, dashboardSlice } from './slice';

describe('dashboard slice (shared filter of the three cards)', () => {
  it('applies and clears the filter', () => {
    const filter: DashboardFilter = { ownership: 'PUBLIC', groupby: ['A', 'B'] };
    const applied = dashboardSlice.reducer(undefined, dashboardFilterApplied(filter));
    expect(selectDashboardFilter({ dashboard: applied })).toEqual(filter);
    expect(dashboardSlice.reducer(applied, dashboardFilterCleared())).toEqual({ filter: {} });
  });
});
