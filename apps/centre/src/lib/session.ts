import type { SessionUser } from '@eval/contracts/auth';
import { isSessionUser } from './shapes';
import { appStorage, STORAGE_KEYS } from './storage-keys';

/** Profile 0 is the administration's; every other profile belongs to a centre (domain.md). */
const ADMIN_PROFILE = 0;

/**
 * The signed-in centre user, or null when none is stored, the stored one is not a valid
 * session, its token has expired, or it is not a centre identity (an administrator's token, or a
 * user without a centre, is never accepted as one).
 */
export function readStoredUser(now: number = Date.now()): SessionUser | null {
  const raw = appStorage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isSessionUser(parsed)) return null;
  return isCentreSession(parsed, now) ? parsed : null;
}

/** Whether a session may act in the centres' app: a centre's user with an unexpired token. */
export function isCentreSession(user: SessionUser, now: number = Date.now()): boolean {
  return user.perfil !== ADMIN_PROFILE && user.centros_id !== null && user.expiresAt * 1000 > now;
}

export function storeUser(user: SessionUser): void {
  appStorage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredUser(): void {
  appStorage()?.removeItem(STORAGE_KEYS.user);
}
