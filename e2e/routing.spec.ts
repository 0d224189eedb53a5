import { expect, signInAsAdmin, test } from './support/fixtures';

/** One test a visit: opening `path` ends at `expected`. */
function leadsTo(visits: readonly (readonly [path: string, expected: string])[]): void {
  for (const [path, expected] of visits) {
    test(`${path} leads to ${expected}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(expected);
    });
  }
}

// Spec §2, root routing, for a visitor without a session.
test.describe('routing without a session', () => {
  leadsTo([
    ['/', '/auth/login'],
    ['/cualquier-cosa', '/auth/login'],
    ['/auth', '/auth/login'],
    ['/auth/desconocida', '/auth/login'],
    ['/admin', '/auth/login'],
    ['/admin/dashboard', '/auth/login'],
    ['/admin/datos', '/auth/login'],
  ]);
});

test.describe('routing for a signed-in administrator', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  leadsTo([
    ['/auth', '/admin/dashboard'],
    ['/auth/login', '/admin/dashboard'],
    ['/admin', '/admin/dashboard'],
    ['/admin/no-existe', '/admin/dashboard'],
    ['/otra-ruta', '/admin/dashboard'],
    ['/admin/centros', '/admin/centros'],
    ['/admin/usermngmt', '/admin/usermngmt'],
  ]);

  test('every screen of the sidebar opens with its Spanish title', async ({ page }) => {
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: /menú principal/i });
    for (const [label, path] of [
      ['Seguimiento centros', '/admin/datos'],
      ['Gestión de usuarios', '/admin/usermngmt'],
      ['Correos enviados', '/admin/email-tracker'],
      ['BBDD Centros', '/admin/centros'],
      ['Descarga de resultados', '/admin/download-results'],
      ['Claves', '/admin/claves'],
      ['Dashboard', '/admin/dashboard'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});
