import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { adminToken, apiData, demoCentres, massUpload } from './support/users-screen';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const bar = (page: Page) => page.getByRole('region', { name: 'Acciones sobre la selección' });
const dialog = (page: Page) => page.getByRole('dialog');

/** Opens `path`, searches `tag` in its grid and ticks the first two rows found. */
async function tickTwoFound(page: Page, path: string, name: string, search: string, tag: string) {
  await page.goto(path);
  const grid = page.getByRole('grid', { name });
  const rows = grid.locator('[role="row"][data-id]');
  await page.getByLabel(search).fill(tag);
  // Wait for the filtered page itself: the unfiltered first page has ten rows too.
  await expect(rows.filter({ hasText: tag })).toHaveCount(10);
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  return { grid, rows };
}

/** Users of a test's tag as the API lists them, inactive ones included. */
async function tagged(request: APIRequestContext, token: string, tag: string) {
  const setup = { size: 50, page: 0 };
  return apiData<{ email: string; activo: number }[]>(
    request,
    token,
    `/v1/users?setup=${q(setup)}&filter=${q({ search: tag, showInactive: true })}`,
  );
}

test.describe('Acciones masivas', () => {
  // Three pages of users, two grids and axe on every visit: slow on the shared machine.
  test.describe.configure({ timeout: 420_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('users: tick rows, select all matching across pages, confirm the count, refused rows', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const [centre] = await demoCentres(request, token, 1);
    const tag = `masivo${Date.now().toString(36)}`;
    await massUpload(
      request,
      token,
      Array.from({ length: 25 }, (_, i) => ({
        nombre: 'Persona',
        apellidos: `${tag} ${String(i).padStart(2, '0')}`,
        email: `${tag}.${i}@centro.example`,
        codigocentro: centre?.codigo ?? '',
      })),
    );

    // Two rows ticked on the page of the tag's users.
    const { rows } = await tickTwoFound(
      page,
      '/admin/usermngmt',
      'Usuarios',
      'Buscar usuario',
      tag,
    );
    await expect(bar(page)).toContainText('Seleccionados: 2 usuarios');
    await bar(page).getByRole('button', { name: 'Desactivar' }).click();
    await expect(dialog(page)).toContainText('¿Desactivar a 2 usuarios?');
    await dialog(page).getByRole('button', { name: 'Desactivar' }).click();
    await expect(dialog(page)).toContainText('Usuarios desactivados: 2.');
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
    await expect(bar(page)).toHaveCount(0);

    // Every user of the filter, inactive ones included: 25 over three pages.
    await expect(page.getByText('1–10 de 23')).toBeVisible();
    await page.getByLabel('Mostrar inactivos').check();
    await expect(page.getByText('1–10 de 25')).toBeVisible();
    await expect(rows).toHaveCount(10);
    await rows.nth(0).getByRole('checkbox').check();
    await bar(page)
      .getByRole('button', { name: 'Seleccionar los 25 que coinciden con el filtro' })
      .click();
    await expect(bar(page)).toContainText('Seleccionados: 25 usuarios (todos los que coinciden');

    // An invitation to inactive people is refused: nothing is sent, each refused row is named.
    await bar(page).getByRole('button', { name: 'Reenviar invitación' }).click();
    await expect(dialog(page)).toContainText('a 25 usuarios');
    await dialog(page).getByRole('button', { name: 'Reenviar invitación' }).click();
    await expect(dialog(page)).toContainText('No se ha aplicado ningún cambio');
    await expect(dialog(page)).toContainText('2 de 25 filas seleccionadas no lo permiten');
    const refused = dialog(page).getByRole('table', { name: 'Filas rechazadas' });
    await expect(refused.getByRole('row')).toHaveCount(3);
    await expect(refused).toContainText('El usuario está desactivado');
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click();

    // One row unticked on the second page: the other 24 are deactivated, on every page.
    const firstOfPageOne = (await rows.nth(0).locator('[data-field="email"]').innerText()).trim();
    await page
      .getByRole('region', { name: 'Tabla de usuarios (desplazable)' })
      .getByRole('button', { name: 'Ir a la página siguiente' })
      .click();
    // The first page's rows stay on screen until the second page arrives: wait for it.
    await expect(rows.nth(0).locator('[data-field="email"]')).not.toHaveText(firstOfPageOne);
    const spared = rows.nth(0);
    const sparedEmail = (await spared.locator('[data-field="email"]').innerText()).trim();
    await spared.getByRole('checkbox').uncheck();
    await expect(bar(page)).toContainText('Seleccionados: 24 usuarios');
    await bar(page).getByRole('button', { name: 'Desactivar' }).click();
    await expect(dialog(page)).toContainText('¿Desactivar a 24 usuarios?');
    await dialog(page).getByRole('button', { name: 'Desactivar' }).click();
    await expect(dialog(page)).toContainText('Usuarios desactivados: 22.');
    await expect(dialog(page)).toContainText('Sin cambios (ya estaban así): 2.');
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click();

    const users = await tagged(request, token, tag);
    expect(users).toHaveLength(25);
    expect(users.filter((u) => u.activo === 1).map((u) => u.email)).toEqual([sparedEmail]);
  });

  test('centres: export the ticked centres, deactivate every centre of the filter', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = `Bulk${Date.now().toString(36)}`;
    for (let i = 0; i < 12; i += 1) {
      const response = await request.put('/v2/centros', {
        headers: auth(token),
        data: {
          nombre: `Centro ${tag} ${String(i).padStart(2, '0')}`,
          codigo: `${tag}-${i}`,
          activo: 1,
          comunidades_id: 13,
          provincias_id_provincia: 28,
          municipios_id_municipio: 28079,
        },
      });
      expect(response.status()).toBe(201);
    }

    const { grid, rows } = await tickTwoFound(
      page,
      '/admin/centros',
      'Centros',
      'Buscar centro',
      tag,
    );
    await expect(bar(page)).toContainText('Seleccionados: 2 centros');

    const downloading = page.waitForEvent('download');
    await bar(page).getByRole('button', { name: 'Exportar selección (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('centros.csv');
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r\n/);
    expect(lines).toHaveLength(3);

    await bar(page)
      .getByRole('button', { name: 'Seleccionar los 12 que coinciden con el filtro' })
      .click();
    await bar(page).getByRole('button', { name: 'Desactivar' }).click();
    await expect(dialog(page)).toContainText('¿Desactivar 12 centros?');
    await dialog(page).getByRole('button', { name: 'Desactivar' }).click();
    await expect(dialog(page)).toContainText('Centros desactivados: 12.');
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
    // The list shows active centres only: the tag's are gone from it, and are all inactive.
    await expect(grid).toContainText('Sin centros que mostrar.');
    await page.getByLabel('Mostrar inactivos').check();
    await expect(rows).toHaveCount(10);
    const counted = await request.get(
      `/v2/centros/bulk/count?selection=${q({ filter: { search: tag, actives: true }, except: [] })}`,
      { headers: auth(token) },
    );
    expect(((await counted.json()) as { data: { count: number } }).data.count).toBe(0);
  });
});
