import type { Locator, Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { adminToken, registerUser } from './support/users-screen';

/**
 * Remembered setup (spec §7 "Setup and filter are also remembered locally"): every server-paged
 * table keeps its page, page size, order and filter when the administrator goes to another
 * screen and comes back, and after a reload.
 */

const PAGER = /\d+[–-]\d+ de \d+/;

/** Leaves for the dashboard and comes back through the sidebar, as an administrator does. */
async function awayAndBack(page: Page, label: string) {
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** The page size of the table in `area` (other tables on the screen have their own). */
async function choosePageSize(page: Page, area: Locator, size: string) {
  await area.getByRole('combobox', { name: /filas por página/i }).click();
  await page.getByRole('option', { name: size, exact: true }).click();
}

/** What the table in `area` shows now: its pager ("21–40 de 270"), page size, sorted column. */
async function tableState(area: Locator) {
  const grid = area.getByRole('grid').first();
  const pager = area.getByText(PAGER);
  await expect(pager).toBeVisible();
  await expect(grid.locator('[role="row"][data-id]').first()).toBeVisible();
  const sorted = grid.locator(
    '[role="columnheader"][aria-sort="ascending"], [role="columnheader"][aria-sort="descending"]',
  );
  return {
    pager: await pager.textContent(),
    size: await area.getByRole('combobox', { name: /filas por página/i }).textContent(),
    sorted: await sorted.evaluateAll((headers) =>
      headers.map((h) => `${h.getAttribute('data-field')}:${h.getAttribute('aria-sort')}`),
    ),
  };
}

async function expectSameState(area: Locator, before: unknown) {
  await expect.poll(() => tableState(area)).toEqual(before);
}

/**
 * Leaves the screen through the menu and comes back, then reloads it: each time the filter
 * (`kept`) and the table's state are as they were before.
 */
async function expectRememberedAway(
  page: Page,
  screen: string,
  area: Locator,
  before: unknown,
  kept: () => Promise<void>,
) {
  await awayAndBack(page, screen);
  await kept();
  await expectSameState(area, before);

  await page.reload();
  await kept();
  await expectSameState(area, before);
}

/** Users created through the API: each records its welcome e-mail and an audit entry. */
async function createTrackedUsers(page: Page, prefix: string, count: number) {
  const token = await adminToken(page.request);
  for (let i = 0; i < count; i += 1) {
    await registerUser(page.request, token, {
      nombre: `Tabla ${i}`,
      email: `${prefix}${i}@tracker.example`,
      perfil: 0,
    });
  }
}

test.describe('remembered table setup and filter', () => {
  // Four screens, each visited three times and analysed by axe.
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('Gestión de usuarios keeps its search, page size, order and page', async ({ page }) => {
    await page.goto('/admin/usermngmt');
    const area = page.getByRole('region', { name: 'Tabla de usuarios (desplazable)' });
    await page.getByLabel('Buscar usuario').fill('a');
    await choosePageSize(page, area, '20');
    await area.getByRole('columnheader', { name: 'Apellidos' }).click();
    await area.getByRole('button', { name: /siguiente/i }).click();
    await expect(area.getByText(/21[–-]40 de \d+/)).toBeVisible();
    const before = await tableState(area);
    expect(before.sorted).toEqual(['apellidos:ascending']);

    await expectRememberedAway(page, 'Gestión de usuarios', area, before, () =>
      expect(page.getByLabel('Buscar usuario')).toHaveValue('a'),
    );
  });

  test('BBDD Centros keeps its search, page size, order and page', async ({ page }) => {
    await page.goto('/admin/centros');
    const area = page.getByRole('region', { name: 'Tabla de centros (desplazable)' });
    await page.getByLabel('Buscar centro').fill('e');
    await choosePageSize(page, area, '20');
    await area.getByRole('columnheader', { name: 'Nombre' }).click();
    await area.getByRole('columnheader', { name: 'Nombre' }).click();
    await area.getByRole('button', { name: /siguiente/i }).click();
    await expect(area.getByText(/21[–-]\d+ de \d+/)).toBeVisible();
    const before = await tableState(area);
    expect(before.sorted).toEqual(['nombre:descending']);

    await expectRememberedAway(page, 'BBDD Centros', area, before, () =>
      expect(page.getByLabel('Buscar centro')).toHaveValue('e'),
    );
  });

  test('Correos enviados keeps its filter and page', async ({ page }) => {
    await createTrackedUsers(page, 'recuerdo', 7);
    await page.goto('/admin/email-tracker');
    const area = page.getByRole('region', { name: 'Tabla de correos enviados (desplazable)' });
    const receiver = page.getByRole('textbox', { name: 'Destinatario' });
    await receiver.fill('recuerdo');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(area.getByText('1–5 de 7')).toBeVisible();
    await area.getByRole('button', { name: /siguiente/i }).click();
    await expect(area.getByText('6–7 de 7')).toBeVisible();
    const before = await tableState(area);

    await expectRememberedAway(page, 'Correos enviados', area, before, () =>
      expect(receiver).toHaveValue('recuerdo'),
    );

    // Limpiar empties the filter and starts again at the first page.
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(receiver).toHaveValue('');
    await expect(area.getByText(/^1[–-]5 de \d+/)).toBeVisible();
  });

  test('Auditoría keeps its filter and page size', async ({ page }) => {
    // An administrator write to find in the log.
    await createTrackedUsers(page, 'auditado', 1);
    await page.goto('/admin/auditoria');
    // The log is the screen's only table.
    const area = page.getByRole('main');
    const method = page.getByRole('combobox', { name: 'Tipo' });
    await choosePageSize(page, area, '10');
    await method.click();
    await page.getByRole('option', { name: /^POST/ }).click();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    const before = await tableState(area);
    expect(before.size).toContain('10');

    await expectRememberedAway(page, 'Auditoría', area, before, () =>
      expect(method).toContainText('POST'),
    );
  });
});
