import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  ADMIN,
  atSignInPage,
  expect,
  expectAccessible,
  signInAsAdmin,
  test,
} from './support/fixtures';

/**
 * The administrators' second factor, in the browser: enrolment from "Mi cuenta"
 * (the secret shown is read and the codes are computed here with otplib, as a phone would),
 * then sign-in with a code and with a recovery code. The demo administrator's second factor is
 * turned off again at the end, so the specs after this one sign in with the password alone.
 */
test.describe.configure({ mode: 'serial' });

let recoveryCodes: string[] = [];

/** A code of a later time step: the current one was spent by the step before. */
const codeAhead = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

async function signInWithPassword(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  // The first step stored no session: the challenge is not a token.
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await expectAccessible(page);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await atSignInPage(page);
}

/** Turns the demo administrator's second factor off through the API (a spare recovery code). */
async function disableThroughApi(request: APIRequestContext, recoveryCode: string) {
  const first = await request.post('/v1/auth/login', { data: ADMIN });
  const { challenge } = ((await first.json()) as { data: { challenge: string } }).data;
  const second = await request.post('/v1/auth/login/totp', { data: { challenge, recoveryCode } });
  const { token } = ((await second.json()) as { data: { token: string } }).data;
  const off = await request.post('/v1/auth/totp/disable', {
    data: { password: ADMIN.password },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(off.status()).toBe(200);
}

test.afterAll(async ({ request }) => {
  const spare = recoveryCodes.at(-1);
  if (spare) await disableThroughApi(request, spare);
});

test('an administrator enrols, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  // Three sign-ins and five axe checks: more than one ordinary test's time on a busy machine.
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: /^Menú de / }).click();
  await page.getByRole('menuitem', { name: 'Mi cuenta' }).click();
  await expect(page).toHaveURL('/admin/mi-cuenta');
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
  await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await page.getByLabel('Código de verificación').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirmar' }).click();

  const list = page.getByRole('list', { name: 'Códigos de recuperación' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await expectAccessible(page);
  await page.getByRole('button', { name: 'He guardado los códigos' }).click();
  await expect(page.getByTestId('second-factor-state')).toHaveText(
    'Activada. Códigos de recuperación sin usar: 10.',
  );

  // Sign-in with a code of the app.
  await signOut(page);
  await signInWithPassword(page);
  await page.getByLabel('Código de verificación').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toContainText('El código no es correcto');
  await page.getByLabel('Código de verificación').fill(await codeAhead(secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({ perfil: 0, email: ADMIN.email });

  // Sign-in with a recovery code, which then counts as spent.
  await signOut(page);
  await signInWithPassword(page);
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByLabel('Código de recuperación').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await page.goto('/admin/mi-cuenta');
  await expect(page.getByTestId('second-factor-state')).toHaveText(
    'Activada. Códigos de recuperación sin usar: 9.',
  );
});
