import { CENTRE_APP_BASE } from '@eval/contracts/centre-app-constants';
import { SERVICE_WORKER_FILE } from './precache';

/** Set when a new release's worker took over this page, which still runs the old build. */
let releaseChanged = false;

/**
 * Installs the app's service worker (service-worker.ts) in a built app; the dev server has
 * none, so it never serves a stale build while one edits. A worker that takes over a page
 * another worker controlled is a new release: the old build's cache is gone with it, so the
 * page loads itself anew on its next screen change (`reloadIfReleaseChanged`) instead of
 * asking the new build for the old build's chunks.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // The first worker to take over an uncontrolled page holds the build the page runs; any
  // later one is a new release.
  let controller = container.controller;
  container.addEventListener('controllerchange', () => {
    if (controller) releaseChanged = true;
    controller = container.controller;
  });
  const register = () => {
    container
      .register(`${CENTRE_APP_BASE}/${SERVICE_WORKER_FILE}`, { scope: `${CENTRE_APP_BASE}/` })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Loads the page anew when a new release took over (the layout calls it on each screen). */
export function reloadIfReleaseChanged(): boolean {
  if (!releaseChanged) return false;
  window.location.reload();
  return true;
}
