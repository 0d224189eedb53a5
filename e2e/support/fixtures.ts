import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';

export const ADMIN = {
  email: 'admin@autoevaluacion.example',
  password: 'Demo-Admin-2026',
} as const;
/** The demo seed's centre coordinator (profile 1), who may not enter the back-office. */
export const CENTRE_USER = {
  email: 'coordinacion.demo@autoevaluacion.example',
  password: 'Demo-Centro-2026',
} as const;

/** Fails on serious or critical accessibility violations of what the page shows now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Let the page settle first, but only for so long: a load the page's policy blocked (e.g. in
  // the sandboxed e-mail frame) can keep the network from ever looking idle.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // A dialog still fading out is half transparent, and axe would report its text as too faint.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          // Transitions only: a spinner's endless keyframe animation never finishes.
          .every((a) => !('transitionProperty' in a) || a.playState !== 'running'),
      null,
      {
        timeout: 2_000,
      },
    )
    .catch(() => undefined);
  // Violations only: axe otherwise serialises every passing node too, which on a full table
  // costs more than the analysis itself.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * What the page shows now, for the automatic checks below: its path, the width it is shown at
 * and the dialogs open on it. The same screen in the same state is analysed once per run.
 */
async function screenState(page: Page): Promise<string> {
  const dialogs = await page
    .getByRole('dialog')
    .evaluateAll((nodes) =>
      nodes.map((node) => {
        const title = document.getElementById(node.getAttribute('aria-labelledby') ?? '');
        return title?.textContent ?? node.getAttribute('aria-label') ?? '';
      }),
    )
    .catch(() => []);
  const { pathname } = new URL(page.url());
  return `${pathname} ${page.viewportSize()?.width ?? 0} ${dialogs.join(',')}`;
}

/** Screen states this worker has analysed already in this run. */
const analysed = new Set<string>();

/** Analyses the page unless the same screen state was analysed already in this run. */
async function expectAccessibleOnce(page: Page): Promise<void> {
  const state = await screenState(page);
  if (analysed.has(state)) return;
  await expectAccessible(page);
  analysed.add(state);
}

/**
 * Every page visit is checked with axe: `page.goto` is wrapped so each visit is analysed once it
 * settles, and the page is analysed once more in the state the test leaves it in. Axe on a full
 * table takes seconds, and 108 tests visit the same dozen screens again and again, so each
 * screen state (path, width, open dialogs) is analysed the first time it is met; a test that
 * needs a state analysed again calls `expectAccessible` itself.
 */
/**
 * A client address of the test's own, sent as X-Forwarded-For (the e2e server trusts its
 * loopback proxy, scripts/e2e-server.mjs): the sign-in routes count attempts per address, and
 * one test's sign-ins must not spend another's allowance, as people on different networks.
 */
function clientAddressOf(testId: string): string {
  const hash = createHash('sha256').update(testId).digest();
  return `10.${String(hash[0])}.${String(hash[1])}.${String(1 + ((hash[2] ?? 0) % 254))}`;
}

export const test = base.extend<{ page: Page }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo.testId) });
  },
  // Each worker has its own server (playwright.config.ts): the config's baseURL names the
  // first; worker N drives the one 10 × N ports above it.
  baseURL: async ({ baseURL }, use, testInfo) => {
    const url = new URL(baseURL ?? 'http://127.0.0.1:3100');
    url.port = String(Number(url.port) + 10 * testInfo.parallelIndex);
    await use(url.origin);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await expectAccessibleOnce(page);
      return response;
    };
    await use(page);
    if (!page.isClosed() && page.url().startsWith('http')) await expectAccessibleOnce(page);
  },
});
export { expect };

/**
 * A sign-in through the API. The route allows 20 per address and minute (auth/routes.ts); each
 * test has its own address (clientAddressOf), but a long test may still reach it, so that 429
 * (the one with Retry-After; the account throttle's block has none) is waited out once, as a
 * client would.
 */
export async function postLogin(
  request: APIRequestContext,
  data: { email: string; password: string },
): Promise<APIResponse> {
  let response = await request.post('/v1/auth/login', { data });
  const retryAfter = response.status() === 429 ? response.headers()['retry-after'] : undefined;
  if (retryAfter !== undefined) {
    const seconds = Number(retryAfter) || 60;
    test.info().setTimeout(test.info().timeout + seconds * 1000);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    response = await request.post('/v1/auth/login', { data });
  }
  return response;
}

/** The demo administrator's sign-in through the API, its data. */
export async function adminLogin(request: APIRequestContext): Promise<Record<string, unknown>> {
  const response = await postLogin(request, ADMIN);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** Signs in through the API and stores the session the way the login page does. */
/**
 * Waits for the back-office sign-in page itself (auth/login.html): the app shows `/auth/login`
 * first and then loads that page, so a step taken at the first `/auth/login` would race the
 * page load. Its form is the page's, never the app's.
 */
export async function atSignInPage(page: Page): Promise<void> {
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
}

export async function signInAsAdmin(page: Page): Promise<void> {
  const data = await adminLogin(page.request);
  await page.addInitScript((user) => {
    if (!window.sessionStorage.getItem('e2e-session-set')) {
      window.localStorage.setItem('user', JSON.stringify(user));
      window.sessionStorage.setItem('e2e-session-set', '1');
    }
  }, data);
}

/** Answers the confirmation dialog `dialog` with its button `button` (destructive actions ask first). */
export async function confirmIn(page: Page, dialog: string, button: string): Promise<void> {
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click();
}

/** Clicks the button `name` and returns the dialog of the same name that it opens. */
export async function openDialog(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

/**
 * Deletes the row of `table` named `title` with its button "Eliminar {what} {title}", confirms,
 * and sees the message `done` and the row gone.
 */
export async function deleteRow(
  page: Page,
  table: Locator,
  { what, title, done }: { what: string; title: string; done: string },
): Promise<void> {
  await table.getByRole('button', { name: `Eliminar ${what} ${title}` }).click();
  await confirmIn(page, `Eliminar ${what}`, 'Eliminar');
  await expect(page.getByText(done)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: title })).toHaveCount(0);
}

/** The download that `click` starts (waited for from before the click, so it cannot be missed). */
export async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}
