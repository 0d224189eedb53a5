import type { Page, Request } from '@playwright/test';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { adminToken, registerTeacher, showOnly, usersGrid } from './support/users-screen';

/** Counts the requests whose method and path match, to prove a cancelled action sent nothing. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) {
      seen.push(request);
    }
  });
  return () => seen.length;
}

test.describe('destructive actions ask first, naming what they act on', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('password reset and user deletion in Gestión de usuarios', async ({ page }) => {
    const token = await adminToken(page.request);
    const email = 'confirmar.acciones@centro.example';
    await registerTeacher(page.request, token, {
      nombre: 'Carmen',
      apellidos: 'Confirma',
      email,
      telefono: '600000002',
    });
    const resets = countRequests(page, 'PATCH', /^\/v1\/auth\/reset\//);
    const deletions = countRequests(page, 'DELETE', /^\/v1\/user\//);
    await page.goto('/admin/usermngmt');
    await showOnly(page, email);

    await page.getByRole('button', { name: `Restablecer la contraseña de ${email}` }).click();
    const reset = page.getByRole('dialog', { name: 'Restablecer la contraseña' });
    await expect(reset).toContainText(`Carmen Confirma (${email})`);
    await reset.getByRole('button', { name: 'Cancelar' }).click();
    await expect(reset).toBeHidden();
    expect(resets()).toBe(0);

    await page.getByRole('button', { name: `Restablecer la contraseña de ${email}` }).click();
    await reset.getByRole('button', { name: 'Restablecer la contraseña' }).click();
    await expect(
      page.getByText('Se ha reseteado la contraseña del usuario y se le ha enviado un mail'),
    ).toBeVisible();
    expect(resets()).toBe(1);

    await page.getByRole('button', { name: `Eliminar a ${email}` }).click();
    const deletion = page.getByRole('dialog', { name: 'Eliminar la cuenta' });
    await expect(deletion).toContainText(`Carmen Confirma (${email})`);
    await deletion.getByRole('button', { name: 'Cancelar' }).click();
    await expect(usersGrid(page).locator('[role="row"][data-id]')).toHaveCount(1);
    expect(deletions()).toBe(0);
    await page.getByRole('button', { name: `Eliminar a ${email}` }).click();
    await deletion.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Usuario eliminado')).toBeVisible();
    expect(deletions()).toBe(1);
  });

  test('removing a course from a centre in BBDD Centros', async ({ page }) => {
    const removals = countRequests(page, 'DELETE', /^\/v2\/cursoscentros\//);
    await page.goto('/admin/centros');
    const centres = page.getByRole('grid', { name: 'Centros' });
    const first = centres.locator('[role="row"][data-id]').first();
    const name = (await first.locator('[data-field="nombre"]').innerText()).trim();
    await first.locator('[role="gridcell"][data-field="codigo"]').click();
    const panel = page.getByRole('region', { name: 'Detalle del centro' });
    const courses = panel.getByRole('grid', { name: 'Cursos del centro' });
    // Any course the centre does not offer yet.
    const choice = panel.getByRole('combobox', { name: 'Curso para añadir' });
    await expect(choice.locator('option').nth(1)).toBeAttached();
    const course = (await choice.locator('option').nth(1).innerText()).trim();
    await choice.selectOption({ label: course });
    await panel.getByRole('button', { name: 'Añadir curso' }).click();
    const cell = courses.getByRole('gridcell', { name: course, exact: true });
    await expect(cell).toBeVisible();

    await courses.getByRole('button', { name: `Quitar el curso ${course}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Quitar el curso' });
    await expect(dialog).toContainText(`«${course}» del centro ${name}`);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(cell).toBeVisible();
    expect(removals()).toBe(0);

    await courses.getByRole('button', { name: `Quitar el curso ${course}` }).click();
    await dialog.getByRole('button', { name: 'Quitar' }).click();
    await expect(cell).toBeHidden();
    expect(removals()).toBe(1);
  });

  test('resetting an evaluation in Seguimiento centros', async ({ page }) => {
    const resets = countRequests(page, 'POST', /^\/v7\/reset-quiz$/);
    await page.goto('/admin/datos');
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Completada', exact: true }).click();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    const grid = page.getByRole('grid', { name: 'Evaluaciones de los centros' });
    const button = grid.getByRole('button', { name: /Reiniciar la evaluación de/ }).first();
    await expect(button).toBeVisible({ timeout: 30_000 });
    const centre = ((await button.getAttribute('aria-label')) ?? '').replace(
      'Reiniciar la evaluación de ',
      '',
    );
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Reiniciar evaluación' });
    await expect(dialog).toContainText(`reiniciar la evaluación de ${centre}`);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    expect(resets()).toBe(0);
    await expect(
      grid.getByRole('button', { name: `Reiniciar la evaluación de ${centre}` }).first(),
    ).toBeVisible();
  });

  test('deleting a content names it by its number and text', async ({ page }) => {
    const deletions = countRequests(page, 'DELETE', /^\/v10\/contenido\//);
    await page.goto('/admin/contenidos');
    await page.getByRole('button', { name: 'Nuevo contenido' }).click();
    const editor = page.getByRole('dialog', { name: 'Nuevo contenido' });
    await editor.getByLabel('Título').fill('Aviso para confirmar su borrado');
    await editor.getByRole('button', { name: 'Guardar' }).click();
    const table = page.getByRole('table', { name: 'Contenidos' });
    const row = table.getByRole('row').filter({ hasText: 'Aviso para confirmar su borrado' });
    await expect(row).toBeVisible();
    const id = (await row.getByRole('cell').first().innerText()).trim();

    await row.getByRole('button', { name: `Eliminar contenido ${id}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar contenido' });
    await expect(dialog).toContainText(`el contenido ${id}`);
    await expect(dialog).toContainText('Aviso para confirmar su borrado');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toBeVisible();
    expect(deletions()).toBe(0);
    await row.getByRole('button', { name: `Eliminar contenido ${id}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(row).toHaveCount(0);
    expect(deletions()).toBe(1);
  });
});

test.describe('leaving a dialog never looks like its action', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  /** Cancelar is a text button; the main action is contained, so the two look different. */
  async function expectPlainCancel(page: Page, dialogName: string, actionName: string) {
    const dialog = page.getByRole('dialog', { name: dialogName });
    const cancel = dialog.getByRole('button', { name: 'Cancelar' });
    const action = dialog.getByRole('button', { name: actionName, exact: true });
    await expect(cancel).toHaveClass(/MuiButton-text/);
    await expect(cancel).not.toHaveClass(/MuiButton-contained/);
    await expect(action).toHaveClass(/MuiButton-contained/);
    await cancel.click();
    await expect(dialog).toBeHidden();
  }

  test('the reminder dialog and the mail template editor', async ({ page }) => {
    await page.goto('/admin/datos');
    await page.getByRole('button', { name: 'Enviar recordatorio' }).click();
    await expectPlainCancel(page, 'Enviar recordatorio', 'Enviar');

    await page.goto('/admin/plantillas-correo');
    await page.getByRole('button', { name: 'Editar Restablecer contraseña' }).click();
    await expectPlainCancel(page, 'Plantilla: Restablecer contraseña', 'Guardar');
  });
});
