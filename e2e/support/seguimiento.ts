import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A second device: a page of its own context at `width` × 900, in Spanish. */
export async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
  return context.newPage();
}

/**
 * Opens Seguimiento centros narrowed by name to `centre` and returns its row. On a phone the
 * filters fold behind "Filtros".
 */
export async function seguimientoRow(adminPage: Page, centre: string) {
  await adminPage.goto('/admin/datos');
  const folded = adminPage.getByRole('button', { name: 'Filtros', exact: true });
  const name = adminPage.getByRole('textbox', { name: 'Nombre' });
  await expect(name.or(folded)).toBeVisible();
  if (await folded.isVisible()) await folded.click();
  await name.fill(centre);
  await adminPage.getByRole('button', { name: 'Aplicar' }).click();
  return adminPage
    .getByRole('grid', { name: 'Evaluaciones de los centros' })
    .locator('.MuiDataGrid-row')
    .filter({ hasText: centre })
    .first();
}
