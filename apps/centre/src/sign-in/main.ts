/**
 * The entry of the centres' sign-in page (entrar.html, served for `/centro/entrar`): plain DOM,
 * a few kB (page.ts says why). A visitor with a session goes straight on to the app.
 */
import { CENTRE_APP_PATHS } from '@eval/contracts/centre-app-constants';
import './sign-in.css';
import { linkLanguage, storedLanguage, storeLanguage } from '../i18n/languages';
import { readStoredUser, storeUser } from '../lib/session';
import { clearSignInHandoff, readSignInHandoff } from '../lib/sign-in-handoff';
import { registerServiceWorker } from '../pwa/register';
import { startSignIn } from './page';

const handoff = readSignInHandoff();
const root = document.getElementById('contenido');
if (readStoredUser()) {
  window.location.replace(handoff.from ?? CENTRE_APP_PATHS.home);
} else if (root) {
  // An e-mailed link's language wins over the one stored, and is remembered (languages.ts).
  const fromLink = linkLanguage(window.location.search);
  if (fromLink) storeLanguage(fromLink);
  startSignIn({
    root,
    fetch: (input, init) => window.fetch(input, init),
    language: fromLink ?? storedLanguage() ?? 'es',
    handoff,
    chooseLanguage: storeLanguage,
    keepSession(user) {
      storeUser(user);
      clearSignInHandoff();
    },
    go: (path) => window.location.assign(path),
  });
  // The first visit installs the app's shell, so the next one opens without a network.
  registerServiceWorker();
}
