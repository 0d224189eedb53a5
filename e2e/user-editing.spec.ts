import type { Locator, Page } from '@playwright/test';
import { ADMIN, CENTRE_USER, expect, signInAsAdmin, test } from './support/fixtures';
import {
  adminToken,
  apiData,
  demoCentres,
  listedUser,
  massUpload,
  onlyRow,
  registerUser,
  showOnly,
  type ListedUser,
} from './support/users-screen';

const UPDATED = 'Usuario actualizado';

/** Opens the dialog editing the user `email`, from the pencil of their row. */
async function editRow(page: Page, email: string): Promise<Locator> {
  await showOnly(page, email);
  await page.getByRole('button', { name: `Editar a ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Editar a ${email}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses `option` in the select `label` of the dialog. */
async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const save = (dialog: Locator) => dialog.getByRole('button', { name: 'Guardar' }).click();

test.describe('Gestión de usuarios: every user can be edited and deactivated', () => {
  // Each edit is a dialog opened, filled and saved, then read back through the API; axe checks
  // every visit. On a loaded machine that passes 2 minutes.
  test.describe.configure({ timeout: 180_000 });
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
    const dialog = await editRow(page, demo.email);
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Demo Editada');
    await choose(page, dialog, 'Activo', 'No');
    await save(dialog);
    await expect(page.getByText(UPDATED)).toBeVisible();
    await expect(dialog).toBeHidden();
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
    let dialog = await editRow(page, email);
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Marta Isabel');
    await save(dialog);
    await expect(page.getByText(UPDATED)).toBeVisible();
    await expect(dialog).toBeHidden();

    dialog = await editRow(page, email);
    await choose(page, dialog, 'Activo', 'No');
    await save(dialog);
    await expect(page.getByText(UPDATED).first()).toBeVisible();
    await expect.poll(async () => (await listedUser(page.request, token, email)).activo).toBe(0);
    const user = await listedUser(page.request, token, email);
    expect(user).toMatchObject({ nombre: 'Marta Isabel', telefono: '', dni: '' });
  });

  test('an administrator: the missing fields are named, filled in the open dialog, then saved', async ({
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
    const dialog = await editRow(page, email);
    await choose(page, dialog, 'Activo', 'No');
    await save(dialog);
    await expect(
      page.getByText(
        'Todos los campos deben estar completados: faltan 3 valores de 11. ' +
          'Campos vacíos: Teléfono, DNI, Cargo, Centro.',
      ),
    ).toBeVisible();
    // The dialog stays open with what was typed, so the values can be added and saved together.
    await dialog.getByLabel('Teléfono').fill('910000000');
    await dialog.getByLabel('DNI').fill('00000000T');
    await choose(page, dialog, 'Cargo', 'Director/a');
    await save(dialog);
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
    const dialog = await editRow(page, ADMIN.email);
    await dialog.getByLabel('Teléfono').fill('915550000');
    await dialog.getByLabel('DNI').fill('11111111H');
    await choose(page, dialog, 'Cargo', 'Director/a');
    await choose(page, dialog, 'Activo', 'No');
    await save(dialog);
    await expect(
      page.getByText(
        'No puede desactivar su propia cuenta ni quitarse el perfil de administrador.',
      ),
    ).toBeVisible();

    await choose(page, dialog, 'Activo', 'Sí');
    await save(dialog);
    await expect(page.getByText(UPDATED)).toBeVisible();
    expect(await listedUser(page.request, token, ADMIN.email)).toMatchObject({
      telefono: '915550000',
      activo: 1,
    });
  });
});
