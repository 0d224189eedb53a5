import type { APIRequestContext } from '@playwright/test';
import {
  CENTRE_USER,
  deleteRow,
  expect,
  expectAccessible,
  openDialog,
  signInAsAdmin,
  test,
} from './support/fixtures';

interface Offered {
  id: number;
  claves_id: number;
  clave: string;
  texto: string;
}

/** What the centres' app offers the demo coordinator: suggestions for the centre's weakest keys. */
async function offeredToCentre(request: APIRequestContext): Promise<Offered[]> {
  const login = await request.post('/v15/centro/auth/login', { data: CENTRE_USER });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const response = await request.get('/v15/centro/plan/sugerencias', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Offered[] }).data;
}

test.describe('the plan suggestions screen', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('adds, edits and deletes a suggestion, and the centres are offered it', async ({ page }) => {
    // A key the demo centre is offered suggestions for: one of its weakest.
    const [weak] = await offeredToCentre(page.request);
    if (!weak) throw new Error('the demo centre is offered no suggestion');

    await page.goto('/admin/sugerencias-plan');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sugerencias del plan de mejora' }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Sugerencias del plan de mejora' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);

    // One key's suggestions only.
    await page.getByRole('combobox', { name: 'Clave' }).click();
    await page.getByRole('option', { name: weak.clave, exact: true }).click();
    const rows = table.getByRole('row');
    await expect(rows.filter({ hasText: weak.texto })).toBeVisible();
    for (const cell of await table.locator('tbody tr td:first-child').allTextContents())
      expect(cell).toBe(weak.clave);

    // A new one, of that key (the filter's), first in its order.
    const dialog = await openDialog(page, 'Nueva sugerencia');
    await expect(dialog.getByRole('combobox', { name: 'Clave' })).toHaveText(weak.clave);
    await dialog.getByRole('textbox', { name: 'Texto', exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Escriba el texto de la sugerencia en español.')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Texto', exact: true })
      .fill('Organizar una jornada de puertas abiertas sobre la clave');
    await dialog
      .getByRole('textbox', { name: 'Texto (catalán)' })
      .fill('Organitzar una jornada de portes obertes sobre la clau');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Sugerencia guardada')).toBeVisible();
    const added = rows.filter({ hasText: 'Organizar una jornada de puertas abiertas' });
    await expect(added).toBeVisible();
    await expect
      .poll(async () => (await offeredToCentre(page.request)).map((s) => s.texto))
      .toContain('Organizar una jornada de puertas abiertas sobre la clave');

    // Edited: the table and the centres' offer show the new text.
    await added
      .getByRole('button', {
        name: 'Editar sugerencia Organizar una jornada de puertas abiertas sobre la clave',
      })
      .click();
    const edit = page.getByRole('dialog', { name: 'Editar sugerencia' });
    await edit
      .getByRole('textbox', { name: 'Texto', exact: true })
      .fill('Organizar dos jornadas de puertas abiertas sobre la clave');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Sugerencia guardada').first()).toBeVisible();
    await expect(rows.filter({ hasText: 'Organizar dos jornadas' })).toBeVisible();
    await expect
      .poll(async () => (await offeredToCentre(page.request)).map((s) => s.texto))
      .toContain('Organizar dos jornadas de puertas abiertas sobre la clave');

    // Deleted after confirming: gone from the table and from what the centres are offered.
    await deleteRow(page, table, {
      what: 'sugerencia',
      title: 'Organizar dos jornadas de puertas abiertas sobre la clave',
      done: 'Sugerencia eliminada',
    });
    expect((await offeredToCentre(page.request)).map((s) => s.texto)).not.toContain(
      'Organizar dos jornadas de puertas abiertas sobre la clave',
    );
  });
});
