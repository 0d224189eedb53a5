import { Navigate, Outlet, useLocation } from 'react-router';
import { hasAdminSession } from '../lib/session';
import { selectSessionUser } from '../lib/session-slice';
import { useAppSelector } from './hooks';
import { resolveRedirect } from './route-guard';

/**
 * Applies the root routing rules of spec §2 to every path: renders the matched route, or
 * redirects. It follows the session state, so logout and an expired token (401) lead straight
 * to the login page.
 */
export function GuardedOutlet() {
  const { pathname } = useLocation();
  const user = useAppSelector(selectSessionUser);
  const target = resolveRedirect(pathname, hasAdminSession(user));
  return target === null ? <Outlet /> : <Navigate to={target} replace />;
}
