import { expect, signInAsAdmin, test } from './support/fixtures';
import {
  adminToken,
  chooseCentre,
  demoCentres,
  fillNewUser,
  registerTeacher,
  showOnly,
} from './support/users-screen';

const JARGON = /se esperaba|Demasiado|Entrada inválida|expected|Too small/i;

test.describe('Gestión de usuarios: plain Spanish naming each field', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('the new-user form checks every field before sending, in plain words', async ({ page }) => {
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
    // Enough values for the 8-value floor, but a blank name, a wrong e-mail and no centre.
    await fillNewUser(page, dialog, {
      nombre: '   ',
      apellidos: 'Sin Nombre',
      email: 'sin-arroba',
      telefono: '600000003',
      dni: '22222222J',
      perfil: 'Equipo docente',
    });
    await dialog.getByLabel('Cargo').click();
    await page.getByRole('option', { name: 'Tutor/a' }).click();
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();

    await expect(dialog.getByText('El nombre es obligatorio.')).toBeVisible();
    await expect(dialog.getByText('El correo electrónico no es válido.')).toBeVisible();
    await expect(
      dialog.getByText('Los usuarios que no son administradores deben pertenecer a un centro.'),
    ).toBeVisible();
    // Each message once, at its field: no notice repeats them.
    await expect(dialog.getByText('El nombre es obligatorio.')).toHaveCount(1);
    await expect(page.locator('.notistack-MuiContent')).toHaveCount(0);
    await expect(page.getByText(JARGON)).toHaveCount(0);
    expect(sent).toBe(0);

    // Each message goes as its field is corrected; then the user is created.
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Nerea');
    await expect(dialog.getByText('El nombre es obligatorio.')).toBeHidden();
    await dialog.getByLabel('Correo electrónico').fill('nerea.mensajes@centro.example');
    await chooseCentre(
      page,
      dialog.getByRole('combobox', { name: 'Centro' }),
      centre.codigo,
      centre.codigo,
    );
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(
      page.getByText('Se ha creado el usuario y se le ha enviado un mail'),
    ).toBeVisible();
    expect(sent).toBe(1);
  });

  test('the edit dialog says which field is wrong, as the server does', async ({ page }) => {
    const token = await adminToken(page.request);
    const email = 'tabla.mensajes@centro.example';
    const { centre } = await registerTeacher(page.request, token, {
      nombre: 'Tomás',
      apellidos: 'Mensajes',
      email,
      telefono: '600000004',
    });

    await page.goto('/admin/usermngmt');
    await showOnly(page, email);
    await page.getByRole('button', { name: `Editar a ${email}` }).click();
    const editing = page.getByRole('dialog', { name: `Editar a ${email}` });
    await editing.getByRole('textbox', { name: 'Nombre', exact: true }).fill('');
    await editing.getByRole('button', { name: 'Guardar' }).click();
    await expect(editing.getByText('El nombre es obligatorio.')).toBeVisible();
    await expect(page.getByText(JARGON)).toHaveCount(0);

    // The server answers a blank name with the same text.
    const response = await page.request.post('/v1/auth/registeruser', {
      headers: { authorization: `Bearer ${token}` },
      data: { nombre: '', email: 'otra@centro.example', perfil: 2, centros_id: centre?.id },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe('El nombre es obligatorio.');
  });
});
