import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import playwrightConfig from '../../playwright.config';
import { BENCH_ADMIN } from './cli';
import { ROOT } from './server';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  /** gzip bytes of every JS file the route loads before it can render. */
  gzipBytes: number;
  files: number;
}

/** A chunk and everything it imports statically, as manifest keys. */
function closure(
  manifest: Manifest,
  keys: readonly string[],
  into = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * gzip size of the JavaScript per route of a Vite build made with --manifest: the login route
 * loads the entry and its static imports; an admin screen adds the lazy layout and its page.
 */
export function routeBundles(dist: string): RouteBundle[] {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`Falta ${manifestPath} (vite build --manifest)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gz = new Map<string, number>();
  const size = (keys: Set<string>) => {
    let total = 0;
    for (const key of keys) {
      const file = manifest[key]?.file ?? '';
      if (!file.endsWith('.js')) continue;
      if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length);
      total += gz.get(file) ?? 0;
    }
    return total;
  };
  const entry = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const login = closure(manifest, entry);
  const layoutKey = 'src/app/layout/admin-layout.tsx';
  const screens = readFileSync(resolve(ROOT, 'apps/web/src/app/admin-screens.ts'), 'utf8');
  const pattern = /segment: '([^']+)'[\s\S]*?import\('\.\.\/([^']+)'\)/g;
  const bundles: RouteBundle[] = [{ route: '/login', gzipBytes: size(login), files: login.size }];
  for (const match of screens.matchAll(pattern)) {
    const key = `src/${match[2]}.tsx`;
    const keys = closure(manifest, [...entry, layoutKey, key]);
    bundles.push({ route: `/admin/${match[1]}`, gzipBytes: size(keys), files: keys.size });
  }
  return bundles;
}

export interface RenderFigures {
  route: string;
  /** From navigation start to the awaited content being visible, in ms; null if it never was. */
  ms: number | null;
  note?: string;
  /** What the page fetched before it was usable: path and ms from navigation start to the end. */
  requests?: { path: string; endMs: number; ms: number }[];
}

/** What "usable" means per screen: the grid has rows, the dashboard's cards show figures. */
const READY: Record<string, string[]> = {
  '/admin/datos': ['.MuiDataGrid-row'],
  '/admin/dashboard': [
    '[data-testid="centres-total"]',
    '[data-testid="evaluations-chart"]',
    'section[aria-labelledby="keys-card-title"] canvas',
  ],
};

/**
 * Time to a rendered, usable screen in headless Chromium: signed in through the API (the
 * session stored as the app stores it), then a cold navigation (new context, empty cache).
 */
export async function renderTimes(base: string): Promise<RenderFigures[]> {
  // The end-to-end suite's Chromium and flags (no network, root in CI): one place to keep them.
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  const results: RenderFigures[] = [];
  try {
    const login = await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.0.1' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const { data } = (await login.json()) as { data: unknown };
    for (const [route, selectors] of Object.entries(READY)) {
      const context = await browser.newContext({ locale: 'es-ES' });
      await context.addInitScript((user) => {
        window.localStorage.setItem('user', JSON.stringify(user));
      }, data);
      const page = await context.newPage();
      const started = performance.now();
      const requests: { path: string; endMs: number; ms: number }[] = [];
      page.on('requestfinished', (request) => {
        const timing = request.timing();
        requests.push({
          path: new URL(request.url()).pathname,
          endMs: Math.round(performance.now() - started),
          ms: Math.round(timing.responseEnd),
        });
      });
      try {
        await page.goto(base + route, { waitUntil: 'commit' });
        for (const selector of selectors)
          await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
        results.push({
          route,
          ms: Math.round(performance.now() - started),
          requests: [...requests],
        });
      } catch (error) {
        const note = (error as Error).message.split('\n')[0] ?? '';
        results.push({ route, ms: null, note, requests: [...requests] });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
