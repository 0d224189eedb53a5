import { createSlice } from '@reduxjs/toolkit';

/** Loading indicator state (spec §4): requests in flight and calls completed so far. */
export interface LoadingState {
  queue: number;
  loading: boolean;
  finishedCalls: number;
}

export const initialLoadingState: LoadingState = { queue: 0, loading: false, finishedCalls: 0 };

/**
 * Lives in lib/ rather than app/ because the base query in lib/api.ts drives it: every request
 * start raises the queue, every end lowers it and counts a finished call.
 */
export const loadingSlice = createSlice({
  name: 'loading',
  initialState: initialLoadingState,
  reducers: {
    requestStarted(state) {
      state.queue += 1;
      state.loading = true;
    },
    requestFinished(state) {
      state.queue = Math.max(0, state.queue - 1);
      state.loading = false;
      state.finishedCalls += 1;
    },
    reset(state) {
      state.queue = 0;
      state.loading = false;
    },
  },
});

export const { requestStarted, requestFinished, reset: loadingReset } = loadingSlice.actions;

/** True while at least one request is in flight (drives the LinearProgress of the layouts). */
export const selectIsBusy = (state: { loading: LoadingState }): boolean => state.loading.queue > 0;
