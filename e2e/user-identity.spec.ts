import type { Locator, Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from './support/fixtures';
import {
  adminToken,
  chooseCentre,
  demoCentres,
  fillNewUser,
  listedUser,
  registerTeacher,
  showOnly,
} from './support/users-screen';

const DNI_LETTER = 'La letra del DNI o NIE no corresponde a su número.';
const PHONE_FORMAT =
  'El teléfono no es válido: debe tener 9 cifras y empezar por 6, 7, 8 o 9 (con +34 delante si se quiere).';

/** A native input's `required`, which assistive technology announces as required. */
const required = (field: Locator, marked = true) =>
  expect(field).toHaveJSProperty('required', marked);

/** What "Nuevo usuario" and the edit dialog mark required: the server's required fields. */
async function expectMarks(dialog: Locator, centre: boolean) {
  await required(dialog.getByRole('textbox', { name: 'Nombre', exact: true }));
  await required(dialog.getByLabel('Correo electrónico'));
  // MUI's select is no input: it says so with aria-required.
  await expect(dialog.getByRole('combobox', { name: 'Perfil', exact: true })).toHaveAttribute(
    'aria-required',
    'true',
  );
  await required(dialog.getByLabel('Apellidos'), false);
  await required(dialog.getByLabel('Teléfono'), false);
  await required(dialog.getByLabel('DNI'), false);
  await required(dialog.getByRole('combobox', { name: 'Centro' }), centre);
  // The visible mark of each required field, and none on the optional ones.
  await expect(dialog.locator('.MuiFormLabel-asterisk')).toHaveCount(centre ? 4 : 3);
}

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  // By role: a required field's label text ends in its asterisk.
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Gestión de usuarios: required fields marked, Spanish identity data checked', () => {
  test.describe.configure({ timeout: 150_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('"Nuevo usuario" marks what the server requires and checks DNI and phone before sending', async ({
    page,
  }) => {
    const token = await adminToken(page.request);
    const [centre] = await demoCentres(page.request, token, 1);
    if (!centre) throw new Error('the demo seed has no centres');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/v1/auth/registeruser')) sent += 1;
    });

    await page.goto('/admin/usermngmt');
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
    // Nombre, correo, perfil and, for anyone but an administrator, the centre (domain.md).
    await expectMarks(dialog, true);
    await choose(page, dialog, 'Perfil', 'Administrador');
    await expectMarks(dialog, false);

    await fillNewUser(page, dialog, {
      nombre: 'Dolores',
      apellidos: 'Identidad',
      email: 'dolores.identidad@centro.example',
      telefono: '600',
      dni: '12345678A',
      perfil: 'Equipo docente',
    });
    await expectMarks(dialog, true);
    await choose(page, dialog, 'Cargo', 'Tutor/a');
    await chooseCentre(
      page,
      dialog.getByRole('combobox', { name: 'Centro' }),
      centre.codigo,
      centre.codigo,
    );
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(dialog.getByText(PHONE_FORMAT)).toBeVisible();
    await expect(dialog.getByText(DNI_LETTER)).toBeVisible();
    await expect(dialog.getByLabel('DNI')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);

    await dialog.getByLabel('Teléfono').fill('+34 600 00 00 09');
    await dialog.getByLabel('DNI').fill('12345678-z');
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(
      page.getByText('Se ha creado el usuario y se le ha enviado un mail'),
    ).toBeVisible();
    expect(sent).toBe(1);
    expect(await listedUser(page.request, token, 'dolores.identidad@centro.example')).toMatchObject(
      { telefono: '+34600000009', dni: '12345678Z' },
    );
  });

  test('the edit dialog marks the same fields and refuses a wrong new DNI', async ({ page }) => {
    const token = await adminToken(page.request);
    const email = 'edicion.identidad@centro.example';
    await registerTeacher(page.request, token, {
      nombre: 'Eduardo',
      apellidos: 'Identidad',
      email,
      telefono: '600000007',
    });

    await page.goto('/admin/usermngmt');
    await showOnly(page, email);
    await page.getByRole('button', { name: `Editar a ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Editar a ${email}` });
    await expectMarks(dialog, true);

    await dialog.getByLabel('DNI').fill('X1234567A');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText(DNI_LETTER)).toBeVisible();
    await dialog.getByLabel('DNI').fill('X1234567L');
    await choose(page, dialog, 'Cargo', 'Tutor/a');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario actualizado')).toBeVisible();
    expect(await listedUser(page.request, token, email)).toMatchObject({ dni: 'X1234567L' });
  });
});
