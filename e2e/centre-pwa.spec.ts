import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { newCoordinator, signInToCentreApp } from './support/centre-session';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * The centres' app as an installable app with a service worker (docs/centre-app.md "Offline"):
 * after one visit every screen opens without a network, the worker holds exactly the current
 * build, and a new release replaces it whole.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 120_000 });

/** The build the server serves (scripts/e2e-private.sh), else the shared one. */
const DIST = process.env.E2E_CENTRE_DIST ?? join(process.cwd(), 'apps/centre/dist');

interface Precache {
  version: string;
  files: string[];
}

/** Waits until a service worker controls the page, and asks it which build it serves. */
async function workerBuild(page: Page): Promise<Precache> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(
    () =>
      new Promise<Precache>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as Precache);
        navigator.serviceWorker.controller?.postMessage('version', [channel.port2]);
      }),
  );
}

/** The centre app's caches in this browser, with what each holds. */
const cachedBuilds = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('centro-shell-'));
    return Promise.all(
      names.map(async (name) => {
        const keys = await (await caches.open(name)).keys();
        return { name, files: keys.map((r) => new URL(r.url).pathname).sort() };
      }),
    );
  });

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((f) => f !== 'sw.js' && !f.startsWith('.vite/') && !/\.(?:br|gz|map)$/.test(f))
    .map((f) => `/centro/${f}`)
    .sort();
}

test('installable: the manifest, its icons and the worker are served as a browser needs', async ({
  page,
}) => {
  await page.goto('/centro/entrar');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/centro/manifest.webmanifest');
  const manifest = await page.request.get(href ?? '');
  expect(manifest.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const body = (await manifest.json()) as {
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect([body.start_url, body.scope, body.display]).toEqual([
    '/centro/',
    '/centro/',
    'standalone',
  ]);
  expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of body.icons) {
    const response = await page.request.get(icon.src);
    expect([icon.src, response.status(), response.headers()['content-type']]).toEqual([
      icon.src,
      200,
      'image/png',
    ]);
  }
  const worker = await page.request.get('/centro/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('after one visit every screen opens offline with its frame, and loads once online', async ({
  page,
  context,
}) => {
  const { email } = await newCoordinator(page);
  await signInToCentreApp(page, email);
  await page.goto('/centro/');
  await expect(page.getByRole('heading', { name: 'Hola, Marta' })).toBeVisible();
  const build = await workerBuild(page);
  // The worker holds exactly this build: every file of the folder the server serves.
  expect(build.files).toEqual(filesOf(DIST));
  await expect
    .poll(() => cachedBuilds(page))
    .toEqual([{ name: `centro-shell-${build.version}`, files: build.files }]);

  await context.setOffline(true);
  const screens = [
    { path: '/centro/', title: null },
    { path: '/centro/cuestionario?clave=5', title: null },
    { path: '/centro/resultados', title: null },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('navigation', { name: 'Secciones' })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(
      page.getByText('Sin conexión: esta pantalla se cargará sola cuando vuelva la conexión.'),
    ).toBeVisible();
    await expectAccessible(page);
  }
  await page.getByRole('button', { name: 'Català' }).click();
  await expect(page.getByTestId('offline-notice')).toContainText('Sense connexió.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Español' }).click();
  // A page out of the signed-in frame too.
  await page.goto('/centro/olvide-contrasena');
  await expect(page.getByRole('heading', { name: 'Recuperar la contraseña' })).toBeVisible();

  await page.goto('/centro/');
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Hola, Marta' })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

test('a new release replaces the worker and its whole cache, and the page reloads into it', async ({
  page,
}) => {
  const { email } = await newCoordinator(page);
  await signInToCentreApp(page, email);
  await page.goto('/centro/');
  await expect(page.getByRole('heading', { name: 'Hola, Marta' })).toBeVisible();
  const first = await workerBuild(page);

  // Release B: a worker with another version and one more file, as a new build writes it.
  const workerFile = join(DIST, 'sw.js');
  const original = readFileSync(workerFile, 'utf8');
  const extra = 'assets/release-b-e2e.js';
  const twins = ['sw.js.br', 'sw.js.gz'].filter((twin) => existsSync(join(DIST, twin)));
  expect(twins).toEqual([]);
  try {
    writeFileSync(join(DIST, extra), 'export {};');
    expect(original).toContain(first.version);
    // The minifier writes the file list as an array of strings or, once it is long, as one
    // string split on commas: the extra file goes first in either.
    const released = original
      .replace(first.version, 'release-b')
      .replace('files:[', `files:[\`/centro/${extra}\`,`)
      .replace('files:`', `files:\`/centro/${extra},`);
    expect(released).toContain(`/centro/${extra}`);
    writeFileSync(workerFile, released);
    await page.evaluate(() => {
      (window as { beforeRelease?: boolean }).beforeRelease = true;
    });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/centro/');
      await registration?.update();
    });
    await expect
      .poll(async () => (await cachedBuilds(page)).map((c) => c.name))
      .toEqual(['centro-shell-release-b']);
    const cached = await cachedBuilds(page);
    expect(cached[0]?.files).toEqual([...first.files, `/centro/${extra}`].sort());
    // The next screen change loads the page anew, so it never runs A's chunks under B.
    await page
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('link', { name: 'Resultados' })
      .click();
    await expect
      .poll(() =>
        page
          .evaluate(() => (window as { beforeRelease?: boolean }).beforeRelease ?? 'reloaded')
          .catch(() => 'reloading'),
      )
      .toBe('reloaded');
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
    expect((await workerBuild(page)).version).toBe('release-b');
  } finally {
    writeFileSync(workerFile, original);
    rmSync(join(DIST, extra), { force: true });
  }
});
