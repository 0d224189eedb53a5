import type { Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { adminToken } from './support/users-screen';

/**
 * Hostile content: names carrying HTML and script, created through the API, are shown
 * by every screen that lists them as plain text, and no script of theirs runs.
 */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const CENTRE_NAME = `IES ${IMG} ${SCRIPT}`;
const CENTRE_CODE = 'XSS-E2E-1';
const USER_EMAIL = 'xss.e2e@example.org';

async function noScriptRan(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined();
  // The markup is text: no element was made from it.
  await expect(page.locator('main img[src="x"], main script:not([src])')).toHaveCount(0);
}

test.describe('hostile content renders as text', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async ({ request }) => {
    const token = await adminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const centre = await request.put('/v2/centros', {
      headers,
      data: {
        nombre: CENTRE_NAME,
        codigo: CENTRE_CODE,
        comunidades_id: 13,
        provincias_id_provincia: 28,
        municipios_id_municipio: 28079,
        activo: 1,
      },
    });
    expect(centre.status()).toBeLessThan(300);
    const centreId = ((await centre.json()) as { data: { id: number } }).data.id;
    const user = await request.post('/v1/auth/registeruser', {
      headers,
      data: { nombre: IMG, apellidos: SCRIPT, email: USER_EMAIL, perfil: 1, centros_id: centreId },
    });
    expect(user.status()).toBe(201);
  });

  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('users, centres, e-mails and the audit log show the markup as text', async ({ page }) => {
    await page.goto('/admin/usermngmt');
    await page.getByLabel('Buscar usuario').fill('xss.e2e');
    const users = page.getByRole('grid', { name: 'Usuarios' });
    await expect(users.getByText(IMG, { exact: false }).first()).toBeVisible();
    await noScriptRan(page);

    await page.goto('/admin/centros');
    await page.getByLabel('Buscar centro').fill(CENTRE_CODE);
    const centres = page.getByRole('grid', { name: 'Centros' });
    await expect(centres.getByText(SCRIPT, { exact: false }).first()).toBeVisible();
    await noScriptRan(page);

    await page.goto('/admin/email-tracker');
    const mails = page.getByRole('grid', { name: 'Correos enviados' });
    await expect(mails.getByText(USER_EMAIL).first()).toBeVisible();
    await mails
      .getByRole('button', { name: `Ver el correo a ${USER_EMAIL}` })
      .first()
      .click();
    await expect(page.getByTitle('Contenido del correo')).toBeVisible();
    await noScriptRan(page);
    await page.getByRole('button', { name: 'Cerrar' }).click();

    await page.goto('/admin/auditoria');
    const audit = page.getByRole('grid', { name: 'Auditoría' });
    await expect(audit.getByText('PUT /v2/centros').first()).toBeVisible();
    await audit.getByRole('button', { name: 'Ver el detalle de PUT /v2/centros' }).first().click();
    await expect(
      page.getByRole('dialog').getByText(SCRIPT, { exact: false }).first(),
    ).toBeVisible();
    await noScriptRan(page);
  });
});
