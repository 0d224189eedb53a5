import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { JsonObject } from '../../lib/json';

/**
 * The dashboard filter shared by its three cards (spec §2, §3). Its fields (ownership,
 * community, province, municipality, groups, socio-economic levels) follow the dashboard
 * contract; until that exists the filter is kept as plain JSON.
 */
export interface DashboardState {
  filter: JsonObject;
}

export const initialDashboardState: DashboardState = { filter: {} };

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    dashboardFilterApplied(state, action: PayloadAction<JsonObject>) {
      state.filter = action.payload;
    },
    dashboardFilterCleared(state) {
      state.filter = {};
    },
  },
});

export const { dashboardFilterApplied, dashboardFilterCleared } = dashboardSlice.actions;

export const selectDashboardFilter = (state: { dashboard: DashboardState }) =>
  state.dashboard.filter;
