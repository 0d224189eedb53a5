/**
 * The entry of the back-office sign-in (auth/login.html, served for `/auth/login`): plain DOM,
 * a few kB (page.ts says why). A stored administrator's session goes straight to the dashboard
 * (spec §2: /auth with a stored user of profile 0 and a token).
 */
import './sign-in.css';
import { getStoredUser, hasAdminSession, storeUser } from '../lib/session';
import { startSignIn } from './page';

const root = document.getElementById('root');
if (hasAdminSession(getStoredUser())) {
  window.location.replace('/admin/dashboard');
} else if (root) {
  startSignIn({
    root,
    fetch: (input, init) => window.fetch(input, init),
    keepSession: (user) => storeUser(user),
    go: (path) => window.location.assign(path),
  });
}
