import { expect, signInAsAdmin, test } from './support/fixtures';

/**
 * The language list loaded at start-up (spec §2, GET /v5/languages) is what
 * every language choice offers: the content switches and the user's language.
 */
test.describe('language choices', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('offer the languages of the loaded list, by name', async ({ page }) => {
    const response = await page.request.get('/v5/languages');
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { id: string; name: string }[] };
    const names = data.map((language) => language.name);
    expect(names.length).toBeGreaterThan(1);

    for (const screen of ['/admin/contenidos', '/admin/claves']) {
      await page.goto(screen);
      const choice = page.getByRole('group', { name: 'Idioma del contenido' });
      await expect(choice.getByRole('button')).toHaveText(names);
    }

    await page.goto('/admin/usermngmt');
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Idioma' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(names);
    await page.keyboard.press('Escape');
  });
});
