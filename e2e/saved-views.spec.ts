import type { Locator, Page } from '@playwright/test';
import { confirmIn, expect, signInAsAdmin, test } from './support/fixtures';
import { adminToken } from './support/users-screen';

/**
 * Saved views: an administrator saves a table's filter and order as a named view on
 * the server, changes the table, reloads, and opens the view again from the Vistas menu.
 */

/** The sorted column of the table in `area`, as `field:ascending|descending`. */
const sortedColumns = (area: Locator) =>
  area
    .locator(
      '[role="columnheader"][aria-sort="ascending"], [role="columnheader"][aria-sort="descending"]',
    )
    .evaluateAll((headers) =>
      headers.map((h) => `${h.getAttribute('data-field')}:${h.getAttribute('aria-sort')}`),
    );

async function saveViewAs(page: Page, name: string) {
  await page.getByRole('button', { name: 'Vistas' }).click();
  await page.getByRole('menuitem', { name: 'Guardar vista actual como…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar vista' });
  await dialog.getByLabel('Nombre de la vista').fill(name);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Vista guardada.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function openView(page: Page, name: string) {
  await page.getByRole('button', { name: 'Vistas' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

test.describe('saved views', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('Gestión de usuarios: a view with a search and an order opens after a reload', async ({
    page,
  }) => {
    await page.goto('/admin/usermngmt');
    const area = page.getByRole('region', { name: 'Tabla de usuarios (desplazable)' });
    const search = page.getByLabel('Buscar usuario');
    await search.fill('demo');
    await area.getByRole('columnheader', { name: 'Apellidos' }).click();
    await area.getByRole('columnheader', { name: 'Apellidos' }).click();
    await expect.poll(() => sortedColumns(area)).toEqual(['apellidos:descending']);
    const filtered = await area.getByText(/\d+[–-]\d+ de \d+/).textContent();
    await saveViewAs(page, 'Demo por apellidos');

    // Another setup, remembered locally, then a reload: the table is as it was left.
    await search.fill('');
    await area.getByRole('columnheader', { name: 'Correo electrónico' }).click();
    await expect.poll(() => sortedColumns(area)).toEqual(['email:ascending']);
    await page.reload();
    await expect(search).toHaveValue('');

    await openView(page, 'Demo por apellidos');
    await expect(page.getByText('Vista «Demo por apellidos» abierta.')).toBeVisible();
    await expect(search).toHaveValue('demo');
    await expect.poll(() => sortedColumns(area)).toEqual(['apellidos:descending']);
    await expect(area.getByText(filtered ?? '')).toBeVisible();

    // A second name already used is refused in Spanish and the dialog stays open.
    await page.getByRole('button', { name: 'Vistas' }).click();
    await page.getByRole('menuitem', { name: 'Guardar vista actual como…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guardar vista' });
    await dialog.getByLabel('Nombre de la vista').fill('demo POR apellidos');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Ya tiene una vista con ese nombre en esta tabla.',
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  test('BBDD Centros: views are renamed, deleted, and an old view opens without what is gone', async ({
    page,
  }) => {
    // A view saved when the table still had a "fax" column and a "provincia" filter.
    const token = await adminToken(page.request);
    const created = await page.request.post('/v1/views', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        table: 'centres',
        name: 'Antigua',
        state: {
          filter: { search: 'e', provincia: 28 },
          order: { field: 'nombre', direction: 'desc' },
          size: 20,
          hiddenColumns: ['fax'],
        },
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/admin/centros');
    const area = page.getByRole('region', { name: 'Tabla de centros (desplazable)' });
    await openView(page, 'Antigua');
    await expect(
      page.getByText(
        'Vista «Antigua» abierta sin lo que ya no existe en la tabla: filtro «provincia», columna «fax».',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Buscar centro')).toHaveValue('e');
    await expect.poll(() => sortedColumns(area)).toEqual(['nombre:descending']);
    await expect(area.getByRole('combobox', { name: /filas por página/i })).toContainText('20');

    // Rename it, then delete it, from Gestionar vistas.
    await page.getByRole('button', { name: 'Vistas' }).click();
    await page.getByRole('menuitem', { name: 'Gestionar vistas…' }).click();
    const manager = page.getByRole('dialog', { name: 'Vistas guardadas' });
    await manager.getByRole('button', { name: 'Renombrar la vista Antigua' }).click();
    const rename = page.getByRole('dialog', { name: 'Renombrar vista' });
    await rename.getByLabel('Nombre de la vista').fill('Con e');
    await rename.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Vista renombrada.')).toBeVisible();
    await manager.getByRole('button', { name: 'Eliminar la vista Con e' }).click();
    await confirmIn(page, 'Eliminar vista', 'Eliminar');
    await expect(page.getByText('Vista eliminada.')).toBeVisible();
    await expect(manager.getByText('No hay vistas guardadas')).toBeVisible();
    await manager.getByRole('button', { name: 'Cerrar' }).click();
  });
});
