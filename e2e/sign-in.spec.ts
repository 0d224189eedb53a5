import { ADMIN, CENTRE_USER, expect, test } from './support/fixtures';

test.describe('signing in', () => {
  test('an administrator signs in with the button and lands on the dashboard', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ perfil: 0, email: ADMIN.email });
    expect(typeof stored.token).toBe('string');
  });

  test('the Enter key submits the form', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill(ADMIN.password);
    await page.getByLabel('Contraseña').press('Enter');
    await expect(page).toHaveURL('/admin/dashboard');
  });

  test('a centre user is not let in and nothing is stored', async ({ page }) => {
    await page.goto('/auth/login');
    const login = page.waitForResponse((r) => r.url().endsWith('/v1/auth/login'));
    await page.getByLabel('Correo electrónico').fill(CENTRE_USER.email);
    await page.getByLabel('Contraseña').fill(CENTRE_USER.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    expect((await login).status()).toBe(200);
    await expect(page).toHaveURL('/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('a wrong password keeps the visitor on the login page', async ({ page }) => {
    await page.goto('/auth/login');
    const login = page.waitForResponse((r) => r.url().endsWith('/v1/auth/login'));
    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    expect((await login).status()).toBe(401);
    await expect(page).toHaveURL('/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('nothing is sent until both fields are filled', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/auth/login')) calls.push(r.url());
    });
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL('/auth/login');
    expect(calls).toEqual([]);
  });

  test('the forgot-password link is offered', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: /olvidado su contraseña/i }).click();
    await expect(page).toHaveURL('/auth/forgot-password');
  });

  test('the primary colour and the button style follow the specification', async ({ page }) => {
    await page.goto('/auth/login');
    const button = page.getByRole('button', { name: 'Iniciar sesión' });
    const style = await button.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        background: s.backgroundColor,
        transform: s.textTransform,
        radius: parseFloat(s.borderTopLeftRadius),
      };
    });
    expect(style.background).toBe('rgb(43, 116, 196)');
    expect(style.transform).toBe('none');
    expect(style.radius).toBeGreaterThan(4);
  });
});
