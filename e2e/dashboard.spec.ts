import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  ADMIN,
  downloaded,
  expect,
  expectAccessible,
  signInAsAdmin,
  test,
} from './support/fixtures';

/** A bearer header for calling the API directly, to compare the screen with the server. */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/v1/auth/login', { data: ADMIN });
  const { data } = (await response.json()) as { data: { token: string } };
  return { authorization: `Bearer ${data.token}` };
}

async function apiData<T>(request: APIRequestContext, url: string, headers: object): Promise<T> {
  const response = await request.get(url, { headers: headers as Record<string, string> });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const filterUrl = (path: string, filter: object) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The text pdfkit draws: hex strings inside deflated content streams. */
function pdfText(pdf: Buffer): string {
  let text = '';
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      const content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) {
        text += Buffer.from(hex[1] ?? '', 'hex').toString('latin1');
      }
    } catch {
      // The image stream: no text.
    }
  }
  return text;
}

test.describe('the dashboard', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('Apply and Clear change the figures of the three cards', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const counts = await apiData<{ total: number }>(request, '/v2/centros/dashboard', headers);
    const options = await apiData<{ comunidades: { id: number; nombre: string }[] }>(
      request,
      '/v2/centers/dashboard-filters',
      headers,
    );
    // A community holding some but not all of the demo centres.
    let chosen: { id: number; nombre: string; filtered: number } | undefined;
    for (const c of options.comunidades) {
      const { filtered } = await apiData<{ filtered: number }>(
        request,
        filterUrl('/v2/centers/dashboard', { comunidad: c.id }),
        headers,
      );
      if (filtered > 0 && filtered < counts.total) {
        chosen = { ...c, filtered };
        break;
      }
    }
    if (!chosen) throw new Error('no community to filter by');
    const periods = await apiData<{ centers: { periodo: string; Empezadas: number }[] }>(
      request,
      filterUrl('/v2/centros/evaluation-period', { comunidad: chosen.id }),
      headers,
    );

    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('centres-total')).toHaveText(String(counts.total));
    await expect(page.getByTestId('centres-filtered')).toHaveText(String(counts.total));

    await page.getByRole('combobox', { name: 'Comunidad autónoma' }).click();
    await page.getByRole('option', { name: chosen.nombre, exact: true }).click();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByTestId('centres-filtered')).toHaveText(String(chosen.filtered));
    await expect(page.getByTestId('centres-total')).toHaveText(String(counts.total));
    // The totals say what they count.
    await expect(page.getByText('Centros activos; los dados de baja no se cuentan')).toBeVisible();
    const share = Math.round((100 * chosen.filtered) / counts.total);
    await expect(page.getByText(`${share} % de los activos cumple el filtro`)).toBeVisible();
    const first = periods.centers[0];
    if (first) {
      const row = page
        .getByRole('table', { name: /Evaluaciones empezadas/ })
        .getByRole('row', { name: new RegExp(first.periodo) });
      await expect(row.getByRole('cell').first()).toHaveText(String(first.Empezadas));
    }

    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(page.getByTestId('centres-filtered')).toHaveText(String(counts.total));
  });

  test('shows every key with its signed difference in Spanish format', async ({ page }) => {
    await page.goto('/admin/dashboard');
    const table = page.getByRole('table', { name: /Resultados por clave/ });
    await expect(table.getByRole('row')).toHaveCount(11); // header + ten keys
    const differences = page.getByTestId(/^difference-/);
    await expect(differences).toHaveCount(10);
    for (const text of await differences.allTextContents()) {
      expect(text).toMatch(/^([+-]\d+,\d{2}|—)$/);
    }
  });

  test("shows the plans' adoption and their actions per key", async ({ page }) => {
    await page.goto('/admin/dashboard');
    const card = page.getByRole('region', { name: 'Planes de mejora' });
    await expect(card.getByTestId('plan-adoption')).toContainText(/centros con plan \(/);
    const table = card.getByRole('table', { name: /Acciones del plan de mejora/ });
    await expect(table.getByRole('row')).toHaveCount(11); // header + ten keys
    await expectAccessible(page);
  });

  test('exports the chart as a 1200×800 PNG and a one-page PDF', async ({ page }) => {
    await page.goto('/admin/dashboard');
    const card = page.getByRole('region', { name: 'Evaluaciones por periodo' });
    await expect(card.getByRole('button', { name: 'Descargar imagen' })).toBeEnabled();
    const png = await downloaded(page, () =>
      card.getByRole('button', { name: 'Descargar imagen' }).click(),
    );
    expect(png.suggestedFilename()).toMatch(/\.png$/);
    const bytes = await readFile(await png.path());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 800]);

    const pdf = await downloaded(page, () =>
      card.getByRole('button', { name: 'Descargar PDF' }).click(),
    );
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await readFile(await pdf.path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect((file.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length).toBe(1);
    expect(pdfText(file)).toContain('Evaluaciones empezadas y terminadas por periodo');
  });

  test('downloads the filtered centres as CSV and Excel', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const counts = await apiData<{ total: number }>(request, '/v2/centros/dashboard', headers);
    await page.goto('/admin/dashboard');
    const card = page.getByRole('region', { name: 'Centros' });
    const csv = await downloaded(page, () =>
      card.getByRole('button', { name: 'Descargar CSV' }).click(),
    );
    expect(csv.suggestedFilename()).toBe('centros.csv');
    const lines = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
    expect(lines).toHaveLength(counts.total + 1);
    expect(lines[0]).toContain('"Código";"Nombre";');

    const xlsx = await downloaded(page, () =>
      card.getByRole('button', { name: 'Descargar Excel' }).click(),
    );
    expect(xlsx.suggestedFilename()).toBe('centros.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await xlsx.path());
    expect(book.getWorksheet('Centros')?.rowCount).toBe(counts.total + 1);
  });
});
