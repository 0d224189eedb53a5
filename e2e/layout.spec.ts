import { atSignInPage, expect, signInAsAdmin, test } from './support/fixtures';

test.describe('the administration layout', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('shows a 260 px sidebar, the user and the footer links at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: /menú principal/i });
    await expect(nav).toBeVisible();
    // The drawer is 260 px wide (its border included), so the content starts there.
    const main = await page.getByRole('main').boundingBox();
    expect(main?.x).toBe(260);
    expect((await nav.boundingBox())?.x).toBe(0);
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
    await expect(page.getByRole('banner')).toContainText('Administración');
    const footer = page.getByRole('contentinfo');
    for (const [name, path] of [
      ['Claves', '/admin/claves'],
      ['Centros', '/admin/centros'],
      ['Dashboard', '/admin/dashboard'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
  });

  test('gives every sidebar entry an icon, its label in line with the others', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/auditoria');
    const links = page.getByRole('navigation', { name: /menú principal/i }).getByRole('link');
    await expect(links.last()).toHaveText('Auditoría');
    const entries = await links.evaluateAll((elements) =>
      elements.map((link) => ({
        label: link.textContent,
        icon: link.querySelector('svg') !== null,
        textX: link.querySelector('.MuiListItemText-root')?.getBoundingClientRect().x,
      })),
    );
    expect(entries.filter((entry) => !entry.icon).map((entry) => entry.label)).toEqual([]);
    expect(new Set(entries.map((entry) => entry.textX)).size).toBe(1);
  });

  test('uses a temporary drawer at 800 px', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: /menú principal/i });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'BBDD Centros' }).click();
    await expect(page).toHaveURL('/admin/centros');
    await expect(nav).toBeHidden();
  });

  test('logging out ends the session on the server, clears local storage and returns to the login page', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token,
    );
    const withToken = { headers: { authorization: `Bearer ${token}` } };
    expect((await page.request.get('/v1/profiles', withToken)).status()).toBe(200);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await atSignInPage(page);
    // The token the page held no longer opens anything, even if someone had kept a copy.
    expect((await page.request.get('/v1/profiles', withToken)).status()).toBe(401);
    // Local storage was cleared; state saved afterwards holds no session of any kind.
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('state') ?? '')).not.toContain('token');
    await page.goto('/admin/dashboard');
    await atSignInPage(page);
  });
});
