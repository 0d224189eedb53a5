import type { Page } from '@playwright/test';
import { confirmIn, expect, signInAsAdmin, test } from './support/fixtures';

const MESSAGES = {
  incomplete: 'Todos los campos deben estar rellenados',
  created: '¡Centro creado exitosamente!',
  empty: 'Sin centros que mostrar.',
  courseIncomplete: 'Todos los campos deben ser rellenados',
} as const;

const centres = (page: Page) => page.getByRole('grid', { name: 'Centros' });
const dataRows = (grid: ReturnType<Page['getByRole']>) => grid.locator('[role="row"][data-id]');

async function search(page: Page, text: string) {
  await page.getByLabel('Buscar centro').fill(text);
}

test.describe('BBDD Centros (/admin/centros)', () => {
  // Each journey walks several tables with an axe check per visit: more than the default 30 s
  // on a busy machine.
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('create with the place cascade, edit inline, deactivate and show inactive', async ({
    page,
  }) => {
    await page.goto('/admin/centros');
    await expect(dataRows(centres(page))).toHaveCount(10);

    // A missing field gives the spec's message and creates nothing.
    await page.getByRole('button', { name: 'Nuevo centro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo centro' });
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('IES Prueba Extremo');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(MESSAGES.incomplete)).toBeVisible();
    await expect(dialog).toBeVisible();

    // Community → provinces narrowed; province → its municipalities, one chosen at once.
    await dialog.getByRole('textbox', { name: 'Código', exact: true }).fill('E2E-CENTRO-1');
    const community = dialog.getByRole('combobox', { name: 'Comunidad autónoma' });
    const province = dialog.getByRole('combobox', { name: 'Provincia' });
    const municipality = dialog.getByRole('combobox', { name: 'Municipio' });
    await community.selectOption({ label: 'Andalucía' });
    await expect(province.locator('option')).toHaveCount(9); // blank + the 8 provinces
    await community.selectOption({ label: 'Comunidad de Madrid' });
    await expect(province.locator('option')).toHaveCount(2);
    await province.selectOption({ label: 'Madrid' });
    await expect(municipality).not.toHaveValue('');
    await expect(municipality.locator('option')).toHaveCount(180); // blank + 179
    await municipality.selectOption({ label: 'Madrid' });
    await dialog
      .getByRole('combobox', { name: 'Titularidad' })
      .selectOption({ label: 'Concertado' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(MESSAGES.created)).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, 'Prueba Extremo');
    const row = dataRows(centres(page)).filter({ hasText: 'E2E-CENTRO-1' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Comunidad de Madrid');
    await expect(row).toContainText('Concertado');

    // Inline edit of the name.
    const nameCell = row.locator('[role="gridcell"][data-field="nombre"]');
    await nameCell.dblclick();
    // In edit mode the row's texts become input values: find the only name input instead.
    const input = centres(page).locator('[role="gridcell"][data-field="nombre"] input');
    await input.fill('IES Prueba Extremo Editado');
    await input.press('Enter');
    await expect(page.getByText('Centro actualizado.')).toBeVisible();
    await expect(row).toContainText('IES Prueba Extremo Editado');

    // Deactivate through the edit dialog: the active-only table no longer lists it.
    await page.getByRole('button', { name: 'Editar IES Prueba Extremo Editado' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar IES Prueba Extremo Editado' });
    await expect(edit.getByRole('combobox', { name: 'Municipio' })).toHaveValue('28079');
    await edit.getByRole('combobox', { name: 'Activo' }).selectOption({ label: 'No' });
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    await expect(centres(page).getByText(MESSAGES.empty)).toBeVisible();

    await page.getByLabel('Mostrar inactivos').check();
    await expect(dataRows(centres(page)).filter({ hasText: 'E2E-CENTRO-1' })).toHaveCount(1);
  });

  test('the detail panel: a centre’s courses and users', async ({ page }) => {
    await page.goto('/admin/centros');
    const first = dataRows(centres(page)).first();
    await first.locator('[role="gridcell"][data-field="codigo"]').click();
    const panel = page.getByRole('region', { name: 'Detalle del centro' });
    await expect(panel).toBeVisible();

    // Users of the centre (the demo gives each 3–6), paged by 5 or 10.
    const users = panel.getByRole('grid', { name: 'Usuarios del centro' });
    await expect(dataRows(users).first()).toBeVisible();
    expect(await dataRows(users).count()).toBeGreaterThanOrEqual(3);
    expect(await dataRows(users).count()).toBeLessThanOrEqual(5);

    // Courses: nothing chosen is refused; add, change and remove one.
    const courses = panel.getByRole('grid', { name: 'Cursos del centro' });
    await panel.getByRole('button', { name: 'Añadir curso' }).click();
    await expect(page.getByText(MESSAGES.courseIncomplete)).toBeVisible();
    const choice = panel.getByRole('combobox', { name: 'Curso para añadir' });
    const label = 'Educación Especial – Educación Básica Obligatoria';
    await choice.selectOption({ label });
    await panel.getByRole('button', { name: 'Añadir curso' }).click();
    await expect(courses.getByRole('gridcell', { name: label, exact: true })).toBeVisible();

    await courses.getByRole('button', { name: `Cambiar el curso ${label}` }).click();
    await panel
      .getByRole('combobox', { name: `Nuevo curso en lugar de ${label}` })
      .selectOption({ label: 'FP Grado Básico' });
    await panel.getByRole('button', { name: 'Guardar cambio' }).click();
    await expect(
      courses.getByRole('gridcell', { name: 'FP Grado Básico', exact: true }),
    ).toBeVisible();
    await expect(courses.getByRole('gridcell', { name: label, exact: true })).toBeHidden();

    await courses.getByRole('button', { name: 'Quitar el curso FP Grado Básico' }).click();
    await confirmIn(page, 'Quitar el curso', 'Quitar');
    await expect(
      courses.getByRole('gridcell', { name: 'FP Grado Básico', exact: true }),
    ).toBeHidden();
  });

  test('the courses catalogue and the empty-table text', async ({ page }) => {
    await page.goto('/admin/centros');
    const section = page.getByRole('region', { name: 'Catálogo de cursos' });
    const catalogue = section.getByRole('grid', { name: 'Catálogo de cursos' });
    // The grid's pager names its buttons in the grid's locale.
    const nextPage = section.getByRole('button', { name: /next page|página siguiente/i });
    await page.getByLabel('Nombre del nuevo curso').fill('X');
    await page.getByRole('button', { name: 'Crear curso' }).click();
    await expect(page.getByText(MESSAGES.courseIncomplete)).toBeVisible();

    await page.getByLabel('Nombre del nuevo curso').fill('Aula de enlace E2E');
    await page.getByRole('button', { name: 'Crear curso' }).click();
    // 21 seeded courses: the new one is on the third page of ten.
    await nextPage.click();
    await nextPage.click();
    const cell = catalogue.getByRole('gridcell', { name: 'Aula de enlace E2E', exact: true });
    await expect(cell).toBeVisible();
    await cell.dblclick();
    // Only the row being edited has an input; its cell's name changes as we type.
    const input = catalogue.locator('[role="gridcell"][data-field="curso"] input');
    await input.fill('Aula de enlace renombrada');
    await input.press('Enter');
    // Exact: the row's "Historial de …" cell names the course too.
    await expect(
      catalogue.getByRole('gridcell', { name: 'Aula de enlace renombrada', exact: true }),
    ).toBeVisible();

    await search(page, 'ningún centro se llama así');
    await expect(centres(page).getByText(MESSAGES.empty)).toBeVisible();
  });
});
