import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import {
  CENTRE_USER,
  expect as baseExpect,
  downloaded,
  signInAsAdmin,
  test,
} from './support/fixtures';

// The grid and its calls can take a while on a loaded machine; give them room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** The "N centros" line above the table ("1 centro", "12.345 centros": es-ES grouping). */
async function rowCount(page: Page): Promise<number> {
  const text = await page.getByTestId('quiz-count').innerText();
  return Number(/([\d.]+) centros?\b/.exec(text)?.[1]?.replaceAll('.', '') ?? NaN);
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Evaluaciones de los centros' });
const dataRows = (page: Page) => grid(page).locator('.MuiDataGrid-row');
const statusCells = (page: Page) => grid(page).locator('[role="gridcell"][data-field="status"]');

async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function openDatos(page: Page) {
  await page.goto('/admin/datos');
  await expect(page.getByRole('heading', { level: 1, name: 'Seguimiento centros' })).toBeVisible();
  await expect(page.getByTestId('quiz-count')).toContainText(/centros?\b/);
}

/** Opens Seguimiento centros with its table narrowed to one status (fewer rows than all). */
async function openWithStatus(page: Page, status: string) {
  await openDatos(page);
  const total = await rowCount(page);
  await chooseStatus(page, status);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect.poll(() => rowCount(page)).toBeLessThan(total);
}

test.describe('Seguimiento centros', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('filters with Aplicar and clears with Deshacer', async ({ page }) => {
    await openDatos(page);
    const total = await rowCount(page);
    expect(total).toBeGreaterThan(5);
    await expect(dataRows(page)).toHaveCount(5);

    await chooseStatus(page, 'Completada');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => rowCount(page)).toBeLessThan(total);
    const finished = await rowCount(page);
    expect(finished).toBeGreaterThan(0);
    for (const text of await statusCells(page).allInnerTexts()) expect(text).toBe('Completada');

    // The filter is remembered locally and restored.
    await page.reload();
    await expect.poll(() => rowCount(page)).toBe(finished);

    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect.poll(() => rowCount(page)).toBe(total);
  });

  test('pages on the server with 5, 10 or 20 rows', async ({ page }) => {
    await openDatos(page);
    await expect(dataRows(page)).toHaveCount(5);
    // Centre codes are unique (names may repeat).
    const codes = () =>
      grid(page).locator('[data-field="codigo"][role="gridcell"]').allInnerTexts();
    const firstPage = await codes();
    await page.getByRole('button', { name: /siguiente/i }).click();
    await expect(page.getByText(/6[–-]10 de \d+/)).toBeVisible();
    // The rows follow once the server has answered.
    await expect
      .poll(async () => (await codes()).some((code) => firstPage.includes(code)))
      .toBe(false);
    expect(await codes()).toHaveLength(5);

    await page.getByRole('combobox', { name: /filas por página/i }).click();
    await page.getByRole('option', { name: '20' }).click();
    await expect(dataRows(page)).toHaveCount(20);
    await expect(page.getByText(/1[–-]20 de \d+/)).toBeVisible();
    // Back to the default for the other tests (the setup is remembered).
    await page.getByRole('combobox', { name: /filas por página/i }).click();
    await page.getByRole('option', { name: '5', exact: true }).click();
    await expect(dataRows(page)).toHaveCount(5);
  });

  test('a hidden column stays hidden after a reload', async ({ page }) => {
    await openDatos(page);
    const header = grid(page).getByRole('columnheader', { name: 'Código' });
    await expect(header).toBeVisible();
    await page.getByRole('button', { name: 'Columnas' }).click();
    const toggle = page.getByRole('checkbox', { name: 'Código' });
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(header).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('quiz-count')).toContainText(/centros?\b/);
    await expect(grid(page).getByRole('columnheader', { name: 'Centro' })).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: 'Código' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Columnas' }).click();
    await page.getByRole('checkbox', { name: 'Código' }).click();
    await page.keyboard.press('Escape');
    await expect(grid(page).getByRole('columnheader', { name: 'Código' })).toBeVisible();
  });

  test("shows a centre's answers for a key", async ({ page }) => {
    await openWithStatus(page, 'Completada');
    const chip = grid(page)
      .getByRole('button', { name: /Ver respuestas de/ })
      .first();
    await expect(chip).toHaveText('Completada');
    await chip.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('key-answer').first()).toBeVisible();
    const items = await dialog.getByTestId('key-answer').count();
    expect(items).toBeGreaterThan(0);
    const chosen = await dialog.getByText('(respuesta del centro)').count();
    const notApplicable = await dialog.getByText('NO PROCEDE', { exact: true }).count();
    // A question added to the key after the centre finished (the catalogue spec adds one) is
    // listed as not answered; every other question shows the centre's choice or NO PROCEDE.
    const unanswered = await dialog.getByText('Sin responder', { exact: true }).count();
    expect(chosen + notApplicable).toBeGreaterThan(0);
    expect(chosen + notApplicable + unanswered).toBeGreaterThanOrEqual(items);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Deshacer' }).click();
  });

  test("follows the centres' plans: the column, its filter and a row's actions", async ({
    page,
  }) => {
    // The demo coordinator adds an overdue action to their centre's plan, as the centres' app does.
    const login = await page.request.post('/v15/centro/auth/login', { data: CENTRE_USER });
    expect(login.status()).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const headers = { authorization: `Bearer ${token}` };
    const home = await page.request.get('/v15/centro/inicio', { headers });
    const { centre } = ((await home.json()) as { data: { centre: { codigo: string } } }).data;
    const plan = await page.request.get('/v15/centro/plan', { headers });
    const keys = ((await plan.json()) as { data: { claves: { id: number }[] } }).data.claves;
    const texto = `Revisar el plan ${Date.now()}`;
    const created = await page.request.post('/v15/centro/plan/acciones', {
      headers,
      data: { texto, claves_id: keys[0]?.id, fecha_limite: '2001-01-15' },
    });
    expect(created.status()).toBe(201);

    await openDatos(page);
    await expect(grid(page).getByRole('columnheader', { name: 'Plan de mejora' })).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Código' }).fill(centre.codigo);
    await page.getByRole('combobox', { name: 'Plan de mejora' }).click();
    await page.getByRole('option', { name: 'Con acciones vencidas', exact: true }).click();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => rowCount(page)).toBe(1);
    const summary = grid(page).getByRole('button', { name: /^Plan de mejora de .*Ver acciones$/ });
    await expect(summary).toHaveText(/^\d+ acci(ón|ones)/);
    await summary.click();
    const dialog = page.getByRole('dialog');
    const action = dialog.getByTestId('plan-action').filter({ hasText: texto });
    await expect(action).toContainText('15/01/2001 (vencida)');
    await expect(action).toContainText('Pendiente');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);

    // "Sin plan" leaves that centre out.
    await page.getByRole('combobox', { name: 'Plan de mejora' }).click();
    await page.getByRole('option', { name: 'Sin plan', exact: true }).click();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Sin centros que mostrar.')).toBeVisible();
    await page.getByRole('button', { name: 'Deshacer' }).click();
  });

  test('downloads every matching row as .xlsx', async ({ page }) => {
    await openWithStatus(page, 'Sin comenzar');
    const expected = await rowCount(page);
    const download = await downloaded(page, () =>
      page.getByRole('button', { name: 'Descargar tabla' }).click(),
    );
    expect(download.suggestedFilename()).toMatch(/^seguimiento-centros-\d{4}-\d{4}\.xlsx$/);
    const path = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(expected + 1);
    expect(sheet?.getRow(2).getCell(8).value).toBe('Sin comenzar');
    // The plan's column, last, as the screen's cell.
    const header = sheet?.getRow(1).values as unknown[];
    expect(header.at(-1)).toBe('Plan de mejora');
    expect(String(sheet?.getRow(2).getCell(header.length - 1).value)).toMatch(/^Sin plan$|acci/);
    await page.getByRole('button', { name: 'Deshacer' }).click();
  });

  test('resets a finished evaluation of the active period after confirmation', async ({ page }) => {
    await openWithStatus(page, 'Completada');
    const before = await rowCount(page);
    const resetButton = grid(page)
      .getByRole('button', { name: /Reiniciar la evaluación de/ })
      .first();
    const label = (await resetButton.getAttribute('aria-label')) ?? '';
    const centre = label.replace('Reiniciar la evaluación de ', '');
    await resetButton.click();
    const dialog = page.getByRole('dialog', { name: 'Reiniciar evaluación' });
    await expect(dialog).toContainText(centre);
    await dialog.getByRole('button', { name: 'Reiniciar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => rowCount(page)).toBe(before - 1);

    await page.getByRole('button', { name: 'Deshacer' }).click();
    await page.getByRole('textbox', { name: 'Nombre' }).fill(centre);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => rowCount(page)).toBeGreaterThanOrEqual(1);
    const row = dataRows(page).filter({ hasText: centre }).first();
    await expect(row.locator('[data-field="status"]')).toHaveText('Sin comenzar');
    await expect(row.getByRole('button', { name: /Reiniciar/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Deshacer' }).click();
  });
});
