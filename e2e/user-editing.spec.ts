import type { Page } from '@playwright/test';
import { ADMIN, CENTRE_USER, expect, signInAsAdmin, test } from './support/fixtures';
import {
  adminToken,
  apiData,
  chooseInRow,
  demoCentres,
  listedUser,
  massUpload,
  onlyRow,
  registerUser,
  showOnly,
  type ListedUser,
} from './support/users-screen';

const UPDATED = 'Usuario actualizado';

/** Opens the row of `email` for editing: the whole row is edited and saved at once. */
async function editRow(page: Page, email: string) {
  await showOnly(page, email);
  await page.getByRole('button', { name: `Editar a ${email}` }).click();
  await expect(page.getByRole('button', { name: `Guardar los cambios de ${email}` })).toBeVisible();
}

const save = (page: Page, email: string) =>
  page.getByRole('button', { name: `Guardar los cambios de ${email}` }).click();

test.describe('Gestión de usuarios: every user can be edited and deactivated (issue 15)', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('a demo user: renamed and deactivated from the screen', async ({ page }) => {
    const token = await adminToken(page.request);
    const setup = encodeURIComponent(JSON.stringify({ size: 50, page: 0 }));
    const listed = await apiData<ListedUser[]>(page.request, token, `/v1/users?setup=${setup}`);
    const demo = listed.find(
      (u) => u.perfil === 2 && u.centros_id !== null && u.email !== CENTRE_USER.email,
    );
    if (!demo) throw new Error('the demo seed has no teacher');

    await page.goto('/admin/usermngmt');
    await editRow(page, demo.email);
    await onlyRow(page).locator('[data-field="nombre"] input').fill('Demo Editada');
    await chooseInRow(page, 'activo', 'No');
    await save(page, demo.email);
    await expect(page.getByText(UPDATED)).toBeVisible();
    expect(await listedUser(page.request, token, demo.email)).toMatchObject({
      nombre: 'Demo Editada',
      activo: 0,
    });

    // Inactive users are listed again with "Mostrar inactivos".
    await page.getByLabel('Mostrar inactivos').check();
    await showOnly(page, demo.email);
    await expect(onlyRow(page).locator('[data-field="activo"]')).toHaveText('No');
  });

  test('a mass-uploaded user (no phone, DNI or cargo): renamed and deactivated', async ({
    page,
  }) => {
    const token = await adminToken(page.request);
    const [centre] = await demoCentres(page.request, token, 1);
    const email = 'masiva.edicion@centro.example';
    await massUpload(page.request, token, [
      { nombre: 'Marta', apellidos: 'Masiva', email, codigocentro: centre?.codigo ?? '' },
    ]);

    await page.goto('/admin/usermngmt');
    await editRow(page, email);
    await onlyRow(page).locator('[data-field="nombre"] input').fill('Marta Isabel');
    await save(page, email);
    await expect(page.getByText(UPDATED)).toBeVisible();

    await editRow(page, email);
    await chooseInRow(page, 'activo', 'No');
    await save(page, email);
    await expect(page.getByText(UPDATED).first()).toBeVisible();
    await expect.poll(async () => (await listedUser(page.request, token, email)).activo).toBe(0);
    const user = await listedUser(page.request, token, email);
    expect(user).toMatchObject({ nombre: 'Marta Isabel', telefono: '', dni: '' });
  });

  test('an administrator: the missing fields are named, filled in the open row, then saved', async ({
    page,
  }) => {
    const token = await adminToken(page.request);
    // An administrator account as the first start creates it: no phone, DNI, cargo or centre.
    const email = 'segunda.admin@programa.example';
    await registerUser(page.request, token, {
      nombre: 'Segunda',
      apellidos: 'Administración',
      email,
      perfil: 0,
    });

    await page.goto('/admin/usermngmt');
    await editRow(page, email);
    await chooseInRow(page, 'activo', 'No');
    await save(page, email);
    await expect(
      page.getByText(
        'Todos los campos deben estar completados: faltan 3 valores de 11. ' +
          'Campos vacíos: Teléfono, DNI, Cargo, Centro.',
      ),
    ).toBeVisible();
    // The row stays open with what was typed, so the values can be added and saved together.
    await onlyRow(page).locator('[data-field="telefono"] input').fill('910000000');
    await onlyRow(page).locator('[data-field="dni"] input').fill('00000000T');
    await chooseInRow(page, 'cargos_id', 'Director/a');
    await save(page, email);
    await expect(page.getByText(UPDATED)).toBeVisible();
    expect(await listedUser(page.request, token, email)).toMatchObject({
      activo: 0,
      telefono: '910000000',
      perfil: 0,
    });
  });

  test('the signed-in administrator edits their own row but cannot deactivate it', async ({
    page,
  }) => {
    const token = await adminToken(page.request);
    await page.goto('/admin/usermngmt');
    await editRow(page, ADMIN.email);
    await onlyRow(page).locator('[data-field="telefono"] input').fill('915550000');
    await onlyRow(page).locator('[data-field="dni"] input').fill('11111111H');
    await chooseInRow(page, 'cargos_id', 'Director/a');
    await chooseInRow(page, 'activo', 'No');
    await save(page, ADMIN.email);
    await expect(
      page.getByText(
        'No puede desactivar su propia cuenta ni quitarse el perfil de administrador.',
      ),
    ).toBeVisible();

    await chooseInRow(page, 'activo', 'Sí');
    await save(page, ADMIN.email);
    await expect(page.getByText(UPDATED)).toBeVisible();
    expect(await listedUser(page.request, token, ADMIN.email)).toMatchObject({
      telefono: '915550000',
      activo: 1,
    });
  });
});
