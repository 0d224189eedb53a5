import { afterEach, describe, expect, it } from 'vitest';
import { languageSelected } from '../lib/language-slice';
import { requestFinished, requestStarted } from '../lib/loading-slice';
import { loggedOut, sessionExpired, signedIn } from '../lib/session-slice';
import { centreSelected } from '../lib/state/selection-slice';
import { showInactiveChanged } from '../lib/state/show-inactive-slice';
import { tableSetupChanged } from '../lib/state/tables-slice';
import { sessionUser } from '../test/session-user';
import { initialPersistedState } from './persisted-slices';
import { loadPersistedState, STATE_STORAGE_KEY } from './persistence';
import { createAppStore } from './store';
import { USER_DEFAULT_HIDDEN_COLUMNS } from '../lib/state/user-default-columns';

afterEach(() => localStorage.clear());

const saved = (): Record<string, unknown> =>
  JSON.parse(localStorage.getItem(STATE_STORAGE_KEY) ?? 'null') as Record<string, unknown>;

describe('client state persistence (local storage key `state`)', () => {
  it('saves the client state on every change, without the RTK Query cache or the session', () => {
    const store = createAppStore();
    store.dispatch(centreSelected(42));
    expect(saved()).toMatchObject({ selection: { selectedCentre: 42, selectedKey: null } });
    store.dispatch(showInactiveChanged({ table: 'users', value: true }));
    expect(saved()).toMatchObject({ showInactive: { users: true, centres: false } });
    expect(Object.keys(saved()).sort()).toEqual(Object.keys(initialPersistedState).sort());
    expect(saved()).not.toHaveProperty('api');
    expect(saved()).not.toHaveProperty('session');
  });

  it('reads the saved state back at start-up', () => {
    const first = createAppStore();
    first.dispatch(centreSelected(7));
    first.dispatch(tableSetupChanged({ table: 'quizzes', setup: { size: 20, page: 2 } }));
    first.dispatch(languageSelected('CA'));

    const second = createAppStore();
    expect(second.getState().selection.selectedCentre).toBe(7);
    expect(second.getState().tables.quizzes.setup).toEqual({ size: 20, page: 2, order: null });
    expect(second.getState().language.selected).toBe('CA');
  });

  it('does not bring back requests that were in flight', () => {
    const first = createAppStore();
    first.dispatch(requestStarted());
    first.dispatch(requestStarted());
    first.dispatch(requestFinished());
    expect(saved()).toMatchObject({ loading: { queue: 1, loading: false, finishedCalls: 1 } });
    expect(createAppStore().getState().loading).toEqual({
      queue: 0,
      loading: false,
      finishedCalls: 1,
    });
  });

  it('ignores corrupt JSON and starts from the initial state', () => {
    localStorage.setItem(STATE_STORAGE_KEY, '{"selection": {');
    expect(loadPersistedState()).toBeUndefined();
    const store = createAppStore();
    expect(store.getState().selection).toEqual(initialPersistedState.selection);
  });

  it('ignores saved values that are not objects or have the wrong shape', () => {
    localStorage.setItem(STATE_STORAGE_KEY, '[1, 2]');
    expect(loadPersistedState()).toBeUndefined();
    localStorage.setItem(
      STATE_STORAGE_KEY,
      JSON.stringify({
        selection: 'x',
        showInactive: { users: 'yes', centres: true, extra: 1 },
        unknownSlice: { a: 1 },
      }),
    );
    expect(loadPersistedState()).toEqual({ showInactive: { users: false, centres: true } });
  });

  it('merges a table’s saved setup field by field and takes its filter as saved', () => {
    localStorage.setItem(
      STATE_STORAGE_KEY,
      JSON.stringify({
        tables: {
          users: {
            setup: { size: 'x', page: 3, order: null, extra: 1 },
            filter: { search: 'ana' },
          },
          centres: { setup: 'broken', filter: [] },
        },
      }),
    );
    const tables = createAppStore().getState().tables;
    expect(tables.users).toEqual({
      setup: { size: 10, page: 3, order: null },
      filter: { search: 'ana' },
      // Nothing saved about the columns: the default set of a first visit.
      hiddenColumns: USER_DEFAULT_HIDDEN_COLUMNS,
    });
    expect(tables.centres).toEqual(initialPersistedState.tables.centres);
    expect(tables.audit).toEqual(initialPersistedState.tables.audit);
  });
});

describe('session mirror (local storage key `user`)', () => {
  it('reads the stored user at start-up and writes or removes it as the session changes', () => {
    const user = sessionUser();
    const store = createAppStore();
    expect(store.getState().session.user).toBeNull();

    store.dispatch(signedIn(user));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(createAppStore().getState().session.user).toEqual(user);

    store.dispatch(sessionExpired());
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logout resets every slice to its initial state', () => {
    const store = createAppStore();
    store.dispatch(signedIn(sessionUser()));
    store.dispatch(centreSelected(3));
    store.dispatch(loggedOut());
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().selection).toEqual(initialPersistedState.selection);
    expect(localStorage.getItem('user')).toBeNull();
  });
});
