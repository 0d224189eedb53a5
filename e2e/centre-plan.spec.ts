import { emptyPlan, newCoordinator, signInToCentreApp } from './support/centre-session';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * The improvement plan at 390 px: a coordinator opens "Plan de mejora" from the home, adds an
 * action with the keyboard and sets it "En curso", then one already past its due date, which
 * the home lists; the pages pass axe before and after.
 */
test('a coordinator adds an action to the plan and sets it in progress (390 px)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await newCoordinator(page);
  const { token } = await signInToCentreApp(page, email);
  // The demo may have carried last year's unfinished actions in: the journey starts empty.
  await emptyPlan(page, token);
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

  // An action past its due date is listed on the home until it is done.
  await page.getByRole('button', { name: 'Añadir acción' }).click();
  const late = page.getByRole('dialog', { name: 'Añadir acción' });
  await late.getByLabel('Acción').fill('Reunión con las familias de 4.º');
  await late.getByLabel('Fecha límite').fill('2020-01-15');
  await late.getByRole('button', { name: 'Guardar' }).click();
  await expect(late).toBeHidden();
  await page.goto('/centro/');
  const reminder = page.getByRole('region', {
    name: 'Una acción del plan ha pasado su fecha límite',
  });
  await expect(reminder).toContainText('Reunión con las familias de 4.º');
  await expect(reminder).toContainText('15 de enero de 2020');
  await expectAccessible(page);
  await reminder.getByRole('link', { name: 'Ver el plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan de mejora' })).toBeVisible();
});
