import { ADMIN_PROFILE } from '@eval/contracts/client-constants';
import type { SessionUser } from '@eval/contracts/auth';
import { sessionUserOf } from './session-user-check';

/** Local storage key of the signed-in user with its token (spec §9). */
export const USER_STORAGE_KEY = 'user';

/**
 * The signed-in user kept under `user`, or null when there is none or it is not a valid
 * session user (edited by hand, written by an older version, corrupt JSON).
 */
export function getStoredUser(storage: Storage = localStorage): SessionUser | null {
  try {
    const raw = storage.getItem(USER_STORAGE_KEY);
    if (raw === null) return null;
    return sessionUserOf(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Keeps the signed-in user under `user`. */
export function storeUser(user: SessionUser, storage: Storage = localStorage): void {
  storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

/** Forgets the signed-in user (the rest of local storage is left alone). */
export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(USER_STORAGE_KEY);
}

/**
 * Whether the user may enter /admin (spec §2, §6): a token and profile 0. A token whose expiry
 * has passed counts as none, so the visitor is sent to the login page instead of meeting 401s.
 */
export function hasAdminSession(
  user: SessionUser | null | undefined,
  nowMs: number = Date.now(),
): user is SessionUser {
  return (
    !!user && user.token !== '' && user.perfil === ADMIN_PROFILE && user.expiresAt * 1000 > nowMs
  );
}
