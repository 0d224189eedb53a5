import type { Locator, Page } from '@playwright/test';
import { deliveredTo, linkTo } from './support/centre-mail';
import { expect, expectAccessible, postLogin, signInAsAdmin, test } from './support/fixtures';
import { fillNewUser } from './support/users-screen';

/**
 * The programme's regional partners: a national administrator creates Andalucía's
 * administrator (Ámbito: Andalucía) and an analyst (Solo consulta) in Gestión de usuarios; each
 * signs in and the top bar says their scope; the analyst is offered no create or edit in
 * Centros and Usuarios; Andalucía's administrator lists only Andalucía's centres. At 1366 and
 * 390 px, with axe.
 */

// Nothing of the person's name or e-mail in it (the password policy refuses that).
const PASSWORD = 'Girasol-Marea-Tinta-Faro-2026';
/** Whose password the welcome link set already (a link is used once). */
const passwordSet = new Set<string>();
const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
const REGIONAL = `andalucia-${stamp}@ambito-e2e.example`;
const ANALYST = `analista-${stamp}@ambito-e2e.example`;

const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

const scopeLine = (page: Page) => page.getByTestId('admin-scope');
const centres = (page: Page) => page.getByRole('grid', { name: 'Centros' });
const users = (page: Page) => page.getByRole('grid', { name: 'Usuarios' });

/** Creates an administrator in "Nuevo usuario", with the scope fields the test sets. */
async function createAdministrator(
  page: Page,
  email: string,
  scope: (dialog: Locator) => Promise<void>,
) {
  await page.goto('/admin/usermngmt');
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await fillNewUser(page, dialog, {
    nombre: 'Regional',
    apellidos: 'De Prueba',
    email,
    telefono: '600123123',
    dni: '12345678Z',
    perfil: 'Administrador',
  });
  await expect(dialog.getByLabel('Ámbito')).toBeVisible();
  await expect(dialog.getByText('Vacío: ámbito nacional (todas las comunidades).')).toBeVisible();
  await scope(dialog);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(dialog).toBeHidden();
}

/** Sets the password of `email` through the link of its welcome e-mail (a link is used once). */
async function setPassword(page: Page, email: string) {
  await expect.poll(() => deliveredTo(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const link = linkTo(deliveredTo(email)[0] ?? '', '/auth/set-password');
  const token = link ? new URL(link, 'http://x').searchParams.get('token') : null;
  if (!token) throw new Error(`no set-password link in the welcome to ${email}`);
  const set = await page.request.post('/v1/auth/set-password', {
    data: { token, password: PASSWORD },
  });
  expect(set.status()).toBe(200);
  passwordSet.add(email);
}

/** Signs `email` in and keeps the session as the login page does; the session's data. */
async function signInAs(page: Page, email: string) {
  if (!passwordSet.has(email)) await setPassword(page, email);
  const login = await postLogin(page.request, { email, password: PASSWORD });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as { data: Record<string, unknown> };
  await page.evaluate((user) => {
    window.localStorage.clear();
    window.localStorage.setItem('user', JSON.stringify(user));
  }, data);
  return data;
}

test.describe('administrators with a scope', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test('a national administrator gives Andalucía and Solo consulta', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await expect(scopeLine(page)).toHaveText('Ámbito: nacional');
    await createAdministrator(page, REGIONAL, async (dialog) => {
      await dialog.getByLabel('Ámbito').click();
      // Choosing closes the list (Escape now would close the dialog).
      await page.getByRole('option', { name: 'Andalucía' }).click();
      await expect(dialog.getByRole('button', { name: 'Andalucía' })).toBeVisible();
    });
    await createAdministrator(page, ANALYST, async (dialog) => {
      await dialog.getByRole('checkbox', { name: 'Solo consulta' }).check();
    });
  });

  for (const size of WIDTHS) {
    test(`Andalucía's administrator sees Andalucía's centres only, at ${size.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/auth/login');
      const session = await signInAs(page, REGIONAL);
      expect(session).toMatchObject({ ambito: [1], solo_lectura: 0 });
      await page.goto('/admin/centros');
      await expect(scopeLine(page)).toHaveText('Ámbito: Andalucía');
      await expect(scopeLine(page)).toBeVisible();
      await expect(scopeLine(page)).toBeInViewport();
      // Writes in the scope are theirs: creating a centre is offered.
      await expect(page.getByRole('button', { name: 'Nuevo centro' })).toBeVisible();
      const communities = () =>
        centres(page).locator('[role="gridcell"][data-field="comunidad"]').allInnerTexts();
      await expect.poll(communities).not.toEqual([]);
      expect(new Set(await communities())).toEqual(new Set(['Andalucía']));
      // The national courses catalogue is read, not written.
      await expect(page.getByRole('button', { name: 'Crear curso' })).toHaveCount(0);
      await expectAccessible(page);
    });

    test(`the analyst is offered no create or edit, at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/auth/login');
      const session = await signInAs(page, ANALYST);
      expect(session).toMatchObject({ ambito: [], solo_lectura: 1 });

      await page.goto('/admin/centros');
      await expect(scopeLine(page)).toContainText('Ámbito: nacional');
      await expect(scopeLine(page)).toContainText('Solo consulta');
      await expect(scopeLine(page)).toBeInViewport();
      await expect(centres(page).locator('[role="row"][data-id]').first()).toBeVisible();
      for (const name of ['Nuevo centro', 'Importar centros', 'Crear curso'])
        await expect(page.getByRole('button', { name })).toHaveCount(0);
      await expect(page.getByRole('menuitem', { name: /^Editar / })).toHaveCount(0);
      await expect(centres(page).getByRole('button', { name: /^Editar / })).toHaveCount(0);
      await expect(centres(page).getByRole('checkbox')).toHaveCount(0);
      await expectAccessible(page);

      await page.goto('/admin/usermngmt');
      await expect(users(page).locator('[role="row"][data-id]').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Nuevo usuario' })).toHaveCount(0);
      for (const name of [/^Editar a /, /^Eliminar a /, /^Restablecer la contraseña de /])
        await expect(users(page).getByRole('button', { name })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Añadir' })).toHaveCount(0);
      await expectAccessible(page);
    });
  }
});
