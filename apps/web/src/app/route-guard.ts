import { ADMIN_SCREENS } from './admin-screens';

export const LOGIN_PATH = '/auth/login';
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const DASHBOARD_PATH = '/admin/dashboard';

const ADMIN_SEGMENTS = new Set(ADMIN_SCREENS.map((screen) => screen.segment));
const AUTH_SEGMENTS = new Set(['login', 'forgot-password', 'set-password']);

/**
 * One step of the root routing rules of spec §2, or null when the path may be shown as is.
 * `signedIn` means a stored user with a token and profile 0.
 */
export function nextRedirect(pathname: string, signedIn: boolean): string | null {
  const [area, screen, ...rest] = pathname.split('/').filter(Boolean);
  const known = (segments: Set<string>) =>
    screen !== undefined && segments.has(screen) && rest.length === 0;

  if (area === 'admin') {
    if (!signedIn) return LOGIN_PATH; // "/admin sends them to /auth/login"
    return known(ADMIN_SEGMENTS) ? null : DASHBOARD_PATH; // "/admin" and unknown → dashboard
  }
  if (area === 'auth') {
    if (signedIn) return DASHBOARD_PATH; // "visiting /auth redirects to /admin/dashboard"
    return known(AUTH_SEGMENTS) ? null : LOGIN_PATH; // "/auth" itself and unknown → login
  }
  // "If the logged-in user's path does not start with /admin, the visitor is redirected to /";
  // "any other root path that is not /admin redirects to /auth/login".
  if (signedIn && pathname !== '/') return '/';
  return LOGIN_PATH;
}

/**
 * Where the visitor of `pathname` ends up after following the rules of spec §2 step by step
 * (for a signed-in administrator on /foo: / → /auth/login → /admin/dashboard), or null when the
 * path is shown as is.
 */
export function resolveRedirect(pathname: string, signedIn: boolean): string | null {
  let current = pathname;
  // Every chain of the rules ends within three steps; the bound only guards against a cycle.
  for (let step = 0; step < 5; step += 1) {
    const next = nextRedirect(current, signedIn);
    if (next === null) break;
    current = next;
  }
  return current === pathname ? null : current;
}
