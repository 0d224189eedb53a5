import { initialDashboardState, dashboardSlice } from '../features/dashboard/slice';
import { initialPeriodsState, periodsSlice } from '../features/periods/slice';
import { initialUsersState, usersSlice } from '../features/users/slice';
import { initialLanguageState, languageSlice } from '../lib/language-slice';
import { initialLoadingState, loadingSlice } from '../lib/loading-slice';
import { initialSelectionState, selectionSlice } from '../lib/state/selection-slice';
import { initialShowInactiveState, showInactiveSlice } from '../lib/state/show-inactive-slice';
import { initialTablesState, tablesSlice } from '../lib/state/tables-slice';

/**
 * The client state the specification names (spec §3, §4): saved under local storage key
 * `state` on every change and read back at start-up. `tables` holds the setup and filter of the
 * server-paged tables (spec §7), the follow-up table's quiz filter data (spec §3) among them. Not here: the RTK Query cache (a cache,
 * not state) and the session (kept under `user`).
 */
export const persistedReducers = {
  loading: loadingSlice.reducer,
  language: languageSlice.reducer,
  selection: selectionSlice.reducer,
  showInactive: showInactiveSlice.reducer,
  dashboard: dashboardSlice.reducer,
  tables: tablesSlice.reducer,
  periods: periodsSlice.reducer,
  users: usersSlice.reducer,
};

export type PersistedState = {
  [K in keyof typeof persistedReducers]: ReturnType<(typeof persistedReducers)[K]>;
};
export type PersistedKey = keyof PersistedState;

export const initialPersistedState: PersistedState = {
  loading: initialLoadingState,
  language: initialLanguageState,
  selection: initialSelectionState,
  showInactive: initialShowInactiveState,
  dashboard: initialDashboardState,
  tables: initialTablesState,
  periods: initialPeriodsState,
  users: initialUsersState,
};

export const PERSISTED_KEYS = Object.keys(persistedReducers) as PersistedKey[];
