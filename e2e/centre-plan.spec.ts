import { newCoordinator, signInToCentreApp } from './support/centre-session';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * The improvement plan at 390 px: a coordinator opens "Plan de mejora" from the home, adds an
 * action with the keyboard and sets it "En curso"; the page passes axe before and after.
 */
test('a coordinator adds an action to the plan and sets it in progress (390 px)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await newCoordinator(page);
  await signInToCentreApp(page, email);
  await page.goto('/centro/');
  await page.getByRole('main').getByRole('link', { name: 'Plan de mejora' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan de mejora' })).toBeVisible();
  await expect(page.getByText('Todavía no hay acciones en el plan.')).toBeVisible();
  await expectAccessible(page);

  const add = page.getByRole('button', { name: 'Añadir acción' });
  const box = await add.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Añadir acción' });
  await dialog.getByLabel('Acción').fill('Calendario de tutorías de orientación');
  await dialog.getByLabel('Fecha límite').fill('2030-06-30');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  const action = page.getByRole('listitem', { name: 'Calendario de tutorías de orientación' });
  await expect(action).toBeVisible();
  await expect(action.getByText('Fecha límite')).toBeVisible();
  await action.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'En curso' }).click();
  await expect(action.getByRole('combobox', { name: 'Estado' })).toHaveText('En curso');
  await page.reload();
  await expect(
    page
      .getByRole('listitem', { name: 'Calendario de tutorías de orientación' })
      .getByRole('combobox', { name: 'Estado' }),
  ).toHaveText('En curso');
  await expectAccessible(page);
});
