import { expect, expectAccessible, signInAsAdmin, test } from './support/fixtures';
import { adminToken, demoCentres, massUpload } from './support/users-screen';

test.describe('Carga masiva: comprobación con el servidor y actualización (/admin/usermngmt)', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('previews each row, refuses an existing e-mail by default, updates it when asked', async ({
    page,
  }) => {
    const token = await adminToken(page.request);
    const [centre] = await demoCentres(page.request, token);
    const codigo = centre?.codigo ?? '';
    const existing = 'previa.e2e@centro.example';
    await massUpload(page.request, token, [
      { nombre: 'Pilar', apellidos: 'Previa', email: existing, codigocentro: codigo },
    ]);
    const csv = [
      'nombre;apellidos;email;tipo;codigocentro;grupo',
      `Pilar;Previa Nueva;${existing};2;${codigo};`,
      `Nuevo;Previo;nuevo.previa.e2e@centro.example;2;${codigo};`,
    ].join('\r\n');

    await page.goto('/admin/usermngmt');
    await page.getByLabel('Fichero CSV').setInputFiles({
      name: 'usuarios.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    const panel = page.getByRole('region', { name: 'Carga masiva de usuarios' });
    await panel.getByRole('button', { name: 'Comprobar con el servidor' }).click();
    const check = panel.getByLabel('Comprobación del servidor');
    await expect(check.getByRole('status')).toHaveText(
      'Comprobación del servidor: 2 filas: 1 nueva, 0 con cambios, 0 sin cambios, 1 con errores.',
    );
    const outcomes = check.getByRole('grid', { name: 'Resultado previsto por fila' });
    await expect(
      outcomes.getByText('Ya existe un usuario con ese correo electrónico.'),
    ).toBeVisible();
    await expectAccessible(page);

    // With the option the same row becomes a change, listed field by field.
    await panel.getByLabel(/Actualizar los usuarios que ya existen/).check();
    await expect(check.getByRole('status')).toHaveText(
      'Comprobación del servidor: 2 filas: 1 nueva, 1 con cambios, 0 sin cambios, 0 con errores.',
    );
    await expect(outcomes.getByText('Apellidos: «Previa» → «Previa Nueva»')).toBeVisible();
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'Enviar 2 filas' }).click();
    const result = page.getByLabel('Resultado de la carga');
    await expect(
      result.getByText('Usuarios creados: 1. Usuarios actualizados: 1. Filas rechazadas: 0.'),
    ).toBeVisible();
  });
});
