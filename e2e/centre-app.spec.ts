import type { Page } from '@playwright/test';
import { deliveredTo, linkTo } from './support/centre-mail';
import {
  CENTRE_PASSWORD as PASSWORD,
  signInToCentreApp,
  unstartedCentre,
} from './support/centre-session';
import {
  expect as baseExpect,
  downloaded,
  expectAccessible,
  signInAsAdmin,
  test,
} from './support/fixtures';
import { newPage, seguimientoRow } from './support/seguimiento';
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
    const row = await seguimientoRow(adminPage, centre.nombre);
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

/**
 * A demo centre that finished both earlier periods, with the active one finished too (answered
 * and submitted through the centre calls when the demo left it open): three finished
 * evaluations, so the results compare with the previous one as well as the first.
 */
async function centreWithThreeResults(page: Page, token: string) {
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const periods = await get<{ id: number; periodo: string; activo: boolean }[]>('/v7/allperiodos');
  const finishedIn = async (periodId: number) => {
    const { data } = await get<{ data: { id: number; status: string }[] }>(
      `/v15/centros/quizes?setup=${q({ size: 100, page: 0 })}&filter=${q({ periodId })}`,
    );
    return new Set(data.filter((r) => r.status === 'FINISHED').map((r) => r.id));
  };
  const past = periods.filter((p) => !p.activo);
  const active = periods.find((p) => p.activo);
  if (past.length < 2 || !active) throw new Error('the demo has fewer than three periods');
  const sets = await Promise.all(past.map((p) => finishedIn(p.id)));
  const activeCentres = await get<{ id: number; nombre: string }[]>(
    `/v2/centros?setup=${q({ size: 100, page: 0, order: { field: 'nombre', direction: 'asc' } })}&filter=${q({ actives: true })}`,
  );
  const candidates = activeCentres.filter((c) => sets.every((s) => s.has(c.id)));
  const finishedNow = await finishedIn(active.id);
  const centre = candidates.find((c) => finishedNow.has(c.id)) ?? candidates[0];
  if (!centre) throw new Error('no demo centre finished both earlier periods');
  return { centre, activeFinished: finishedNow.has(centre.id) };
}

/** Answers the active questionnaire with the lowest option of each question and submits it. */
async function finishWithLowScores(page: Page, centreId: number, centreToken: string) {
  const headers = { authorization: `Bearer ${centreToken}` };
  const questionnaire = await page.request.get(`/v15/centros/${centreId}/cuestionario`, {
    headers,
  });
  expect(questionnaire.status()).toBe(200);
  const { data } = (await questionnaire.json()) as {
    data: { claves: { preguntas: { id: number; respuestas: { id: number }[] }[] }[] };
  };
  for (const question of data.claves.flatMap((k) => k.preguntas)) {
    const option = question.respuestas[0];
    const saved = await page.request.put(`/v15/centros/${centreId}/respuestas/${question.id}`, {
      headers,
      data: option ? { respuestasIds: [option.id] } : { notApplicable: true },
    });
    expect(saved.status()).toBe(200);
  }
  const submitted = await page.request.post(`/v15/centros/${centreId}/enviar`, { headers });
  expect(submitted.status()).toBe(200);
}

test('the results compare with the previous evaluation and open each key to its questions (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await adminToken(page.request);
  const { centre, activeFinished } = await centreWithThreeResults(page, token);
  const email = `resultados-${Date.now()}@centro-e2e.example`;
  await registerUser(page.request, token, {
    nombre: 'Rosa',
    apellidos: 'Coordinadora',
    email,
    perfil: 1,
    centros_id: centre.id,
  });
  await expect.poll(() => deliveredTo(email).length).toBeGreaterThan(0);
  const link = linkTo(deliveredTo(email)[0] ?? '', '/centro/establecer-contrasena');
  const linkToken = link ? new URL(link, 'http://x').searchParams.get('token') : null;
  if (!linkToken) throw new Error(`no set-password link in the welcome to ${email}`);
  const set = await page.request.post('/v1/auth/set-password', {
    data: { token: linkToken, password: PASSWORD },
  });
  expect(set.status()).toBe(200);
  const session = await signInToCentreApp(page, email);
  if (!activeFinished) await finishWithLowScores(page, centre.id, session.token);

  // The figures the screen must show, read from the API as the app reads them.
  const evaluations = await page.request.get('/v15/centro/evaluaciones', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const newest = (
    (await evaluations.json()) as {
      data: { evaluationId: number; status: string }[];
    }
  ).data.find((e) => e.status === 'FINISHED');
  const reply = await page.request.get(
    `/v15/centro/evaluaciones/${newest?.evaluationId ?? 0}/resultados?lang=ES`,
    { headers: { authorization: `Bearer ${session.token}` } },
  );
  const results = (
    (await reply.json()) as {
      data: {
        score: number;
        previous: { periodo: string; score: number } | null;
        history: { periodo: string }[];
      };
    }
  ).data;
  if (!results.previous) throw new Error('no previous evaluation');
  const es = (n: number) => n.toLocaleString('es-ES', { maximumFractionDigits: 1 });
  const diff = results.score - results.previous.score;
  const signed = `${diff > 0 ? '+' : diff < 0 ? '−' : ''}${es(Math.abs(diff))}`;

  await page.goto('/centro/resultados');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
  await expect(
    page.getByText(`Evaluación anterior (${results.previous.periodo})`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('previous')).toHaveText(
    `${es(results.previous.score)} (${signed})`,
  );
  await expect(page.getByText(/^Primera evaluación \(/)).toBeVisible();
  // Similar centres beside the community and the programme (a figure, or why there is none).
  await expect(page.getByText('Media de centros similares', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('similar')).toHaveText(/^(\d+(,\d)?|Sin media: .+)$/);

  // Over time: the chart and, for a screen reader, the table of every finished evaluation.
  await expect(page.getByRole('heading', { name: 'Evolución' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Gráfico de la evolución: / })).toBeAttached();
  const table = page.getByRole('table', { name: 'Puntuaciones de cada evaluación finalizada' });
  await expect(table.getByRole('row')).toHaveCount(results.history.length + 1);
  await page.getByLabel('Clave que se compara con la puntuación global').selectOption({ index: 1 });
  await expect(
    page.getByRole('img', { name: /^Gráfico de la evolución: .*; 1\. / }),
  ).toBeAttached();

  // A key opens to its questions with the centre's answer, by keyboard.
  const disclosure = page.getByRole('button', { name: /^Preguntas y respuestas \(\d+\)$/ }).first();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await disclosure.focus();
  await page.keyboard.press('Enter');
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  const opened = page.getByTestId('key-question').first();
  await expect(opened).toContainText('Respuesta');
  await expect(opened).toContainText('Puntuación');
  // Nothing on the phone runs wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.keyboard.press('Space');
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
});
