import type { Browser, Page } from '@playwright/test';
import { formatCount } from '@eval/contracts/count-text';
import { newCoordinator, signInToCentreApp } from './support/centre-session';
import {
  answerEveryQuestion,
  consultationQuestions,
  consultationReport,
  finishEvaluation,
  newPhone,
} from './support/consultations';
import { expect, expectAccessible, signInAsAdmin, test } from './support/fixtures';
import { newPage, seguimientoRow } from './support/seguimiento';
import { adminToken } from './support/users-screen';

/**
 * A centre's anonymous consultations, end to end: the coordinator (390 px, Spanish) opens the
 * students' and the families' consultations and reads their link and QR code; 12 students
 * answer on their phones, some in Catalan (`?lang=CA`), one tries again from the same phone;
 * 3 families answer; the coordinator (1366 px, Catalan) reads the students' figures and gap
 * per key in the results, and no figure for the families (below 10 responses); the
 * administrator follows the participation in Seguimiento centros and the dashboard. A closed
 * consultation shows its state on the public page, and no form.
 *
 * Each test takes a fresh coordinator of a demo centre that has not started (newCoordinator):
 * the results need this period's evaluation finished, which the first test does through the
 * API, so the centre is no longer "unstarted" for the files after this one.
 */
test.describe.configure({ timeout: 120_000 });

/** The public answer page's texts (apps/centre/src/responder/texts.ts). */
const PAGE = {
  ES: {
    title: 'Consulta anónima',
    groups: { alumnado: 'Alumnado', familias: 'Familias', profesorado: 'Profesorado' },
    agree: 'Muy de acuerdo',
    unknown: 'No lo sé',
    send: 'Enviar',
    thanks: 'Gracias: tus respuestas se han enviado.',
    alreadySent: 'Ya enviaste tus respuestas desde este dispositivo.',
    closed: 'Esta consulta está cerrada: ya no admite respuestas.',
  },
  CA: {
    title: 'Consulta anònima',
    groups: { alumnado: 'Alumnat', familias: 'Famílies', profesorado: 'Professorat' },
    agree: "Molt d'acord",
    unknown: 'No ho sé',
    send: 'Envia',
    thanks: 'Gràcies: les teves respostes s’han enviat.',
    alreadySent: 'Ja has enviat les teves respostes des d’aquest dispositiu.',
    closed: 'Aquesta consulta està tancada: ja no admet respostes.',
  },
} as const;

type Language = keyof typeof PAGE;
type Group = keyof (typeof PAGE)['ES']['groups'];

const STUDENTS = 12;
const FAMILIES = 3;
/** Phones answering at once: a class answers together, but the machine has two cores. */
const AT_ONCE = 3;

/**
 * Opens the consultation of `group` on the centre's Consultas screen, in Spanish, and returns
 * its public path (`/centro/responder/<codigo>`) once its link and QR code show.
 */
async function openConsultation(page: Page, group: string) {
  const card = page.getByRole('region', { name: group, exact: true });
  await card.getByRole('button', { name: 'Abrir consulta' }).click();
  const link = card.getByRole('textbox', { name: 'Enlace público' });
  await expect(link).toHaveValue(/^https?:\/\/[^/]+\/centro\/responder\/[A-Za-z0-9_-]{16}$/);
  await expect(card.getByTestId('estado')).toHaveText('Abierta');
  await expect(card.getByTestId('respuestas')).toHaveText('0');
  const qr = card.getByRole('img', { name: `Código QR del enlace de la consulta de ${group}` });
  await expect(qr).toBeVisible();
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(card.getByRole('link', { name: 'Descargar QR (PNG)' })).toBeVisible();
  return new URL(await link.inputValue()).pathname;
}

/**
 * One respondent on a phone of their own: opens the consultation in `language`, checks the
 * page's texts, answers every question (question `index` the choice `choiceOf(seed, index)`) and
 * sends; sees the thanks. With `checks`, axe checks the form and the thanks, and in Spanish
 * each question is answered with its own action and a second visit from the same phone is told
 * it has answered already; otherwise the questions are answered in one go (the CI budget is
 * tight).
 */
async function respond(
  browser: Browser,
  headers: Record<string, string>,
  {
    path,
    group,
    language,
    questions,
    seed,
    checks,
  }: {
    path: string;
    group: Group;
    language: Language;
    questions: number;
    seed: number;
    checks: boolean;
  },
) {
  const text = PAGE[language];
  const phone = await newPhone(browser, headers);
  try {
    const address = language === 'CA' ? `${path}?lang=CA` : path;
    await phone.goto(address);
    await expect(phone.locator('html')).toHaveAttribute('lang', language.toLowerCase());
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(
      `${text.title} · ${text.groups[group]}`,
    );
    await expect(consultationQuestions(phone)).toHaveCount(questions);
    const first = consultationQuestions(phone).first();
    await expect(first.getByRole('radio', { name: text.agree })).toBeVisible();
    await expect(first.getByRole('radio', { name: text.unknown })).toBeVisible();
    if (checks) await expectAccessible(phone);
    // One question at a time for the first Spanish student; in one go for the others.
    await answerEveryQuestion(phone, (index) => choiceOf(seed, index), {
      quickly: !checks || language === 'CA',
    });
    await phone.getByRole('button', { name: text.send, exact: true }).tap();
    await expect(phone.locator('#aviso')).toHaveText(text.thanks);
    await expect(consultationQuestions(phone)).toHaveCount(0);
    if (!checks) return;
    await expect(phone.locator('#aviso')).toBeFocused();
    await expectAccessible(phone);
    if (language === 'CA') return;
    // The same phone again: this browser has answered, so no form.
    await phone.goto(address);
    await expect(phone.locator('#aviso')).toHaveText(text.alreadySent);
    await expect(phone.getByRole('button', { name: text.send, exact: true })).toHaveCount(0);
    await expect(consultationQuestions(phone)).toHaveCount(0);
    await expectAccessible(phone);
  } finally {
    await phone.context().close();
  }
}

/**
 * The consultation whose code ends `path`, as its public call gives it to a respondent (its
 * questions' keys in Catalan, as the results below name them).
 */
async function publicConsultation(page: Page, path: string) {
  const codigo = path.split('/').pop() ?? '';
  const reply = await page.request.get(`/v15/consultas/${codigo}?lang=CA`);
  expect(reply.status()).toBe(200);
  return (
    (await reply.json()) as {
      data: { grupo: string; centro: string; estado: string; preguntas: { clave: string }[] };
    }
  ).data;
}

/** The valor of each choice of the answer page, in its order (VALUE_ORDER in texts.ts). */
const CHOICE_VALUES = [1, 2, 3, 4, 0] as const;
/** The choice respondent `seed` makes on question `index` (0–4, in the page's order). */
const choiceOf = (seed: number, index: number) => (seed + index) % CHOICE_VALUES.length;

/**
 * Each key's score over `respondents` answering `questions` with choiceOf: the mean of
 * (valor − 1) / 3 × 100, "No lo sé" left out (docs/domain.md "Consultations").
 */
function expectedScores(questions: { clave: string }[], respondents: number) {
  const answers = new Map<string, number[]>();
  for (let seed = 0; seed < respondents; seed += 1)
    questions.forEach((question, index) => {
      const valor = CHOICE_VALUES[choiceOf(seed, index)] ?? 0;
      if (valor === 0) return;
      answers.set(question.clave, [
        ...(answers.get(question.clave) ?? []),
        ((valor - 1) / 3) * 100,
      ]);
    });
  return new Map(
    [...answers].map(([clave, scores]) => [
      clave,
      scores.reduce((a, b) => a + b, 0) / scores.length,
    ]),
  );
}

/** A score as the Catalan results write it: "66,7". */
const catalanScore = (value: number) =>
  new Intl.NumberFormat('ca-ES', { maximumFractionDigits: 1 }).format(value);
/** A difference as the Catalan results write it: "+3,3", "−12", "0". */
const catalanDifference = (value: number) => {
  const figure = catalanScore(Math.abs(value));
  return value > 0 ? `+${figure}` : value < 0 ? `−${figure}` : figure;
};

test('students and families answer on their phones; the coordinator reads the gap per key and the administrator follows them (390 px ES, 1366 px CA)', async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await adminToken(page.request);
  const before = await consultationReport(page.request, token);
  const { email, centre } = await newCoordinator(page);
  const { token: centreToken } = await signInToCentreApp(page, email);
  // The results page shows the newest finished evaluation: this period's, for its consultations.
  await finishEvaluation(page, centre.id, centreToken);

  // The coordinator opens the students' and the families' consultations (axe checks each
  // visit as it settles, fixtures.ts).
  await page.goto('/centro/consultas');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultas' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Alumnado', exact: true })
      .getByText('Todavía no hay una consulta de este grupo.'),
  ).toBeVisible();
  const students = await openConsultation(page, 'Alumnado');
  await expectAccessible(page);
  const families = await openConsultation(page, 'Familias');
  // The links' codes open the centre's consultations: 25 questions for students, 10 for families.
  const [studentsAsked, familiesAsked] = await Promise.all([
    publicConsultation(page, students),
    publicConsultation(page, families),
  ]);
  expect(studentsAsked).toMatchObject({
    grupo: 'alumnado',
    centro: centre.nombre,
    estado: 'abierta',
  });
  expect(studentsAsked.preguntas).toHaveLength(25);
  expect(familiesAsked).toMatchObject({
    grupo: 'familias',
    centro: centre.nombre,
    estado: 'abierta',
  });
  expect(familiesAsked.preguntas).toHaveLength(10);

  // 12 students on their phones, a third of them in Catalan, a few at a time (then the
  // families); the first of each language checks the page with axe.
  const respondents = [
    ...Array.from({ length: STUDENTS }, (_, index) => ({
      path: students,
      group: 'alumnado' as const,
      language: index % 3 === 1 ? ('CA' as const) : ('ES' as const),
      questions: studentsAsked.preguntas.length,
      seed: index,
      checks: index < 2,
    })),
    ...Array.from({ length: FAMILIES }, (_, index) => ({
      path: families,
      group: 'familias' as const,
      language: index === 1 ? ('CA' as const) : ('ES' as const),
      questions: familiesAsked.preguntas.length,
      seed: 2 * index + 1,
      checks: false,
    })),
  ];
  const queue = [...respondents];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        await respond(browser, extraHTTPHeaders ?? {}, next);
    }),
  );

  // The coordinator's screen counts them; the families' still need more for their results.
  await page.reload();
  const studentsCard = page.getByRole('region', { name: 'Alumnado', exact: true });
  const familiesCard = page.getByRole('region', { name: 'Familias', exact: true });
  await expect(studentsCard.getByTestId('respuestas')).toHaveText(String(STUDENTS));
  await expect(familiesCard.getByTestId('respuestas')).toHaveText(String(FAMILIES));
  await expect(
    familiesCard.getByText('Sus resultados aparecerán en Resultados a partir de 10 respuestas.'),
  ).toBeVisible();
  await expect(
    studentsCard.getByText('Sus resultados aparecerán en Resultados a partir de 10 respuestas.'),
  ).toHaveCount(0);

  // At 1366 px, in Catalan: the results' "other voices".
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Català' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await page
    .getByRole('navigation', { name: 'Seccions' })
    .getByRole('link', { name: 'Resultats' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resultats' })).toBeVisible();
  const reply = await page.request.get('/v15/centro/consultas/resultados?lang=CA', {
    headers: { authorization: `Bearer ${centreToken}` },
  });
  expect(reply.status()).toBe(200);
  const { grupos } = (
    (await reply.json()) as {
      data: {
        grupos: {
          grupo: string;
          respuestas: number;
          suficiente: boolean;
          claves: {
            clave: number;
            titulo: string;
            puntuacion: number | null;
            autoevaluacion: number | null;
            diferencia: number | null;
          }[];
        }[];
      };
    }
  ).data;
  const studentResults = grupos.find((g) => g.grupo === 'alumnado');
  expect(studentResults).toMatchObject({ respuestas: STUDENTS, suficiente: true });
  expect(grupos.find((g) => g.grupo === 'familias')).toMatchObject({
    respuestas: FAMILIES,
    suficiente: false,
  });

  const voices = page.getByRole('region', { name: 'Les altres veus' });
  const studentVoices = voices.getByRole('region', { name: 'Alumnat', exact: true });
  const table = studentVoices.getByRole('table', {
    name: `Alumnat: puntuació per clau davant l’autoavaluació (${STUDENTS} respostes)`,
  });
  await expect(table).toBeVisible();
  const keys = studentResults?.claves ?? [];
  expect(keys.length).toBeGreaterThan(0);
  await expect(table.getByRole('row')).toHaveCount(keys.length + 1);
  // Each key's score is what the students answered; the gap, that minus the self-evaluation's.
  const scores = expectedScores(studentsAsked.preguntas, STUDENTS);
  expect(keys.map((key) => key.titulo).sort()).toEqual([...scores.keys()].sort());
  for (const key of keys) {
    const expected = scores.get(key.titulo) ?? Number.NaN;
    expect(Math.abs((key.puntuacion ?? Number.NaN) - expected)).toBeLessThanOrEqual(0.051);
    expect(key.autoevaluacion).not.toBeNull();
    expect(
      Math.abs((key.diferencia ?? Number.NaN) - (expected - (key.autoevaluacion ?? 0))),
    ).toBeLessThanOrEqual(0.11);
    // Self-evaluation, students and the gap, the last by its test id too.
    const row = table.getByRole('row').filter({ hasText: key.titulo });
    await expect(row.getByRole('cell')).toHaveText([
      catalanScore(key.autoevaluacion ?? 0),
      catalanScore(key.puntuacion ?? 0),
      catalanDifference(key.diferencia ?? 0),
    ]);
    await expect(table.getByTestId(`diferencia-${key.clave}`)).toHaveText(
      catalanDifference(key.diferencia ?? 0),
    );
  }
  const familyVoices = voices.getByRole('region', { name: 'Famílies', exact: true });
  await expect(familyVoices).toContainText('Calen almenys 10 respostes');
  await expect(familyVoices).toContainText(`${FAMILIES} respostes`);
  await expect(familyVoices.getByRole('table')).toHaveCount(0);
  await expect(familyVoices).not.toContainText(/\d+,\d/);
  await expectAccessible(page);

  // The administrator follows the participation: Seguimiento centros and the dashboard.
  const adminPage = await newPage(browser, 1366);
  try {
    await signInAsAdmin(adminPage);
    const row = await seguimientoRow(adminPage, centre.nombre);
    await expect(row.locator('[data-field="consultas"]')).toHaveText(
      `Alumnado ${STUDENTS} · Familias ${FAMILIES}`,
    );
    await expectAccessible(adminPage);

    await adminPage.goto('/admin/dashboard');
    const card = adminPage.getByRole('region', { name: 'Consultas', exact: true });
    const participation = card.getByRole('table', { name: 'Participación por grupo' });
    for (const [group, label, responses] of [
      ['alumnado', 'Alumnado', STUDENTS],
      ['familias', 'Familias', FAMILIES],
    ] as const) {
      // This centre's consultation and responses beside the demo's (read before it began).
      const earlier = before.get(group) ?? { consultas: 0, respuestas: 0 };
      const cells = participation.getByRole('row', { name: label }).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(formatCount(earlier.consultas + 1));
      await expect(cells.nth(1)).toHaveText(formatCount(earlier.respuestas + responses));
    }
    await expectAccessible(adminPage);
  } finally {
    await adminPage.context().close();
  }
});

test('a closed consultation says so on its public page and shows no form (1366 px, phone in ES and CA)', async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { email } = await newCoordinator(page);
  await signInToCentreApp(page, email);
  await page.goto('/centro/consultas');
  // The staff's, the group the first test leaves out.
  const path = await openConsultation(page, 'Profesorado');
  const card = page.getByRole('region', { name: 'Profesorado', exact: true });
  await card.getByRole('button', { name: 'Cerrar consulta' }).click();
  await expect(card.getByTestId('estado')).toHaveText('Cerrada');
  await expect(card.getByRole('status').filter({ hasText: 'Guardado.' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reabrir consulta' })).toBeVisible();
  await expectAccessible(page);
  expect(await publicConsultation(page, path)).toMatchObject({
    grupo: 'profesorado',
    estado: 'cerrada',
  });

  for (const language of ['ES', 'CA'] as const) {
    const text = PAGE[language];
    const phone = await newPhone(browser, extraHTTPHeaders);
    try {
      await phone.goto(language === 'CA' ? `${path}?lang=CA` : path);
      await expect(phone.locator('html')).toHaveAttribute('lang', language.toLowerCase());
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText(
        `${text.title} · ${text.groups.profesorado}`,
      );
      await expect(phone.locator('#aviso')).toHaveText(text.closed);
      await expect(phone.getByRole('form')).toHaveCount(0);
      await expect(phone.getByRole('radio')).toHaveCount(0);
      await expect(phone.getByRole('button', { name: text.send, exact: true })).toHaveCount(0);
      await expectAccessible(phone);
    } finally {
      await phone.context().close();
    }
  }
});
