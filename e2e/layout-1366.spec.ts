import { expect, signInAsAdmin, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout-checks';
import { adminToken, usersGrid } from './support/users-screen';

/** The screens with tables an administrator works in every day, and a heading each shows. */
const TABLE_SCREENS = [
  ['/admin/usermngmt', 'Gestión de usuarios'],
  ['/admin/centros', 'BBDD Centros'],
  ['/admin/datos', 'Seguimiento centros'],
  ['/admin/email-tracker', 'Correos enviados'],
  ['/admin/campanas', 'Campañas'],
] as const;

test.describe('tables at 1366 × 768', () => {
  test.describe.configure({ timeout: 300_000 });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAsAdmin(page);
  });

  test('no table needs sideways scrolling for its actions or pagination', async ({
    page,
  }, testInfo) => {
    for (const [path, heading] of TABLE_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`${path.split('/').pop()}-1366.png`) });
    }
  });

  test('Gestión de usuarios: a default column set, actions first, one selection count', async ({
    page,
  }) => {
    await page.goto('/admin/usermngmt');
    const grid = usersGrid(page);
    const headers = grid.locator('.MuiDataGrid-columnHeaderTitle');
    await expect(headers).toHaveText([
      'Acciones',
      'Nombre',
      'Apellidos',
      'Correo electrónico',
      'Perfil',
      'Activo',
      'Centro',
    ]);
    // The pagination is in view without scrolling the table sideways.
    await expect(page.getByText(/^1–10 de \d+$/)).toBeInViewport();
    // Nor does any column: the last one ends within the table's box.
    const box = await grid.boundingBox();
    const last = await grid.getByRole('columnheader', { name: 'Centro' }).boundingBox();
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(
      (box?.x ?? 0) + (box?.width ?? 0) + 1,
    );

    // A hidden column is shown from the columns menu, and remembered after a reload.
    await grid.getByRole('columnheader', { name: 'Nombre' }).hover();
    await grid
      .getByRole('columnheader', { name: 'Nombre' })
      .getByRole('button', { name: 'Menú' })
      .click();
    await page.getByRole('menuitem', { name: 'Administrar columnas' }).click();
    await page.getByRole('checkbox', { name: 'Teléfono' }).check();
    await page.keyboard.press('Escape');
    await expect(
      grid.locator('.MuiDataGrid-columnHeaderTitle', { hasText: 'Teléfono' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      grid.locator('.MuiDataGrid-columnHeaderTitle', { hasText: 'Teléfono' }),
    ).toBeVisible();

    // Ticking two rows: the bulk toolbar counts them, the footer does not count them again.
    await grid
      .getByRole('checkbox', { name: /seleccionar fila/i })
      .nth(0)
      .check();
    await grid
      .getByRole('checkbox', { name: /seleccionar fila/i })
      .nth(1)
      .check();
    await expect(page.getByText(/^Seleccionados: 2 usuarios$/)).toBeVisible();
    await expect(grid.getByText(/filas? seleccionadas?/)).toHaveCount(0);
  });

  test('what the screenshot review found at 1366 × 768 stays fixed', async ({ page }) => {
    await page.goto('/admin/auditoria');
    // Every menu entry fits the screen: the last two were below it.
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link', { name: 'Auditoría' })).toBeInViewport({ ratio: 1 });
    // The administrator filter's label is not cut ("Administrador (nombre o c…").
    const label = page.locator('label', { hasText: 'Administrador (nombre o correo)' });
    expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    // Nor the header of the details column ("Detalle del c…").
    const header = page.locator('.MuiDataGrid-columnHeaderTitle', {
      hasText: 'Detalle del cambio',
    });
    expect(await header.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

    // Claves: a colour's name stays on one line ("Verde azulado" broke in two).
    await page.goto('/admin/claves');
    const colour = page.getByRole('table', { name: 'Claves' }).getByText('Verde azulado');
    expect((await colour.boundingBox())?.height ?? 0).toBeLessThan(30);
  });

  test('an empty result says so', async ({ page }) => {
    const token = await adminToken(page.request);
    expect(token).toBeTruthy();
    await page.goto('/admin/usermngmt');
    await page.getByLabel('Buscar usuario').fill('nadie-se-llama-asi');
    await expect(
      usersGrid(page).getByText('Ningún usuario coincide con «nadie-se-llama-asi».'),
    ).toBeVisible();
  });
});
