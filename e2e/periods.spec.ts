import { expect as baseExpect, signInAsAdmin, test } from './support/fixtures';

// The grid and its calls can take a while on a loaded machine; give them room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// Creating a period changes the active period of the whole shared e2e server (every other spec
// reads it), so this journey stops at the confirmation; POST /v7/nuevoperiodo itself, including
// two administrators at once, is covered by apps/api/src/modules/periods/periods.test.ts.
test.describe('Periodos', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('lists the periods with the active one marked and asks before creating one', async ({
    page,
  }) => {
    await page.goto('/admin/periodos');
    await expect(page.getByRole('heading', { level: 1, name: 'Periodos' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Periodos de evaluación' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    const active = rows.filter({ hasText: 'Activo' });
    await expect(active).toHaveCount(1);
    const activeName = (await active.locator('td').first().innerText()).trim();
    await expect(page.getByText(`Periodo activo: ${activeName}`)).toBeVisible();
    await expect(rows.filter({ hasText: 'Cerrado' })).toHaveCount(2);

    await page.getByRole('button', { name: 'Nuevo periodo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo periodo' });
    await expect(dialog).toContainText('se cierra el periodo actual');
    const start = Number(activeName.slice(5));
    const field = dialog.getByRole('textbox', { name: 'Periodo', exact: true });
    await expect(field).toHaveValue(`${start}-${start + 1}`);
    await field.fill('2030-2035');
    await expect(dialog.getByRole('button', { name: 'Crear y activar' })).toBeDisabled();
    await expect(dialog).toContainText('años consecutivos');
    // The consequence with numbers (issue 27).
    await expect(dialog.getByTestId('new-period-impact')).toHaveText(
      new RegExp(`^Se cerrará el periodo ${activeName}\\. [\\d.]+ evaluaci`),
    );
    // Edited, so Cancelar and Escape ask before discarding; "Seguir editando" keeps the edits.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    const discard = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
    await discard.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(discard).toHaveCount(0);
    await expect(field).toHaveValue('2030-2035');
    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rows).toHaveCount(3);
  });
});
