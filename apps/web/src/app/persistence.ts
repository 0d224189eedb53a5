import type { SessionUser } from '@eval/contracts/auth';
import { clearSession, storeUser } from '../lib/session';
import {
  PERSISTED_KEYS,
  initialPersistedState,
  type PersistedKey,
  type PersistedState,
} from './persisted-slices';

/** Local storage key of the client state (spec §9). */
export const STATE_STORAGE_KEY = 'state';

type Slices = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Takes the saved fields of one slice over its initial state: unknown fields are dropped and a
 * field whose saved type differs from a non-null initial value keeps the initial value, so a
 * state written by an older version cannot break the reducers. Nested objects with fields of
 * their own (a table's `setup`) are merged the same way; an empty initial object is free-form
 * JSON (a filter) and is taken as saved.
 */
function mergeSlice<T extends object>(initial: T, saved: Record<string, unknown>): T {
  const merged: Record<string, unknown> = { ...(initial as Record<string, unknown>) };
  for (const [field, initialValue] of Object.entries(initial as Record<string, unknown>)) {
    if (!(field in saved)) continue;
    const value = saved[field];
    if (isPlainObject(initialValue) && Object.keys(initialValue).length > 0) {
      if (isPlainObject(value)) merged[field] = mergeSlice(initialValue, value);
      continue;
    }
    const sameShape =
      initialValue === null ||
      value === null ||
      (typeof value === typeof initialValue &&
        Array.isArray(value) === Array.isArray(initialValue));
    if (sameShape) merged[field] = value;
  }
  return merged as T;
}

/**
 * The client state saved under `state`, or undefined when there is none or it is not valid
 * JSON. Requests in flight when the page was left are not in flight any more: the loading
 * queue starts again at zero.
 */
export function loadPersistedState(
  storage: Storage = localStorage,
): Partial<PersistedState> | undefined {
  let saved: unknown;
  try {
    const raw = storage.getItem(STATE_STORAGE_KEY);
    if (raw === null) return undefined;
    saved = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isPlainObject(saved)) return undefined;

  const state: Slices = {};
  for (const key of PERSISTED_KEYS) {
    const slice = saved[key];
    if (isPlainObject(slice)) state[key] = mergeSlice(initialPersistedState[key], slice);
  }
  const restored = state as Partial<PersistedState>;
  if (restored.loading) restored.loading = { ...restored.loading, queue: 0, loading: false };
  return restored;
}

/** Writes the persisted slices under `state`; a full or unavailable storage is not fatal. */
export function savePersistedState(state: PersistedState, storage: Storage = localStorage): void {
  const slices: Slices = {};
  for (const key of PERSISTED_KEYS) slices[key] = state[key];
  try {
    storage.setItem(STATE_STORAGE_KEY, JSON.stringify(slices));
  } catch {
    // Quota exceeded or storage disabled: the app keeps working from memory.
  }
}

interface PersistableStore {
  getState(): PersistedState & { session: { user: SessionUser | null } };
  subscribe(listener: () => void): () => void;
}

/**
 * Saves the client state under `state` whenever one of its slices changes, and mirrors the
 * session user to `user` (written on sign-in, removed on logout or expiry). Returns the
 * unsubscribe function.
 */
export function startPersistence(store: PersistableStore, storage: Storage = localStorage) {
  let last = store.getState();
  return store.subscribe(() => {
    const current = store.getState();
    const changed = PERSISTED_KEYS.some((key: PersistedKey) => current[key] !== last[key]);
    if (changed) savePersistedState(current, storage);
    const user = current.session.user;
    if (user !== last.session.user) {
      if (user) storeUser(user, storage);
      else clearSession(storage);
    }
    last = current;
  });
}
