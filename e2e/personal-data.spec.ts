import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { zipEntries } from '../apps/api/src/test/zip-entries';
import { expect, signInAsAdmin, test } from './support/fixtures';
import {
  adminToken,
  apiData,
  onlyRow,
  registerTeacher,
  showOnly,
  type ListedUser,
  usersGrid,
} from './support/users-screen';

const PERSON = {
  nombre: 'Gumersinda',
  apellidos: 'Pérez Datosprivados',
  email: 'gumersinda.e2e@centro.example',
  telefono: '611223344',
};

/** Opens the "more actions" menu of the only row and chooses `item`. */
async function rowMenu(page: Page, item: string) {
  await onlyRow(page).getByRole('button', { name: 'más' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

test.describe('Datos personales desde Gestión de usuarios', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('export as a ZIP, then erase for good after a confirmation that says so', async ({
    page,
  }) => {
    const token = await adminToken(page.request);
    const { user } = await registerTeacher(page.request, token, PERSON);
    await page.goto('/admin/usermngmt');
    await showOnly(page, PERSON.email);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rowMenu(page, 'Exportar datos personales'),
    ]);
    expect(download.suggestedFilename()).toBe(`datos-personales-${user.id}.zip`);
    const files = zipEntries(await readFile(await download.path()));
    for (const name of ['perfil.json', 'respuestas.csv', 'correos.json', 'auditoria.json'])
      expect(files.has(name)).toBe(true);
    // The JSON keeps the stored names; the CSV the person reads is labelled (docs/privacy.md).
    expect(JSON.parse(files.get('perfil.json') ?? '{}')).toMatchObject({ email: PERSON.email });
    const [header, welcome] = (files.get('correos.csv') ?? '').replace(/^\ufeff/, '').split('\r\n');
    expect(header).toBe('"Fecha";"Destinatario";"Asunto";"Estado";"Motivo";"Intentos";"Texto"');
    expect(welcome).toMatch(/^"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}";/);
    expect(welcome).toContain(`;"${PERSON.email}";`);

    await rowMenu(page, 'Suprimir datos personales');
    const dialog = page.getByRole('dialog', { name: 'Suprimir datos personales' });
    await expect(dialog).toContainText('no es posible restaurar los datos');
    await expect(dialog).toContainText(`persona suprimida nº ${user.id}`);
    await dialog.getByRole('button', { name: 'Suprimir para siempre' }).click();
    await expect(page.getByText('Datos personales suprimidos.')).toBeVisible();
    // The account is now inactive and nameless: the search by the old e-mail finds nobody.
    await expect(usersGrid(page).locator('[role="row"][data-id]')).toHaveCount(0);

    const setup = encodeURIComponent(JSON.stringify({ size: 5, page: 0 }));
    const filter = encodeURIComponent(JSON.stringify({ showInactive: true, search: 'suprimida' }));
    const rows = await apiData<ListedUser[]>(
      page.request,
      token,
      `/v1/users?setup=${setup}&filter=${filter}`,
    );
    const erased = rows.find((row) => row.id === user.id);
    expect(erased).toMatchObject({
      nombre: `persona suprimida nº ${user.id}`,
      telefono: '',
      activo: 0,
    });
  });
});
