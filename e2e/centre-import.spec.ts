import type { Route } from '@playwright/test';
import { expect, expectAccessible, signInAsAdmin, test } from './support/fixtures';

const HEADER =
  'codigo;nombre;direccion;cp;comunidad;provincia;municipio;ownership;kind;groupby;nivel_socioeconomico;activo';
const file = (...lines: string[]) => ({
  name: 'centros.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${HEADER}\r\n${lines.join('\r\n')}\r\n`),
});

/** A valid row the import files share. */
const FIRST_ROW = 'E2E-IMP-1;IES Importado Uno;Calle 1;28001;Madrid;Madrid;Madrid;PUBLIC;;;;1';

test.describe('Importar centros (/admin/centros)', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('template, preview with errors, corrected file, commit and the new centre in the list', async ({
    page,
  }) => {
    await page.goto('/admin/centros');
    await page.getByRole('button', { name: 'Importar centros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar centros' });

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar plantilla' }).click();
    expect((await download).suggestedFilename()).toBe('plantilla-centros.csv');

    // A file with one faulty row: the preview says why and the import stays disabled.
    const input = dialog.getByLabel('Fichero de centros');
    await input.setInputFiles(file(FIRST_ROW, 'E2E-IMP-2;IES Importado Dos;;;13;29;29067;;;;;1'));
    await expect(dialog.getByRole('status')).toHaveText(
      '2 filas: 1 nueva, 0 con cambios, 0 sin cambios, 1 con errores.',
    );
    const table = dialog.getByRole('table', { name: 'Vista previa de la importación' });
    await expect(
      table.getByRole('row').filter({ hasText: 'E2E-IMP-2' }).getByRole('cell').nth(4),
    ).toHaveText('La provincia indicada no pertenece a la comunidad autónoma indicada.');
    await expect(dialog.getByRole('button', { name: 'Importar 1 centro' })).toBeDisabled();
    await expectAccessible(page);

    // Corrected: both rows new, the import writes them and the list shows them.
    await input.setInputFiles(
      file(FIRST_ROW, 'E2E-IMP-2;IES Importado Dos;;;Andalucía;Málaga;Málaga;;;;;1'),
    );
    await expect(dialog.getByRole('status')).toHaveText(
      '2 filas: 2 nuevas, 0 con cambios, 0 sin cambios, 0 con errores.',
    );
    await expect(table.getByRole('row')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Importar 2 centros' }).click();
    await expect(dialog.getByText('Importación completada: 2 centros creados')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Buscar centro').fill('Importado');
    const rows = page.getByRole('grid', { name: 'Centros' }).locator('[role="row"][data-id]');
    await expect(rows).toHaveCount(2);

    // The same file again: nothing to do.
    await page.getByRole('button', { name: 'Importar centros' }).click();
    await input.setInputFiles(file(FIRST_ROW));
    await expect(dialog.getByRole('status')).toHaveText(
      '1 fila: 0 nuevas, 0 con cambios, 1 sin cambios, 0 con errores.',
    );
    await expect(dialog.getByRole('button', { name: 'Importar 0 centros' })).toBeDisabled();
    // Nothing imported: the button leaves without acting, so it is "Cancelar" (docs/glossary.md).
    await expect(dialog.getByRole('button', { name: 'Cerrar' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('shows the progress of the preview and of the import', async ({ page }) => {
    // Each call is held back a moment before it leaves, so its bar is on screen long enough.
    const hold = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    };
    await page.route('**/v2/centros/import/preview', hold);
    await page.route('**/v2/centros/import', hold);
    await page.goto('/admin/centros');
    await page.getByRole('button', { name: 'Importar centros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar centros' });
    await dialog
      .getByLabel('Fichero de centros')
      .setInputFiles(file('E2E-PROG-1;IES Progreso;;;Madrid;Madrid;Madrid;;;;;1'));
    await expect(
      dialog.getByRole('progressbar', { name: 'Progreso: Analizando el fichero' }),
    ).toBeVisible();
    await expectAccessible(page);
    await expect(dialog.getByRole('status')).toHaveText(
      '1 fila: 1 nueva, 0 con cambios, 0 sin cambios, 0 con errores.',
    );
    await expect(dialog.getByRole('progressbar')).toBeHidden();
    await dialog.getByRole('button', { name: 'Importar 1 centro' }).click();
    await expect(
      dialog.getByRole('progressbar', { name: 'Progreso: Importando los centros' }),
    ).toBeVisible();
    await expect(dialog.getByText('Importación completada: 1 centro creado')).toBeVisible();
    await expect(dialog.getByRole('progressbar')).toBeHidden();
  });
});
