import { describe, expect, it } from 'vitest';
import {
  initialLoadingState,
  loadingReset,
  loadingSlice,
  requestFinished,
  requestStarted,
  selectIsBusy,
} from './loading-slice';

const reduce = loadingSlice.reducer;

describe('loading slice (spec §4 loading indicator)', () => {
  it('starts idle', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      queue: 0,
      loading: false,
      finishedCalls: 0,
    });
  });

  it('raises the queue and sets loading on each request start', () => {
    const once = reduce(initialLoadingState, requestStarted());
    expect(once).toEqual({ queue: 1, loading: true, finishedCalls: 0 });
    expect(reduce(once, requestStarted())).toEqual({ queue: 2, loading: true, finishedCalls: 0 });
  });

  it('lowers the queue, sets loading off and counts a finished call on each end', () => {
    const state = { queue: 2, loading: true, finishedCalls: 4 };
    expect(reduce(state, requestFinished())).toEqual({
      queue: 1,
      loading: false,
      finishedCalls: 5,
    });
  });

  it('never lowers the queue below zero', () => {
    expect(reduce(initialLoadingState, requestFinished())).toEqual({
      queue: 0,
      loading: false,
      finishedCalls: 1,
    });
  });

  it('reset sets queue to zero and loading off, keeping the finished count', () => {
    const state = { queue: 3, loading: true, finishedCalls: 7 };
    expect(reduce(state, loadingReset())).toEqual({ queue: 0, loading: false, finishedCalls: 7 });
  });

  it('is busy while the queue is above zero', () => {
    expect(selectIsBusy({ loading: { queue: 1, loading: false, finishedCalls: 0 } })).toBe(true);
    expect(selectIsBusy({ loading: initialLoadingState })).toBe(false);
  });
});
