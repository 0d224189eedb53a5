import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { downloaded, expect, signInAsAdmin, test } from './support/fixtures';
import { adminToken } from './support/users-screen';

interface Report {
  total: number;
  communities: { id: number; name: string; total: number; centres: number }[];
  ownership: { id: string; name: string; total: number }[];
}

async function results(request: APIRequestContext, period: number): Promise<Report> {
  const token = await adminToken(request);
  const response = await request.get(`/v15/reports/results?period=${period}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Report }).data;
}

test.describe('the results downloads', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('shows the totals per ownership and a bubble per community', async ({ page, request }) => {
    const report = await results(request, 0);
    expect(report.total).toBeGreaterThan(0);
    await page.goto('/admin/download-results');
    await expect(page.getByTestId('results-total')).toHaveText(String(report.total));
    for (const label of ['Público', 'Concertado', 'Privado', 'Sin titularidad']) {
      const entry = report.ownership.find((o) => o.name === label);
      await expect(page.getByTestId(`ownership-${entry?.id ?? ''}`)).toHaveText(
        String(entry?.total),
      );
    }
    const withTotal = report.communities.filter((c) => c.total > 0);
    const bubbles = page.locator('[data-testid="spain-map"] circle[data-community]');
    await expect(bubbles).toHaveCount(withTotal.length);

    // Name and total on keyboard focus, and on hover.
    const biggest = [...withTotal].sort((a, b) => b.total - a.total)[0];
    if (!biggest) throw new Error('no community');
    const bubble = page.locator(`circle[data-community="${biggest.id}"]`);
    await bubble.focus();
    await expect(page.getByTestId('map-tooltip')).toHaveText(`${biggest.name}: ${biggest.total}`);
    await expect(bubble).toHaveAttribute('aria-label', `${biggest.name}: ${biggest.total}`);
    await page.mouse.move(0, 0);
    await bubble.blur();
    await expect(page.getByTestId('map-tooltip')).toHaveCount(0);
    await bubble.hover({ force: true });
    await expect(page.getByTestId('map-tooltip')).toContainText(biggest.name);
  });

  test('follows the period selector and downloads the Excel and the map', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/download-results');
    await page.getByRole('combobox', { name: 'Periodo' }).click();
    const option = page.getByRole('option').nth(2); // the second newest period
    const periodo = (await option.textContent()) ?? '';
    await option.click();

    const token = await adminToken(request);
    const periods = (await (
      await request.get('/v7/allperiodos', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: number; periodo: string }[] };
    const period = periods.data.find((p) => p.periodo === periodo);
    if (!period) throw new Error('period not found');
    const report = await results(request, period.id);
    await expect(page.getByTestId('results-total')).toHaveText(String(report.total));
    // The image names its period and explains its bubbles; with one period, each bubble gives
    // the community's participation rate over its active centres.
    const map = page.getByTestId('spain-map');
    await expect(page.getByTestId('map-title')).toContainText(`Periodo: ${periodo}`);
    await expect(page.getByTestId('map-legend')).toContainText('% del total');
    const shown = report.communities.find((c) => c.total > 0 && c.centres > 0);
    if (!shown) throw new Error('no community with centres');
    const rate = Math.round((100 * shown.total) / shown.centres);
    await expect(map.locator(`circle[data-community="${shown.id}"]`)).toHaveAttribute(
      'aria-label',
      `${shown.name}: ${shown.total} (${rate} % de ${shown.centres} centros)`,
    );

    const excel = await downloaded(page, () =>
      page.getByRole('button', { name: 'Descargar Excel' }).click(),
    );
    expect(excel.suggestedFilename()).toBe(`resultados-${periodo}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await excel.path());
    const sheet = book.getWorksheet('Resultados');
    expect(sheet?.rowCount).toBe(report.total + 1);
    expect(sheet?.getRow(2).getCell(7).value).toBe(periodo);

    const answers = await downloaded(page, () =>
      page.getByRole('button', { name: 'Descargar respuestas' }).click(),
    );
    expect(answers.suggestedFilename()).toBe(`respuestas-${periodo}.xlsx`);
    const answersBook = new ExcelJS.Workbook();
    await answersBook.xlsx.readFile(await answers.path());
    expect(answersBook.getWorksheet('Respuestas')?.rowCount).toBeGreaterThan(report.total);

    const image = await downloaded(page, () =>
      page.getByRole('button', { name: 'Descargar imagen del mapa' }).click(),
    );
    expect(image.suggestedFilename()).toBe(`mapa-${periodo}.png`);
    const png = await readFile(await image.path());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 600]);
  });
});
