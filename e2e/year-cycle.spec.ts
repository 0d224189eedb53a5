import type { Page } from '@playwright/test';
import {
  answerByApi,
  emptyPlan,
  newCentrePerson,
  signInToCentreApp,
} from './support/centre-session';
import { expect, expectAccessible, signInAsAdmin, test } from './support/fixtures';
import { newPage, seguimientoRow } from './support/seguimiento';
import { adminToken, apiData } from './support/users-screen';

/**
 * The improvement cycle of one school year, end to end: a coordinator finishes the evaluation,
 * reads the results against the previous period, adopts two suggestions and assigns one to a
 * teacher, who sets it "En curso" with a PDF evidence; the administrator follows it in
 * Seguimiento and the dashboard; a new period carries both unfinished actions.
 *
 * This file opens a period, which changes the active period of the whole shared e2e server, so
 * it is named to run after every other file (one worker runs the files in name order), and it
 * reopens the earlier period when it ends, which undoes the carry (docs/domain.md).
 */
test.describe.configure({ timeout: 300_000 });

const TEXT = {
  ES: {
    submit: 'Finalizar la evaluación',
    confirmTitle: '¿Finalizar la evaluación?',
    confirm: 'Finalizar',
    results: 'Resultados',
    previous: 'Evaluación anterior',
    first: 'Primera evaluación',
    plan: 'Plan de mejora',
    suggestions: 'Sugerencias para sus claves más débiles',
    adopt: 'Añadir al plan',
    edit: 'Editar',
    responsable: 'Responsable',
    dueDate: 'Fecha límite',
    save: 'Guardar',
    state: 'Estado',
    inProgress: 'En curso',
    pending: 'Pendiente',
    carried: 'Viene del periodo',
  },
  CA: {
    submit: 'Finalitza l’avaluació',
    confirmTitle: 'Voleu finalitzar l’avaluació?',
    confirm: 'Finalitza',
    results: 'Resultats',
    previous: 'Avaluació anterior',
    first: 'Primera avaluació',
    plan: 'Pla de millora',
    suggestions: 'Suggeriments per a les vostres claus més febles',
    adopt: 'Afegeix al pla',
    edit: 'Edita',
    responsable: 'Responsable',
    dueDate: 'Data límit',
    save: 'Desa',
    state: 'Estat',
    inProgress: 'En curs',
    pending: 'Pendent',
    carried: 'Ve del període',
  },
} as const;

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

interface Period {
  id: number;
  periodo: string;
  activo: boolean;
}

/**
 * An active centre that finished the period before the active one and has not started this one,
 * preferably one that finished every earlier period too, so that its results show the previous
 * evaluation beside the first (the demo has several); its plan is emptied later.
 */
async function centreToFinish(page: Page, token: string, periods: Period[]) {
  const active = periods.find((p) => p.activo);
  // The school years before the active one, newest first (a run of this file leaves a later,
  // empty one).
  const earlier = periods
    .filter((p) => active !== undefined && p.periodo < active.periodo)
    .sort((a, b) => b.periodo.localeCompare(a.periodo));
  const previous = earlier[0];
  if (!active || !previous) throw new Error('the demo has no period before the active one');
  const rows = async (periodId: number) =>
    (
      await apiData<{ data: { id: number; nombre: string; status: string }[] }>(
        page.request,
        token,
        `/v15/centros/quizes?setup=${q({ size: 100, page: 0 })}&filter=${q({ periodId })}`,
      )
    ).data;
  const finished = await Promise.all(
    earlier.map(
      async (period) =>
        new Set((await rows(period.id)).filter((r) => r.status === 'FINISHED').map((r) => r.id)),
    ),
  );
  const candidates = (await rows(active.id)).filter(
    (r) => r.status === 'NOT_STARTED' && finished[0]?.has(r.id),
  );
  const centre = candidates.find((r) => finished.every((set) => set.has(r.id))) ?? candidates[0];
  if (!centre) throw new Error('no demo centre finished last period and has not started this one');
  return { centre, active, previous };
}

for (const { width, language } of [
  { width: 390, language: 'ES' },
  { width: 1366, language: 'CA' },
] as const) {
  test(`a centre's year: results, a plan with a teacher's evidence, followed and carried (${width} px, ${language})`, async ({
    page,
    browser,
  }) => {
    const text = TEXT[language];
    await page.setViewportSize({ width, height: 900 });
    const token = await adminToken(page.request);
    const periods = await apiData<Period[]>(page.request, token, '/v7/allperiodos');
    const { centre, active, previous } = await centreToFinish(page, token, periods);
    const coordinator = await newCentrePerson(page, token, {
      centreId: centre.id,
      perfil: 1,
      nombre: 'Laia',
      apellidos: 'Coordinadora',
      language,
    });
    const teacher = await newCentrePerson(page, token, {
      centreId: centre.id,
      perfil: 2,
      nombre: 'Jordi',
      apellidos: `Tutor ${width}`,
      language,
    });
    const { token: centreToken } = await signInToCentreApp(page, coordinator);
    const headers = { authorization: `Bearer ${centreToken}` };

    // The coordinator answers the last key on screen and finishes.
    const keys = await answerByApi(page, centre.id, centreToken, true);
    await page.goto(`/centro/cuestionario?clave=${keys}`);
    // The key's questions once they are on screen (`all()` does not wait for them).
    const shown = page.locator('fieldset[data-question-id]');
    await expect(shown.first()).toBeVisible();
    for (const question of await shown.all()) {
      const radio = question.getByRole('radio').first();
      if ((await radio.count()) > 0) await radio.check();
      else await question.getByRole('checkbox').first().check();
    }
    await page.getByRole('button', { name: text.submit }).click();
    const confirm = page.getByRole('dialog', { name: text.confirmTitle });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: text.confirm, exact: true }).click();

    // The results compare with the previous period.
    await expect(page.getByRole('heading', { level: 1, name: text.results })).toBeVisible();
    // The previous period's figure with its difference (named "first" when it is the first).
    await expect(
      page
        .getByText(`${text.previous} (${previous.periodo})`, { exact: true })
        .or(page.getByText(`${text.first} (${previous.periodo})`, { exact: true })),
    ).toBeVisible();
    await expect(page.getByTestId('previous').or(page.getByTestId('first')).first()).toHaveText(
      /^\d+(,\d)? \([+−]?\d+(,\d)?\)$/,
    );
    await expectAccessible(page);

    // The plan starts empty (the demo may have carried last year's actions into it).
    await emptyPlan(page, centreToken);
    const offered = await page.request.get(`/v15/centro/plan/sugerencias?lang=${language}`, {
      headers,
    });
    const [first, second] = ((await offered.json()) as { data: { texto: string }[] }).data;
    if (!first || !second) throw new Error('fewer than two suggestions for the weakest keys');

    await page.goto('/centro/resultados');
    await page.getByRole('main').getByRole('link', { name: text.plan }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.plan })).toBeVisible();
    const suggestions = page.getByRole('region', { name: text.suggestions });
    for (const suggestion of [first, second]) {
      await suggestions
        .getByRole('listitem')
        .filter({ hasText: suggestion.texto })
        .getByRole('button', { name: text.adopt })
        .click();
      await expect(page.getByRole('listitem', { name: suggestion.texto })).toBeVisible();
    }
    await expectAccessible(page);

    // The first one goes to the teacher, with a due date.
    const assigned = page.getByRole('listitem', { name: first.texto });
    await assigned.getByRole('button', { name: text.edit, exact: true }).click();
    const form = page.getByRole('dialog', { name: text.edit });
    await form.getByRole('combobox', { name: text.responsable }).click();
    await page.getByRole('option', { name: new RegExp(`Jordi Tutor ${width}`) }).click();
    await form.getByLabel(text.dueDate).fill('2030-06-30');
    await expectAccessible(page);
    await form.getByRole('button', { name: text.save }).click();
    await expect(form).toBeHidden();
    await expect(assigned).toContainText(`Jordi Tutor ${width}`);

    // The teacher, on their own device, sets it in progress with a PDF evidence.
    const teacherPage = await newPage(browser, width);
    await signInToCentreApp(teacherPage, teacher);
    await teacherPage.goto('/centro/plan');
    const theirs = teacherPage.getByRole('listitem', { name: first.texto });
    await theirs.getByRole('combobox', { name: text.state }).click();
    await teacherPage.getByRole('option', { name: text.inProgress, exact: true }).click();
    await expect(theirs.getByRole('combobox', { name: text.state })).toHaveText(text.inProgress);
    await theirs.locator('input[type="file"]').setInputFiles({
      name: 'acta-tutoria.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect(
      theirs.getByRole('button', { name: 'acta-tutoria.pdf', exact: true }),
    ).toBeVisible();
    // Not theirs: read only.
    const other = teacherPage.getByRole('listitem', { name: second.texto });
    await expect(other.getByRole('combobox', { name: text.state })).toHaveCount(0);
    await expect(other).toContainText(`${text.state}: ${text.pending}`);
    await expectAccessible(teacherPage);
    await teacherPage.context().close();

    // The administrator follows it: Seguimiento centros and the dashboard.
    const adminPage = await newPage(browser, width);
    await signInAsAdmin(adminPage);
    const row = await seguimientoRow(adminPage, centre.nombre);
    await expect(row.locator('[data-field="status"]')).toHaveText('Completada');
    const summary = row.getByRole('button', { name: /^Plan de mejora de .*Ver acciones$/ });
    await expect(summary).toHaveText('2 acciones');
    await summary.click();
    const detail = adminPage.getByRole('dialog');
    const followed = detail.getByTestId('plan-action').filter({ hasText: first.texto });
    await expect(followed).toContainText('En curso');
    await expect(followed).toContainText(`Jordi Tutor ${width}`);
    await expectAccessible(adminPage);
    await detail.getByRole('button', { name: 'Cerrar' }).click();
    await adminPage.goto('/admin/dashboard');
    const card = adminPage.getByRole('region', { name: 'Planes de mejora' });
    await expect(card.getByTestId('plan-adoption')).toContainText(/centros con plan \(/);
    await expectAccessible(adminPage);
    await adminPage.context().close();

    // A new period carries both unfinished actions; reopening this one takes them back.
    const newest = Math.max(...periods.map((p) => Number(p.periodo.slice(0, 4))));
    const next = `${newest + 1}-${newest + 2}`;
    const opened = await page.request.post('/v7/nuevoperiodo', {
      headers: { authorization: `Bearer ${token}` },
      data: { periodo: next },
    });
    expect(opened.status()).toBe(201);
    try {
      await page.goto('/centro/plan');
      for (const suggestion of [first, second])
        await expect(page.getByRole('listitem', { name: suggestion.texto })).toContainText(
          `${text.carried} ${active.periodo}`,
        );
      await expect(
        page
          .getByRole('listitem', { name: first.texto })
          .getByRole('combobox', { name: text.state }),
      ).toHaveText(text.inProgress);
      await expectAccessible(page);
    } finally {
      const reopened = await page.request.post(`/v7/periodos/${active.id}/reabrir`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(reopened.status()).toBe(200);
    }
    const back = await page.request.get('/v15/centro/plan', { headers });
    const restored = ((await back.json()) as { data: { periodo: { periodo: string } } }).data;
    expect(restored.periodo.periodo).toBe(active.periodo);
  });
}
