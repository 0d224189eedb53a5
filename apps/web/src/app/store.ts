import {
  combineReducers,
  configureStore,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { getStoredUser } from '../lib/session';
import { loggedOut, sessionSlice } from '../lib/session-slice';
import { persistedReducers } from './persisted-slices';
import { loadPersistedState, startPersistence } from './persistence';

const appReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  ...persistedReducers,
});

export type RootState = ReturnType<typeof appReducer>;

/** Logout resets every slice to its initial state (spec §4). */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  appReducer(loggedOut.match(action) ? undefined : state, action);

/**
 * Builds the store: client state read back from `state`, the session from `user`, and saved
 * again on every change. Tests pass their own storage.
 */
export function createAppStore(storage: Storage = localStorage) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...loadPersistedState(storage),
      session: { user: getStoredUser(storage) },
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  startPersistence(store, storage);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
