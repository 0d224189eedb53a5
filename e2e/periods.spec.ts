import type { HistoryEntry } from '@eval/contracts/history';
import type { PeriodDto } from '@eval/contracts/periods';
import { expect as baseExpect, expectAccessible, signInAsAdmin, test } from './support/fixtures';
import { adminToken, apiData } from './support/users-screen';

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
    // The consequence with numbers.
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

  // A period closed by mistake is reopened, and Auditoría reverts that. The journey
  // ends with the active period it started with, its evaluations back as they were.
  test('reopens a closed period and reverts the reopening from Auditoría', async ({ page }) => {
    const token = await adminToken(page.request);
    const periods = await apiData<PeriodDto[]>(page.request, token, '/v7/allperiodos');
    const active = periods.find((p) => p.activo);
    const closed = periods.find((p) => !p.activo);
    if (!active || !closed) throw new Error('the demo has an active and a closed period');

    await page.goto('/admin/periodos');
    await page.getByRole('button', { name: `Reabrir el periodo ${closed.periodo}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reabrir el periodo ${closed.periodo}` });
    await expect(dialog.getByTestId('reopen-period-impact')).toHaveText(
      new RegExp(
        `del periodo ${closed.periodo} volver.* a estar en proceso\\. Se cerrará el periodo ${active.periodo}\\.`,
      ),
    );
    const reopen = dialog.getByRole('button', { name: 'Reabrir' });
    await expect(reopen).toBeDisabled();
    await expectAccessible(page);
    await dialog
      .getByRole('textbox', { name: 'Escriba el nombre del periodo para confirmar' })
      .fill(closed.periodo);
    await reopen.click();
    await expect(page.getByText('Se ha reabierto el periodo')).toBeVisible();
    await expect(page.getByText(`Periodo activo: ${closed.periodo}`)).toBeVisible();

    const [line] = await apiData<HistoryEntry[]>(
      page.request,
      token,
      `/v1/audit/history/period/${closed.id}`,
    );
    if (!line) throw new Error('the reopening is audited');
    await page.goto('/admin/auditoria');
    await page.getByRole('button', { name: `Revertir el cambio ${line.id}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revertir el cambio' });
    await confirm.getByRole('button', { name: 'Revertir' }).click();
    await expect(page.getByText('Cambio revertido.')).toBeVisible();

    await page.goto('/admin/periodos');
    await expect(page.getByText(`Periodo activo: ${active.periodo}`)).toBeVisible();
  });
});
