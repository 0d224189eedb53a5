import { dashboardFilterSchema, type DashboardFilter } from '@eval/contracts/dashboard';
import type { DashboardState } from './slice';

// Apart from the slice, which the store (so the login page) loads: the schema brings zod.
/**
 * The applied filter. State read back from local storage may come from an older version of the
 * app: anything the contract no longer accepts is dropped rather than sent to the server.
 */
export const selectDashboardFilter = (state: { dashboard: DashboardState }): DashboardFilter => {
  const parsed = dashboardFilterSchema.safeParse(state.dashboard.filter);
  return parsed.success ? state.dashboard.filter : {};
};
