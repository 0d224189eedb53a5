import { expect, signInAsAdmin, test } from './support/fixtures';
import { adminToken, apiData, registerTeacher, usersGrid } from './support/users-screen';

interface CentreRow {
  id: number;
  nombre: string;
  codigo: string;
  activo: number;
  comunidades_id: number;
  provincias_id_provincia: number;
  municipios_id_municipio: number;
}

test.describe('Auditoría: each line leads to its record', () => {
  test.describe.configure({ timeout: 150_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('a user’s line opens Gestión de usuarios searched by them; a centre’s, BBDD Centros with it selected', async ({
    page,
  }) => {
    const token = await adminToken(page.request);
    const headers = { authorization: `Bearer ${token}` };
    const email = 'enlace.auditoria@centro.example';
    const { user, centre } = await registerTeacher(page.request, token, {
      nombre: 'Elena',
      apellidos: 'Enlazada',
      email,
    });
    if (!centre) throw new Error('the demo seed has no centres');
    const edit = await page.request.put('/v1/users', {
      headers,
      data: { ...user, apellidos: 'Enlazada Auditada', centros_id: centre.id },
    });
    expect(edit.status()).toBe(200);
    const stored = await apiData<CentreRow>(page.request, token, `/v2/centros/${centre.id}`);
    const renamed = `${stored.nombre} (enlace)`;
    const patch = await page.request.patch('/v2/centros', {
      headers,
      data: {
        id: stored.id,
        nombre: renamed,
        codigo: stored.codigo,
        activo: stored.activo,
        comunidades_id: stored.comunidades_id,
        provincias_id_provincia: stored.provincias_id_provincia,
        municipios_id_municipio: stored.municipios_id_municipio,
      },
    });
    expect(patch.status()).toBe(200);

    await page.goto('/admin/auditoria');
    const log = page.getByRole('grid', { name: 'Auditoría' });
    await log.getByRole('link', { name: /modificó el usuario «Elena Enlazada Auditada»/ }).click();
    await expect(page).toHaveURL(/\/admin\/usermngmt$/);
    await expect(page.getByLabel('Buscar usuario')).toHaveValue(email);
    await expect(usersGrid(page).locator('[role="row"][data-id]')).toHaveCount(1);
    await expect(usersGrid(page).getByText(email)).toBeVisible();

    await page.goto('/admin/auditoria');
    await log
      .getByRole('link', { name: `modificó el centro «${renamed}»` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/centros$/);
    await expect(
      page.getByRole('region', { name: 'Detalle del centro' }).getByRole('heading', {
        name: `Centro: ${renamed} (código ${stored.codigo})`,
      }),
    ).toBeVisible();
  });
});
