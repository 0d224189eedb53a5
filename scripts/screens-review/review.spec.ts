// A screenshot of every screen of both apps at a laptop's and a phone's size, for a person to
// look at, with the layout checks a script can make. Not part of `npm test`: it
// takes minutes, and the defects it found are held by the layout specs of e2e/. Run:
//   E2E_PORT=3330 npx playwright test -c scripts/screens-review/playwright.config.ts
// Screenshots go to SCREENS_DIR (default /tmp/screens), named <size>-<screen>.png.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CENTRE_USER, signInAsAdmin } from '../../e2e/support/fixtures';
import { sidewaysProblems } from '../../e2e/support/layout-checks';

const OUT = process.env.SCREENS_DIR ?? '/tmp/screens';
mkdirSync(OUT, { recursive: true });

const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Every route of the administration app (apps/web/src/app/admin-screens.ts), with its h1. */
const ADMIN_ROUTES = [
  ['dashboard', 'Dashboard'],
  ['datos', 'Seguimiento centros'],
  ['usermngmt', 'Gestión de usuarios'],
  ['email-tracker', 'Correos enviados'],
  ['campanas', 'Campañas'],
  ['plantillas-correo', 'Plantillas de correo'],
  ['centros', 'BBDD Centros'],
  ['download-results', 'Descarga de resultados'],
  ['periodos', 'Periodos'],
  ['claves', 'Claves'],
  ['contenidos', 'Contenidos'],
  ['feedback', 'Feedback'],
  ['recursos', 'Recursos'],
  ['toolkits', 'Toolkits'],
  ['documentos', 'Documentos'],
  ['auditoria', 'Auditoría'],
  ['mi-cuenta', 'Mi cuenta'],
] as const;

/**
 * What a script can tell is broken on the screen as shown: a sideways scroll (page, pagination,
 * the actions column), the page's heading under the fixed top bar, an open dialog reaching past
 * the screen, and serious accessibility violations.
 */
async function problemsOf(page: Page): Promise<string[]> {
  const problems = await sidewaysProblems(page);
  problems.push(
    ...(await page.evaluate(() => {
      const found: string[] = [];
      const bar = document.querySelector('header');
      const heading = document.querySelector('main h1');
      if (
        bar &&
        heading &&
        heading.getBoundingClientRect().top < bar.getBoundingClientRect().bottom - 1
      )
        found.push('heading under the top bar');
      for (const paper of Array.from(document.querySelectorAll('[role="dialog"]'))) {
        const box = paper.getBoundingClientRect();
        if (box.left < -1 || box.right > window.innerWidth + 1)
          found.push(`dialog at ${box.left}–${box.right}`);
      }
      return found;
    })),
  );
  // The e-mail previews are sandboxed frames axe cannot enter; it would wait for them forever.
  const { violations } = await new AxeBuilder({ page })
    .exclude('iframe')
    .options({ resultTypes: ['violations'], iframes: false })
    .analyze();
  for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
    problems.push(`${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  return problems;
}

/** Waits for the screen's data: no loading bar in a table, the network quiet for a moment. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('main .MuiDataGrid-overlay .MuiLinearProgress-root')).toHaveCount(0);
  await expect(page.locator('main [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** Screenshots the page as `name` and records what is wrong with it. */
async function review(page: Page, size: string, name: string, found: Record<string, string[]>) {
  console.log(`${new Date().toISOString()} ${size} ${name}`);
  await settled(page);
  // The whole page, but a dialog as the screen shows it: its backdrop covers the screen only.
  const fullPage = (await page.getByRole('dialog').count()) === 0;
  await page.screenshot({ path: join(OUT, `${size}-${name}.png`), fullPage });
  const problems = await problemsOf(page);
  if (problems.length > 0) found[`${size} ${name}`] = problems;
}

/** Opens a dialog with `button`, reviews it, and closes it with Escape. */
async function reviewDialog(
  page: Page,
  button: Locator,
  dialog: Locator,
  where: [size: string, name: string, found: Record<string, string[]>],
) {
  await button.click();
  await expect(dialog).toBeVisible();
  await review(page, ...where);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The demo centre user whose centre has results of two periods (scripts/e2e-server.mjs seed). */
const RESULTS_USER = {
  email: 'resultados.demo@autoevaluacion.example',
  password: 'Demo-Resultados-2026',
} as const;

async function centreSignIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.locator('input[type="password"]').fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/centro\/?$/);
}

function record(size: string, found: Record<string, string[]>) {
  writeFileSync(join(OUT, `${size}-problems.json`), JSON.stringify(found, null, 2));
  expect.soft(found).toEqual({});
}

test.describe.configure({ timeout: 900_000 });

for (const size of SIZES) {
  test(`the administration app at ${size.width} × ${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    const found: Record<string, string[]> = {};
    await page.goto('/auth/login');
    await review(page, size.name, 'login', found);
    await page.goto('/auth/forgot-password');
    await review(page, size.name, 'forgot-password', found);

    await signInAsAdmin(page);
    for (const [segment, heading] of ADMIN_ROUTES) {
      await page.goto(`/admin/${segment}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await review(page, size.name, segment, found);

      if (segment === 'usermngmt') {
        const created = page.getByRole('dialog', { name: 'Nuevo usuario' });
        await reviewDialog(page, page.getByRole('button', { name: 'Nuevo usuario' }), created, [
          size.name,
          'usermngmt-new-user',
          found,
        ]);
        const edit = page.getByRole('button', { name: /^Editar a / }).first();
        const editing = page.getByRole('dialog', { name: /^Editar a / });
        await reviewDialog(page, edit, editing, [size.name, 'usermngmt-edit-user', found]);
      }
      if (segment === 'datos') {
        const dialog = page.getByRole('dialog', { name: 'Enviar recordatorio' });
        const open = page.getByRole('button', { name: 'Enviar recordatorio' });
        await reviewDialog(page, open, dialog, [size.name, 'datos-reminder', found]);
      }
      if (segment === 'periodos') {
        const dialog = page.getByRole('dialog', { name: 'Nuevo periodo' });
        const open = page.getByRole('button', { name: 'Nuevo periodo' });
        await reviewDialog(page, open, dialog, [size.name, 'periodos-new-period', found]);
      }
      if (segment === 'plantillas-correo') {
        const open = page
          .getByRole('table')
          .getByRole('button', { name: /^Editar / })
          .first();
        const dialog = page.getByRole('dialog');
        await reviewDialog(page, open, dialog, [size.name, 'plantillas-editor', found]);
      }
    }
    record(`admin-${size.name}`, found);
  });

  test(`the centre app at ${size.width} × ${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    const found: Record<string, string[]> = {};
    await page.goto('/centro/entrar');
    await review(page, size.name, 'centro-entrar', found);
    // The demo coordinator has an evaluation in progress; the other demo user has results.
    await centreSignIn(page, CENTRE_USER);
    await review(page, size.name, 'centro-inicio', found);
    await page.goto('/centro/cuestionario');
    await review(page, size.name, 'centro-cuestionario', found);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/centro/entrar');
    await centreSignIn(page, RESULTS_USER);
    await review(page, size.name, 'centro-inicio-con-resultados', found);
    await page.goto('/centro/resultados');
    await review(page, size.name, 'centro-resultados', found);
    record(`centre-${size.name}`, found);
  });
}
