import type { Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from './support/fixtures';

/**
 * The centre chosen in BBDD Centros is named (name and code) wherever it
 * scopes a screen, survives a reload and a change of page, and can be undone from Gestión de
 * usuarios.
 */

const centres = (page: Page) => page.getByRole('grid', { name: 'Centros' });
const users = (page: Page) => page.getByRole('grid', { name: 'Usuarios' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

test.describe('the selected centre', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('is named in its detail panel after a change of page and a reload', async ({ page }) => {
    await page.goto('/admin/centros');
    const row = centres(page).locator('[role="row"][data-id]').first();
    const name = await row.locator('[role="gridcell"][data-field="nombre"]').innerText();
    const code = await row.locator('[role="gridcell"][data-field="codigo"]').innerText();
    await row.locator('[role="gridcell"][data-field="codigo"]').click();
    const panel = page.getByRole('region', { name: 'Detalle del centro' });
    const heading = panel.getByRole('heading', { name: `Centro: ${name} (código ${code})` });
    await expect(heading).toBeVisible();

    // The centre is no longer on the page of the table shown.
    await page
      .getByRole('button', { name: /siguiente/i })
      .first()
      .click();
    await expect(centres(page).getByRole('gridcell', { name: code, exact: true })).toBeHidden();
    await expect(heading).toBeVisible();

    await page.reload();
    await expect(heading).toBeVisible();
  });

  test('scopes Gestión de usuarios by name and code on later visits, until undone', async ({
    page,
  }) => {
    await page.goto('/admin/centros');
    const row = centres(page).locator('[role="row"][data-id]').first();
    const name = await row.locator('[role="gridcell"][data-field="nombre"]').innerText();
    const code = await row.locator('[role="gridcell"][data-field="codigo"]').innerText();
    await row.locator('[role="gridcell"][data-field="codigo"]').click();

    await menu(page).getByRole('link', { name: 'Gestión de usuarios' }).click();
    const scope = page.getByText(
      `Mostrando solo los usuarios del centro ${name} (código ${code}).`,
    );
    await expect(scope).toBeVisible();
    const centreIds = () =>
      users(page).locator('[role="gridcell"][data-field="centros_id"]').allInnerTexts();
    await expect.poll(centreIds).not.toEqual([]);
    // The centre column names each user's centre (no internal numbers).
    expect(new Set(await centreIds())).toEqual(new Set([name]));

    // A later visit (another screen, then back; or a reload) is still scoped, and says so.
    await menu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await menu(page).getByRole('link', { name: 'Gestión de usuarios' }).click();
    await expect(scope).toBeVisible();
    await page.reload();
    await expect(scope).toBeVisible();

    await page.getByRole('button', { name: 'Mostrar todos los usuarios' }).click();
    await expect(scope).toBeHidden();
    await expect.poll(async () => new Set(await centreIds()).size).toBeGreaterThan(1);
    // Undone for good: the next visit lists every user too.
    await page.reload();
    await expect(users(page).locator('[role="row"][data-id]').first()).toBeVisible();
    await expect(page.getByText(/^Mostrando solo los usuarios del centro/)).toBeHidden();
  });
});
