import { describe, expect, it } from 'vitest';
import {
  periodsFailed,
  periodsLoaded,
  periodsSlice,
  selectActivePeriod,
  selectPeriods,
} from './slice';

const periods = [
  { id: 1, periodo: '2023-2024', activo: false },
  { id: 2, periodo: '2024-2025', activo: true },
  { id: 3, periodo: '2025-2026', activo: true },
];

describe('periods slice (period data and error, spec §3)', () => {
  it('keeps loaded periods and clears a previous error', () => {
    const failed = periodsSlice.reducer(undefined, periodsFailed('Interal Error'));
    expect(failed).toEqual({ data: [], error: 'Interal Error' });
    const loaded = periodsSlice.reducer(failed, periodsLoaded(periods));
    expect(selectPeriods({ periods: loaded })).toEqual(periods);
    expect(loaded.error).toBeNull();
  });

  it('takes the first period flagged activo as the active one (spec §4)', () => {
    const state = periodsSlice.reducer(undefined, periodsLoaded(periods));
    expect(selectActivePeriod({ periods: state })?.id).toBe(2);
    expect(selectActivePeriod({ periods: { data: [], error: null } })).toBeNull();
  });
});
