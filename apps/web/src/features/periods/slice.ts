import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A period as listed by GET /v7/allperiodos (spec §3): the one with activo true is active. */
export interface PeriodItem {
  id: number;
  periodo: string;
  activo: boolean;
}

/** Period data and error (spec §3). A loading failure is only logged (spec §8). */
export interface PeriodsState {
  data: PeriodItem[];
  error: string | null;
}

export const initialPeriodsState: PeriodsState = { data: [], error: null };

export const periodsSlice = createSlice({
  name: 'periods',
  initialState: initialPeriodsState,
  reducers: {
    periodsLoaded(state, action: PayloadAction<PeriodItem[]>) {
      state.data = action.payload;
      state.error = null;
    },
    periodsFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
  },
});

export const { periodsLoaded, periodsFailed } = periodsSlice.actions;

export const selectPeriods = (state: { periods: PeriodsState }) => state.periods.data;
/** The active period: the first one flagged activo (spec §4), or null. */
export const selectActivePeriod = (state: { periods: PeriodsState }): PeriodItem | null =>
  state.periods.data.find((period) => period.activo) ?? null;
