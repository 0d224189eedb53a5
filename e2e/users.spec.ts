import type { APIRequestContext } from '@playwright/test';
import { ADMIN, confirmIn, expect, signInAsAdmin, test } from './support/fixtures';
import {
  adminToken,
  chooseCentre,
  demoCentres,
  fillNewUser,
  registerUser,
  showOnly,
  usersGrid,
} from './support/users-screen';

const MESSAGES = {
  incomplete: 'Todos los campos deben estar completados',
  profileTooShort: 'En perfil debe mas de 2 letras.',
  deleteFailed: 'No fue posible eliminar la cuenta.',
  created: 'Se ha creado el usuario y se le ha enviado un mail',
  createFailed: 'Se ha producido un error al crear el usuario',
  reset: 'Se ha reseteado la contraseña del usuario y se le ha enviado un mail',
};

/** A centre id of the demo seed, read from its users. */
async function demoCentre(request: APIRequestContext, token: string): Promise<number> {
  const setup = JSON.stringify({ size: 50, page: 0 });
  const response = await request.get(`/v1/users?setup=${encodeURIComponent(setup)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: { centros_id: number | null }[] };
  const centre = data.find((u) => u.centros_id !== null)?.centros_id;
  if (!centre) throw new Error('the demo seed has no centre users');
  return centre;
}

test.describe('Gestión de usuarios', () => {
  // Axe analyses every visit of a page with three data grids; the shared machine is slow.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('create: the 8-value rule, success and a server failure with its reason', async ({
    page,
  }) => {
    const token = await adminToken(page.request);
    const [{ codigo } = { codigo: '' }] = await demoCentres(page.request, token, 1);
    await page.goto('/admin/usermngmt');
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
    // A missing field is said once, under it, with no notice.
    await fillNewUser(page, dialog, { nombre: 'Elena', email: 'elena.e2e@centro.example' });
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(dialog.getByText('El perfil es obligatorio.')).toHaveCount(1);
    await expect(page.locator('.notistack-MuiContent')).toHaveCount(0);

    // Every field right but fewer than 8 values: the spec's message, naming the empty fields.
    await fillNewUser(page, dialog, { perfil: 'Equipo docente' });
    await chooseCentre(page, dialog.getByRole('combobox', { name: 'Centro' }), codigo, codigo);
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(
      page.getByText(
        `${MESSAGES.incomplete}: faltan 2 valores de 8. Campos vacíos: Apellidos, Teléfono, DNI, Cargo.`,
      ),
    ).toBeVisible();
    // Sent again, the same message is not stacked.
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.locator('.notistack-MuiContent')).toHaveCount(1);

    await fillNewUser(page, dialog, {
      apellidos: 'Prieto',
      telefono: '600123123',
      dni: '12345678Z',
    });
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.getByText(MESSAGES.created)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The new user is shown, highlighted, whatever page the table was on.
    await expect(page.getByLabel('Buscar usuario')).toHaveValue('elena.e2e@centro.example');
    await expect(usersGrid(page).locator('[role="row"].row-created')).toContainText('Elena');

    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    await fillNewUser(page, dialog, {
      nombre: 'Elena',
      apellidos: 'Otra',
      email: 'ELENA.e2e@centro.example',
      telefono: '600123124',
      dni: '12345679S',
      perfil: 'Equipo docente',
    });
    await chooseCentre(page, dialog.getByRole('combobox', { name: 'Centro' }), codigo, codigo);
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(
      page.getByText(`${MESSAGES.createFailed}: Ya existe un usuario con ese correo electrónico.`),
    ).toBeVisible();
  });

  test('edit in a dialog, reset and delete with their toasts', async ({ page }) => {
    const token = await adminToken(page.request);
    const centre = await demoCentre(page.request, token);
    const full = await registerUser(page.request, token, {
      nombre: 'Quique',
      apellidos: 'Edita',
      email: 'quique.e2e@centro.example',
      telefono: '611000000',
      dni: '00000000T',
      perfil: 2,
      cargos_id: 1,
      centros_id: centre,
    });
    await page.goto('/admin/usermngmt');

    // The pencil opens the user in a dialog; more in e2e/user-editing.
    await showOnly(page, 'quique.e2e');
    await page.getByRole('button', { name: `Editar a ${full.email}` }).click();
    const editing = page.getByRole('dialog', { name: `Editar a ${full.email}` });
    await editing.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Enrique');
    await editing.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario actualizado')).toBeVisible();
    await expect(
      usersGrid(page).getByRole('gridcell', { name: 'Enrique', exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: `Restablecer la contraseña de ${full.email}` }).click();
    await confirmIn(page, 'Restablecer la contraseña', 'Restablecer la contraseña');
    await expect(page.getByText(MESSAGES.reset)).toBeVisible();

    await page.getByRole('button', { name: `Eliminar a ${full.email}` }).click();
    await confirmIn(page, 'Eliminar la cuenta', 'Eliminar');
    await expect(page.getByText('Usuario eliminado')).toBeVisible();
    await expect(
      usersGrid(page).getByRole('gridcell', { name: 'Enrique', exact: true }),
    ).toBeHidden();

    // The administrator's own account cannot be deleted.
    await showOnly(page, ADMIN.email);
    await page.getByRole('button', { name: `Eliminar a ${ADMIN.email}` }).click();
    await confirmIn(page, 'Eliminar la cuenta', 'Eliminar');
    await expect(page.getByText(MESSAGES.deleteFailed)).toBeVisible();
  });

  test('a profile renamed to one letter is refused', async ({ page }) => {
    await page.goto('/admin/usermngmt');
    const profiles = page.getByRole('grid', { name: 'Perfiles' });
    // Located by row and field: once in edit mode the cell's text is an input's value.
    const cell = profiles.locator('[role="row"][data-id="2"] [data-field="nombre"]');
    await cell.dblclick();
    await cell.locator('input').fill('E');
    await cell.locator('input').press('Enter');
    await expect(page.getByText(MESSAGES.profileTooShort)).toBeVisible();
    await expect(profiles.getByRole('gridcell', { name: 'Equipo docente' })).toBeVisible();

    await page.getByLabel('Nuevo cargo').fill('');
    await page
      .getByRole('region', { name: 'Cargos' })
      .getByRole('button', { name: 'Añadir' })
      .click();
    await expect(page.getByText(MESSAGES.incomplete)).toBeVisible();
  });

  test('CSV mass upload: preview with the client’s problems, then the server’s result', async ({
    page,
  }) => {
    const token = await adminToken(page.request);
    const centre = await demoCentre(page.request, token);
    const centreRow = await page.request.get(`/v1/usersCentro/${centre}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const codigo =
      ((await centreRow.json()) as { data: { codigo: string }[] }).data[0]?.codigo ?? '';
    const csv = [
      'Nombre;Apellidos;Email;Tipo;CodigoCentro;Grupo',
      `Ana;Carga;ana.csv@centro.example;2;${codigo};`,
      '',
      `Bea;Carga;bea.csv@centro.example;Coordinador/a de centro;${codigo};`,
      `;Carga;correo-malo;2;${codigo};`,
      `Caro;Carga;caro.csv@centro.example;2;NO-EXISTE;`,
    ].join('\r\n');
    await page.goto('/admin/usermngmt');
    await page.getByLabel('Fichero CSV').setInputFiles({
      name: 'usuarios.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await expect(page.getByText('usuarios.csv: 4 filas, 1 con problemas.')).toBeVisible();
    const preview = page.getByRole('grid', { name: 'Vista previa del CSV' });
    await expect(
      preview.getByText(
        'Falta el campo «Nombre» (columna nombre). El correo electrónico no es válido.',
      ),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Enviar 4 filas' }).click();
    const result = page.getByLabel('Resultado de la carga');
    await expect(result.getByText('Usuarios creados: 2. Filas rechazadas: 2.')).toBeVisible();
    const rejected = page.getByRole('grid', { name: 'Filas rechazadas' });
    await expect(
      rejected.getByText('No existe ningún centro con el código «NO-EXISTE».'),
    ).toBeVisible();
    await expect(rejected.getByRole('gridcell', { name: '5', exact: true })).toBeVisible();
  });

  test('with a centre selected only its users are listed, 5 per page', async ({ page }) => {
    const token = await adminToken(page.request);
    const centre = await demoCentre(page.request, token);
    await page.addInitScript((id) => {
      if (!window.sessionStorage.getItem('e2e-centre-set')) {
        window.localStorage.setItem(
          'state',
          JSON.stringify({ selection: { selectedCentre: id, selectedKey: null } }),
        );
        window.sessionStorage.setItem('e2e-centre-set', '1');
      }
    }, centre);
    await page.goto('/admin/usermngmt');
    // The centre is named by its name and code, read from the server by id.
    const scope = page.getByText(/^Mostrando solo los usuarios del centro .+ \(código .+\)\.$/);
    await expect(scope).toBeVisible();
    const rows = usersGrid(page).locator('[role="row"][data-id]');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(5);
    // The centre column names the centre: every row shows the same one.
    const names = await usersGrid(page)
      .locator('[role="gridcell"][data-field="centros_id"]')
      .allTextContents();
    expect(new Set(names).size).toBe(1);
    await page.getByRole('button', { name: 'Mostrar todos los usuarios' }).click();
    await expect(scope).toBeHidden();
  });
});
