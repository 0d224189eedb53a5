import { CENTRE_APP_BASE, CENTRE_APP_PATHS } from '@eval/contracts/centre-app-constants';

/**
 * What the app tells the sign-in page when it sends a person there: the page to come back to
 * (an ended session brings them back to the question they were on), the e-mail to fill in (the
 * set-password page, when it could not sign in itself) and whether the server ended the session.
 * The sign-in page is a page of its own (entrar.html), so this crosses a page load: it is kept
 * in the tab's session storage until the sign-in succeeds (a reload of the sign-in page keeps
 * it), and never put in the address (an e-mail in a URL ends up in logs and history).
 */
export interface SignInHandoff {
  /** A path of this app, `/centro/…`, with its query. */
  from?: string;
  email?: string;
  expired?: boolean;
}

const HANDOFF_KEY = 'centro.signIn';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Only a path of this app: never another site (`//host`) or the other app. */
export function appReturnPath(from: unknown): string {
  return typeof from === 'string' &&
    (from === CENTRE_APP_BASE || from.startsWith(`${CENTRE_APP_BASE}/`)) &&
    !from.startsWith(CENTRE_APP_PATHS.signIn)
    ? from
    : CENTRE_APP_PATHS.home;
}

export function writeSignInHandoff(handoff: SignInHandoff, storage = tabStorage()): void {
  try {
    storage?.setItem(HANDOFF_KEY, JSON.stringify(handoff));
  } catch {
    // A full or refused storage: the sign-in page opens without it, and goes to the home.
  }
}

/** The handoff left for the sign-in page, if any. */
export function readSignInHandoff(storage = tabStorage()): SignInHandoff {
  const raw = storage?.getItem(HANDOFF_KEY);
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return {
      from: typeof value.from === 'string' ? appReturnPath(value.from) : undefined,
      email: typeof value.email === 'string' ? value.email : undefined,
      expired: value.expired === true,
    };
  } catch {
    return {};
  }
}

/** Once signed in, the handoff is spent. */
export function clearSignInHandoff(storage = tabStorage()): void {
  storage?.removeItem(HANDOFF_KEY);
}
