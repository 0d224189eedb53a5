import type { DashboardFilter } from '@eval/contracts/dashboard';
import { createValueSlice } from '../../lib/value-slice';

/**
 * The dashboard filter shared by its three cards (spec §2, §3): ownership, community,
 * province, municipality, groups and socio-economic levels, as the dashboard contract defines.
 */
export interface DashboardState {
  filter: DashboardFilter;
}

export const initialDashboardState: DashboardState = { filter: {} };

export const dashboardSlice = createValueSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  key: 'filter',
  set: 'dashboardFilterApplied',
  reset: 'dashboardFilterCleared',
});

export const { dashboardFilterApplied, dashboardFilterCleared } = dashboardSlice.actions;
