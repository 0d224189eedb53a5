import type { Page } from '@playwright/test';
import { deliveredTo, linkTo } from './support/centre-mail';
import { expect, expectAccessible, test } from './support/fixtures';
import { adminToken, demoCentres, registerUser } from './support/users-screen';

// A used or expired set-password link says so when the page opens, before the person
// types a password, in the back-office and in the centres' app.

const PASSWORD = 'Cuaderno-Verde-Montaña-26';

/** The set-password link of the welcome e-mail delivered over SMTP to `email`. */
async function welcomeLink(email: string, path: string): Promise<string> {
  await expect.poll(() => deliveredTo(email).length).toBeGreaterThan(0);
  const link = linkTo(deliveredTo(email)[0] ?? '', path);
  if (!link) throw new Error(`no ${path} link in the welcome to ${email}`);
  return link;
}

async function usePassword(page: Page, labels: { pw: string; again: string; save: string }) {
  await page.getByLabel(labels.pw).fill(PASSWORD);
  await page.getByLabel(labels.again).fill(PASSWORD);
  await page.getByRole('button', { name: labels.save }).click();
}

test('a centre person opening a used link is told so, with no password to type (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await adminToken(page.request);
  const [centre] = await demoCentres(page.request, token, 1);
  const email = `enlace-usado-${Date.now()}@centro-e2e.example`;
  await registerUser(page.request, token, {
    nombre: 'Lucía',
    apellidos: 'Docente',
    email,
    perfil: 2,
    centros_id: centre?.id,
  });
  const link = await welcomeLink(email, '/centro/establecer-contrasena');

  await page.goto(link);
  await usePassword(page, {
    pw: 'Contraseña nueva',
    again: 'Repita la contraseña',
    save: 'Guardar contraseña',
  });
  // Signed in with the password just set.
  await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('centro.session'));

  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('ya se ha usado o ha caducado');
  await expect(page.getByLabel('Contraseña nueva')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toBeVisible();
  await expectAccessible(page);
});

test('an administrator opening a used link in the back-office is told so before typing', async ({
  page,
}) => {
  const token = await adminToken(page.request);
  const email = `admin-enlace-${Date.now()}@back-office-e2e.example`;
  await registerUser(page.request, token, {
    nombre: 'Andrés',
    apellidos: 'Gestor',
    email,
    perfil: 0,
  });
  const link = await welcomeLink(email, '/auth/set-password');

  await page.goto(link);
  await usePassword(page, {
    pw: 'Nueva contraseña',
    again: 'Repita la contraseña',
    save: 'Guardar contraseña',
  });
  await expect(page.getByText('Se ha guardado la contraseña.', { exact: false })).toBeVisible();

  await page.goto(link);
  await expect(
    page.getByText('El enlace no es válido, ya se ha usado o ha caducado.'),
  ).toBeVisible();
  await expect(page.getByLabel('Nueva contraseña')).toHaveCount(0);
  await expectAccessible(page);
});
