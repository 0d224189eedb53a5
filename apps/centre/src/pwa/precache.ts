/**
 * What the centres' app's service worker keeps and serves (service-worker.ts), as functions of
 * the build's file list: the build plugin (vite-service-worker.ts) and the worker share them,
 * and precache.test.ts checks them without a browser.
 */

/** The files of one build the worker keeps, and the build's version (a hash of their contents). */
export interface PrecacheManifest {
  version: string;
  /** Paths as the browser asks for them: `/centro/assets/index-1a2b.js`, `/centro/index.html`. */
  files: readonly string[];
}

/** Every build's cache starts so; the others of this origin (the back-office's) are never touched. */
export const CACHE_PREFIX = 'centro-shell-';
/** The worker's own file, served with `no-cache` so a new release is found at once. */
export const SERVICE_WORKER_FILE = 'sw.js';

export const cacheNameOf = (version: string): string => `${CACHE_PREFIX}${version}`;

/**
 * The files of a build folder (paths relative to it, `/`-separated) the worker keeps: everything
 * the app may load, not the worker itself, Vite's manifest, source maps or the .br/.gz twins
 * (the server picks those by Accept-Encoding; the cache keeps what the browser decoded).
 */
export function precachedFiles(relativePaths: readonly string[], base: string): string[] {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return relativePaths
    .filter(
      (path) =>
        path !== SERVICE_WORKER_FILE &&
        !path.startsWith('.vite/') &&
        !/\.(?:map|br|gz)$/.test(path),
    )
    .map((path) => `${prefix}${path}`)
    .sort();
}

/** The caches an activated build deletes: every earlier build's, so no two builds ever mix. */
export const outdatedCaches = (names: readonly string[], current: string): string[] =>
  names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);

/**
 * The build's other pages, each an entry of its own (`responder.html`), by the folder under the
 * base whose paths it serves: the consultations' public answer page,
 * `/centro/responder/<codigo>` (src/responder). The worker never answers their navigations with
 * the app's index.html: a teacher's phone with the app installed opens the real page.
 */
export const SEPARATE_PAGES: readonly string[] = ['responder'];

/**
 * The app's pages with an entry of their own that open offline like its screens, answered with
 * their own cached HTML: the sign-in (`/centro/entrar`, entrar.html, src/sign-in).
 */
export const OWN_SHELL_PAGES: readonly string[] = ['entrar'];

const underPage = (pathname: string, prefix: string, page: string) =>
  pathname === `${prefix}${page}` || pathname.startsWith(`${prefix}${page}/`);

/**
 * The cached file that answers a request, or null to leave it to the network. A page of the app
 * (a navigation under its base, not a file) is its index.html, or the page's own HTML for
 * OWN_SHELL_PAGES: every route renders the shell offline. API calls, other apps' paths and the separate pages' navigations are never answered
 * from the cache.
 */
export function cachedPathFor(
  request: { url: string; mode: string; method: string },
  origin: string,
  base: string,
  manifest: PrecacheManifest,
): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (manifest.files.includes(url.pathname)) return url.pathname;
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const separate = SEPARATE_PAGES.some((page) => underPage(url.pathname, prefix, page));
  const isPage = request.mode === 'navigate' && url.pathname.startsWith(prefix) && !separate;
  const isFile = /\/[^/]*\.[^/]*$/.test(url.pathname);
  if (!isPage || isFile) return null;
  const own = OWN_SHELL_PAGES.find((page) => underPage(url.pathname, prefix, page));
  const html = `${prefix}${own ?? 'index'}.html`;
  return manifest.files.includes(html) ? html : null;
}
