import { CENTRE_SESSION_STORAGE_KEY } from '@eval/contracts/centre-app-constants';

/**
 * Local-storage keys of the centres' app. They carry the `centro.` prefix so that the
 * administration app (`user`, `state`) and this one, served from the same origin, never read or
 * overwrite each other's session or settings.
 */
export const STORAGE_KEYS = {
  user: CENTRE_SESSION_STORAGE_KEY,
  language: 'centro.language',
  pendingAnswers: 'centro.pendingAnswers',
} as const;

/** The storage the app uses; null where the browser refuses it (private modes, tests). */
export function appStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
