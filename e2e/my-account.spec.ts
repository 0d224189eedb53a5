import type { APIRequestContext, Page } from '@playwright/test';
import { deliveredTo, linkTo } from './support/centre-mail';
import { expect, expectAccessible, postLogin, test } from './support/fixtures';
import { adminToken, registerUser } from './support/users-screen';

// "Mi cuenta": one's own language and password. Every other spec signs in as the demo
// administrator, so this one never changes that account: it registers an administrator of its
// own, sets their password through the welcome e-mail's link, and changes theirs.

const FIRST = 'Cuaderno-Verde-Montaña-26';
const SECOND = 'Faro del Estrecho junto al 83';

/** A new administrator with FIRST as password (set through the welcome e-mail's link). */
async function ownAdministrator(request: APIRequestContext, tag: string): Promise<string> {
  const email = `mi-cuenta-${tag}-${Date.now()}@back-office-e2e.example`;
  await registerUser(request, await adminToken(request), {
    nombre: 'Rocío',
    apellidos: 'Gestora',
    email,
    perfil: 0,
  });
  await expect.poll(() => deliveredTo(email).length).toBeGreaterThan(0);
  const link = linkTo(deliveredTo(email)[0] ?? '', '/auth/set-password');
  const token = new URLSearchParams(link?.split('?')[1]).get('token');
  const set = await request.post('/v1/auth/set-password', { data: { token, password: FIRST } });
  expect(set.status()).toBe(200);
  return email;
}

/** Signs in through the API and stores the session as the login page does. */
async function signInAs(page: Page, email: string): Promise<void> {
  const response = await postLogin(page.request, { email, password: FIRST });
  expect(response.status()).toBe(200);
  const user = ((await response.json()) as { data: unknown }).data;
  await page.addInitScript((session) => {
    if (!window.sessionStorage.getItem('e2e-session-set')) {
      window.localStorage.setItem('user', JSON.stringify(session));
      window.sessionStorage.setItem('e2e-session-set', '1');
    }
  }, user);
}

const signInStatus = async (request: APIRequestContext, email: string, password: string) =>
  (await postLogin(request, { email, password })).status();

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`an administrator changes their language and password (${viewport.width} px)`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const email = await ownAdministrator(page.request, String(viewport.width));
    await signInAs(page, email);
    await page.goto('/admin/mi-cuenta');
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();

    // The language: the current one shown, another chosen and saved.
    const language = page.getByRole('form', { name: 'Idioma' });
    await expect(language.getByRole('combobox', { name: 'Idioma' })).toHaveText('Español');
    await expect(page.getByText('Es el idioma de los correos electrónicos')).toBeVisible();
    await language.getByRole('combobox', { name: 'Idioma' }).click();
    await page.getByRole('option', { name: 'Català' }).click();
    await language.getByRole('button', { name: 'Guardar idioma' }).click();
    await expect(page.getByText('Se ha guardado el idioma.')).toBeVisible();
    await page.reload();
    await expect(language.getByRole('combobox', { name: 'Idioma' })).toHaveText('Català');

    // The password: the form's own checks, then the server's refusal of a wrong current one.
    const form = page.getByRole('form', { name: 'Cambiar contraseña' });
    const submit = form.getByRole('button', { name: 'Cambiar contraseña' });
    await form.getByLabel('Contraseña actual').fill(FIRST);
    await form.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
    await submit.click();
    await expect(form.getByText('La contraseña debe tener al menos 12 caracteres.')).toBeVisible();
    await form.getByLabel('Nueva contraseña', { exact: true }).fill(SECOND);
    await form.getByLabel('Repita la nueva contraseña').fill(`${SECOND}x`);
    await submit.click();
    await expect(form.getByText('Las contraseñas no coinciden.')).toBeVisible();
    await form.getByLabel('Repita la nueva contraseña').fill(SECOND);
    await form.getByLabel('Contraseña actual').fill('No-es-la-actual-99');
    await submit.click();
    await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await expectAccessible(page);

    await form.getByLabel('Contraseña actual').fill(FIRST);
    await submit.click();
    await expect(page.getByText('Se ha cambiado la contraseña.')).toBeVisible();
    // This session goes on (it was given the new token): a reload stays on the page.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/admin/mi-cuenta');

    expect(await signInStatus(page.request, email, FIRST)).toBe(401);
    expect(await signInStatus(page.request, email, SECOND)).toBe(200);
  });
}

test('a session left open cannot guess the current password: the sign-in’s throttle stops it', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 768 });
  const email = await ownAdministrator(page.request, 'throttle');
  await signInAs(page, email);
  await page.goto('/admin/mi-cuenta');
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  const current = form.getByLabel('Contraseña actual');
  await form.getByLabel('Nueva contraseña', { exact: true }).fill(SECOND);
  await form.getByLabel('Repita la nueva contraseña').fill(SECOND);

  // A wrong sign-in from this address and four wrong current passwords: five failures of the
  // account, the sign-in's free attempts (few calls, so the route's own limit is not reached).
  expect(await signInStatus(page.request, email, 'Tampoco-es-la-mia-1')).toBe(401);
  for (let i = 0; i < 4; i += 1) {
    await current.fill(`No-es-la-actual-${i}`);
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await current.fill('');
  }
  // Now even the right one is refused, unchecked, with its own message under the field.
  await current.fill(FIRST);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(
    form.getByText('Demasiados intentos con una contraseña actual incorrecta.'),
  ).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  // One block for the account at this address: its sign-in from here waits it out too.
  expect(await signInStatus(page.request, email, FIRST)).toBe(429);
});
