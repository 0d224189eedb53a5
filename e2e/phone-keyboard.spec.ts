import type { Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { usersGrid } from './support/users-screen';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

/**
 * The width in px of what marks the focused control: its outline (buttons, links, menu entries)
 * or, for a form field, the border the outlined field thickens when focused.
 */
const focusIndicator = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused) return 0;
    const style = getComputedStyle(focused);
    const outline = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const fieldset = focused
      .closest('.MuiOutlinedInput-root.Mui-focused')
      ?.querySelector('fieldset');
    const border = fieldset ? parseFloat(getComputedStyle(fieldset).borderTopWidth) : 0;
    return Math.max(outline, border);
  });

test.describe('a phone of 390 × 844', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
  });

  test('the first menu entry can be tapped: the menu opens over the top bar', async ({ page }) => {
    await page.goto('/admin/centros');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const first = menu(page).getByRole('link').first();
    await expect(first).toHaveText('Dashboard');
    // What is drawn at the entry's centre is the entry, not the top bar over it.
    const box = await first.boundingBox();
    if (!box) throw new Error('the first entry is not drawn');
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe('Dashboard');
    await first.click();
    await expect(page).toHaveURL('/admin/dashboard');
  });

  test('filters fold behind "Filtros", which counts those in force', async ({ page }, info) => {
    await page.goto('/admin/datos');
    const filters = page.getByRole('button', { name: 'Filtros', exact: true });
    await expect(filters).toBeVisible();
    await expect(page.getByRole('form', { name: 'Filtro de evaluaciones' })).toBeHidden();
    await page.screenshot({ path: info.outputPath('datos-390.png') });
    await filters.click();
    const form = page.getByRole('form', { name: 'Filtro de evaluaciones' });
    await expect(form).toBeVisible();
    await form.getByLabel('Código').fill('C');
    await form.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByRole('button', { name: 'Filtros (1 activo)' })).toBeVisible();

    await page.goto('/admin/email-tracker');
    await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Filtro de correos' })).toBeHidden();
  });

  test('the users table: actions and pagination within the screen', async ({ page }, info) => {
    await page.goto('/admin/usermngmt');
    const grid = usersGrid(page);
    const edit = grid.getByRole('button', { name: /^Editar a / }).first();
    await expect(edit).toBeVisible();
    // The footer is beside the grid role, inside the same DataGrid root.
    const pager = grid
      .locator('xpath=ancestor::div[contains(@class, "MuiDataGrid-root")][1]')
      .locator('.MuiTablePagination-root');
    await pager.scrollIntoViewIfNeeded();
    await expect(pager).toBeInViewport({ ratio: 1 });
    const editBox = await edit.boundingBox();
    expect((editBox?.x ?? 999) + (editBox?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: info.outputPath('usuarios-390.png'), fullPage: true });
  });

  test('what the screenshot review found at 390 px stays fixed', async ({ page }) => {
    // Plantillas de correo: the table scrolls by itself; the page (and its top bar) does not,
    // and a row's action stays at the right edge, in view (as in Claves and Campañas).
    await page.goto('/admin/plantillas-correo');
    await expect(page.getByRole('button', { name: /^Editar / }).first()).toBeInViewport({
      ratio: 1,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.goto('/admin/claves');
    await expect(page.getByRole('button', { name: /^Editar clave / }).first()).toBeInViewport({
      ratio: 1,
    });
    // The new question type's empty fields say what goes in them, not only their column headers.
    await expect(page.getByRole('textbox', { name: 'Nuevo tipo: código' })).toHaveAttribute(
      'placeholder',
      'Código del tipo',
    );

    // Feedback (as Recursos, Toolkits, Documentos): the "Acciones" column stays on screen.
    await page.goto('/admin/feedback');
    await expect(page.getByRole('button', { name: /^Editar feedback / }).first()).toBeInViewport({
      ratio: 1,
    });
    await expect(
      page.getByRole('table', { name: 'Feedback' }).getByRole('columnheader', { name: 'Acciones' }),
    ).toBeInViewport({ ratio: 1 });

    // Correos enviados: no column pinning in the community grid, so on a phone "Acciones" is the
    // first column.
    await page.goto('/admin/email-tracker');
    const emails = page.getByRole('grid', { name: 'Correos enviados' });
    await expect(emails.getByRole('columnheader', { name: 'Acciones' })).toBeInViewport({
      ratio: 1,
    });
    await expect(emails.getByRole('button', { name: /^Ver el correo a / }).first()).toBeInViewport({
      ratio: 1,
    });

    // Seguimiento centros: each button's label on one line (they broke in two, 61 px high).
    await page.goto('/admin/datos');
    for (const name of ['Enviar recordatorio', 'Descargar tabla']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box?.height ?? 0).toBeLessThan(45);
    }

    // Dashboard: a chart's values table scrolls to its last column instead of being cut by its
    // card.
    await page.goto('/admin/dashboard');
    const values = page.getByRole('region', { name: /^Resultados por clave.* \(tabla\)$/ });
    await values.scrollIntoViewIfNeeded();
    const box = await values.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await values.evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
    await expect(values.getByRole('columnheader', { name: 'Diferencia' })).toBeInViewport({
      ratio: 1,
    });
  });
});

test.describe('the keyboard', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the sign-in page starts at the e-mail field', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  });

  test('"Saltar al contenido", a visible focus ring, focus on the heading after navigating', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // The next Tab stops inside the screen, on a control drawn with a ring of at least 2 px.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(
      () => document.querySelector('main')?.contains(document.activeElement) ?? false,
    );
    expect(inMain).toBe(true);
    expect(await focusIndicator(page)).toBeGreaterThanOrEqual(2);

    // A menu entry reached by keyboard has the ring too; following it focuses the new heading.
    const entry = menu(page).getByRole('link', { name: 'BBDD Centros' });
    await entry.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(entry).toBeFocused();
    expect(await focusIndicator(page)).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'BBDD Centros' })).toBeFocused();
  });
});
