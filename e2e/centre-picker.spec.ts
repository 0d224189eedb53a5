import { expect, expectAccessible, signInAsAdmin, test } from './support/fixtures';
import {
  adminToken,
  chooseCentre,
  demoCentres,
  listedUser,
  onlyRow,
  showOnly,
} from './support/users-screen';

test.describe('Gestión de usuarios: a centre is found by name, code or municipality', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('the new-user dialog finds the centre on the server and shows name, code and municipality', async ({
    page,
  }) => {
    const token = await adminToken(page.request);
    const [centre, other] = await demoCentres(page.request, token, 2);
    if (!centre || !other) throw new Error('the demo seed has no centres');
    const searches: number[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/v2/centros/search')) {
        searches.push(((await response.json()) as { data: unknown[] }).data.length);
      }
    });

    await page.goto('/admin/usermngmt');
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await expect(dialog.getByLabel('Id del centro')).toHaveCount(0);
    const picker = dialog.getByRole('combobox', { name: 'Centro' });

    // Two letters are not searched: the field says what to type.
    await picker.fill('ab');
    await expect(
      page.getByText(
        'Escriba al menos 3 caracteres del nombre, el código o el municipio del centro.',
      ),
    ).toBeVisible();

    // By code: the exact code comes first.
    await picker.fill(centre.codigo);
    const first = page.getByRole('option').first();
    await expect(first).toContainText(centre.nombre);
    await expect(first).toContainText(`${centre.codigo} · ${centre.municipio}`);
    // The open list of centres passes the same accessibility check as every page.
    await expectAccessible(page);

    // By municipality, then chosen: the field shows its name and code.
    await chooseCentre(page, picker, centre.municipio, centre.codigo);
    await expect(picker).toHaveValue(`${centre.nombre} (código ${centre.codigo})`);
    expect(searches.length).toBeGreaterThan(0);
    expect(Math.max(...searches)).toBeLessThanOrEqual(10);

    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Centro');
    await dialog.getByLabel('Apellidos').fill('Buscado');
    await dialog.getByLabel('Correo electrónico').fill('centro.buscado@centro.example');
    await dialog.getByLabel('Teléfono').fill('600000001');
    await dialog.getByLabel('Perfil').click();
    await page.getByRole('option', { name: 'Equipo docente' }).click();
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(
      page.getByText('Se ha creado el usuario y se le ha enviado un mail'),
    ).toBeVisible();
    expect(await listedUser(page.request, token, 'centro.buscado@centro.example')).toMatchObject({
      centros_id: centre.id,
    });

    // The table names the centre, and its centre is changed with the same picker.
    await showOnly(page, 'centro.buscado@centro.example');
    await expect(onlyRow(page).locator('[data-field="centros_id"]')).toHaveText(centre.nombre);
    await page.getByRole('button', { name: 'Editar a centro.buscado@centro.example' }).click();
    const editing = page.getByRole('dialog', { name: 'Editar a centro.buscado@centro.example' });
    const field = editing.getByRole('combobox', { name: 'Centro' });
    await expect(field).toHaveValue(`${centre.nombre} (código ${centre.codigo})`);
    await chooseCentre(page, field, other.nombre.slice(0, 12), other.codigo);
    await editing.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario actualizado')).toBeVisible();
    await expect(onlyRow(page).locator('[data-field="centros_id"]')).toHaveText(other.nombre);
    expect(await listedUser(page.request, token, 'centro.buscado@centro.example')).toMatchObject({
      codigo: other.codigo,
    });
  });
});
