import type { Browser, Page } from '@playwright/test';
import { deliveredTo, linkTo } from './support/centre-mail';
import { CENTRE_PASSWORD as PASSWORD, unstartedCentre } from './support/centre-session';
import {
  expect as baseExpect,
  downloaded,
  expectAccessible,
  signInAsAdmin,
  test,
} from './support/fixtures';
import { adminToken, registerUser } from './support/users-screen';

// The journey answers every question of the questionnaire twice over (two viewports) on a
// shared, slow machine: generous waits, no timed assertion.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 400_000 });

/** The set-password link of the welcome e-mail delivered over SMTP to `email`. */
async function welcomeLink(email: string): Promise<string> {
  await expect.poll(() => deliveredTo(email).length).toBeGreaterThan(0);
  const link = linkTo(deliveredTo(email)[0] ?? '', '/centro/establecer-contrasena');
  if (!link) throw new Error(`no set-password link in the welcome to ${email}`);
  return link;
}

/**
 * Follows the e-mailed link and sets the password: the page opens in the e-mail's language
 * (the link's `lang`) and signs the person in with the password just set.
 */
async function setPasswordAndSignIn(page: Page, link: string, catalan: boolean) {
  await page.goto(link);
  await expect(
    page.getByRole('heading', {
      name: catalan ? 'Estableix la contrasenya' : 'Establecer la contraseña',
    }),
  ).toBeVisible();
  const t = catalan
    ? { pw: 'Contrasenya nova', again: 'Repetiu la contrasenya', save: 'Desa la contrasenya' }
    : { pw: 'Contraseña nueva', again: 'Repita la contraseña', save: 'Guardar contraseña' };
  await page.getByLabel(t.pw).fill(PASSWORD);
  await page.getByLabel(t.again).fill(PASSWORD);
  await page.getByRole('button', { name: t.save }).click();
}

/**
 * Answers every question of the key on screen: the first option of each (its radio or its
 * checkbox), or "no aplica" for the first question when `notApplicableFirst`; then waits until
 * the app says every answer is saved.
 */
async function answerKey(page: Page, notApplicableFirst: boolean, saved: string, na: string) {
  const questions = page.locator('fieldset[data-question-id]');
  const count = await questions.count();
  for (let i = 0; i < count; i += 1) {
    const question = questions.nth(i);
    if (i === 0 && notApplicableFirst) {
      await question.getByRole('checkbox', { name: na }).check();
      continue;
    }
    const radio = question.getByRole('radio').first();
    if ((await radio.count()) > 0) await radio.check();
    else await question.getByRole('checkbox').first().check();
  }
  await expect(page.getByTestId('save-summary')).toHaveText(saved);
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
  return context.newPage();
}

for (const width of [1440, 390]) {
  test(`a coordinator answers in Catalan with a teacher, submits and sees the results (${width} px)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const token = await adminToken(page.request);
    const centre = await unstartedCentre(page, token);
    const stamp = `${width}-${Date.now()}`;
    const coordinator = `coordinacion-${stamp}@centro-e2e.example`;
    const teacher = `docente-${stamp}@centro-e2e.example`;
    // Created in the back-office's call, which sends each the welcome e-mail over SMTP.
    await registerUser(page.request, token, {
      nombre: 'Núria',
      apellidos: 'Coordinadora',
      email: coordinator,
      perfil: 1,
      centros_id: centre.id,
      language_id: 'CA',
    });
    await registerUser(page.request, token, {
      nombre: 'Pablo',
      apellidos: 'Docente',
      email: teacher,
      perfil: 2,
      centros_id: centre.id,
    });

    await setPasswordAndSignIn(page, await welcomeLink(coordinator), true);
    await expect(page.getByRole('heading', { name: 'Hola, Núria' })).toBeVisible();
    await expect(page.getByTestId('centre-status')).toHaveText('Sense començar');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Comença l’autoavaluació' }).click();
    await expect(page.getByText('Clau 1 de 10')).toBeVisible();
    await expectAccessible(page);

    // The teacher, in a browser of their own, answers the last key meanwhile.
    const teacherPage = await newPage(browser, width);
    const teacherWork = (async () => {
      await setPasswordAndSignIn(teacherPage, await welcomeLink(teacher), false);
      await expect(teacherPage.getByRole('heading', { name: 'Hola, Pablo' })).toBeVisible();
      await teacherPage.goto('/centro/cuestionario?clave=10');
      await expect(teacherPage.getByText('Clave 10 de 10')).toBeVisible();
      await answerKey(teacherPage, true, 'Todas las respuestas están guardadas', 'No aplica');
      await expectAccessible(teacherPage);
    })();

    for (let key = 1; key <= 9; key += 1) {
      await expect(page.getByText(`Clau ${key} de 10`)).toBeVisible();
      await answerKey(page, false, 'Totes les respostes estan desades', 'No s’hi aplica');
      await page.getByRole('button', { name: 'Clau següent' }).click();
    }
    await teacherWork;

    // On the next load the coordinator sees the teacher's answers, resumed at the last key.
    await page.goto('/centro/cuestionario?clave=10');
    const first = page.locator('fieldset[data-question-id]').first();
    await expect(first.getByRole('checkbox', { name: 'No s’hi aplica' })).toBeChecked();
    await page.getByRole('button', { name: 'Finalitza l’avaluació' }).click();
    const dialog = page.getByRole('dialog', { name: 'Voleu finalitzar l’avaluació?' });
    await expect(dialog).toContainText('ningú del centre podrà canviar');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Finalitza' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Resultats' })).toBeVisible();
    await expect(page.getByTestId('submitted')).toContainText('Avaluació finalitzada.');
    await expect(page.getByTestId('overall-score')).not.toHaveText('—');
    await expect(
      page.getByRole('img', { name: /^Gràfic de la puntuació de cada clau: 1\. / }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Resultats per clau' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Gràfic de la clau/ }).first()).toBeVisible();
    await expectAccessible(page);
    const pdf = await downloaded(page, () =>
      page.getByRole('button', { name: 'Baixa el PDF' }).click(),
    );
    // Named in the report's language, Catalan here.
    expect(pdf.suggestedFilename()).toMatch(/^informe-autoavaluacio-.*\.pdf$/);

    await page.goto('/centro/');
    await expect(page.getByTestId('centre-status')).toHaveText('Finalitzada');

    // The administrator sees the finished evaluation at once in Seguimiento centros.
    const adminPage = await newPage(browser, width);
    await signInAsAdmin(adminPage);
    await adminPage.goto('/admin/datos');
    // On a phone the filters fold behind "Filtros".
    const folded = adminPage.getByRole('button', { name: 'Filtros', exact: true });
    const name = adminPage.getByRole('textbox', { name: 'Nombre' });
    await expect(name.or(folded)).toBeVisible();
    if (await folded.isVisible()) await folded.click();
    await name.fill(centre.nombre);
    await adminPage.getByRole('button', { name: 'Aplicar' }).click();
    const row = adminPage
      .getByRole('grid', { name: 'Evaluaciones de los centros' })
      .locator('.MuiDataGrid-row')
      .filter({ hasText: centre.nombre })
      .first();
    await expect(row.locator('[data-field="status"]')).toHaveText('Completada');
    await expectAccessible(adminPage);

    // Nothing was sent twice: one welcome each.
    expect(deliveredTo(coordinator)).toHaveLength(1);
    expect(deliveredTo(teacher)).toHaveLength(1);
    await teacherPage.context().close();
    await adminPage.context().close();
  });
}

test('the sign-in page refuses an administrator with a link to the back-office', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/centro/entrar');
  await page.getByLabel(/^Correo electrónico/).fill('admin@autoevaluacion.example');
  await page.locator('input[type="password"]').fill('Demo-Admin-2026');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Esta cuenta es de administración');
  await expect(page.getByRole('link', { name: 'Ir al back-office' })).toHaveAttribute(
    'href',
    '/auth/login',
  );
  await page.locator('input[type="password"]').fill('wrong-password-here');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'El correo electrónico o la contraseña no son correctos.',
  );
  // Keyboard alone: the fields and the button are reached with Tab.
  await page.getByLabel(/^Correo electrónico/).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('input[type="password"]')).toBeFocused();
});
