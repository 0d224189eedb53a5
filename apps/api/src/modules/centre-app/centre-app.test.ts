import { desc, eq } from 'drizzle-orm';
import {
  CENTRE_APP_PATHS,
  centreEvaluationsResponseSchema,
  centreHomeResponseSchema,
  centreResultsResponseSchema,
} from '@eval/contracts/centre-app';
import { centreQuestionnaireResponseSchema } from '@eval/contracts/quizzes';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { answers, evaluations, feedbacks, recursos } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { bearer, createUser, tokenFor, type TestUser } from '../../test/app';
import { insertCentre, type CentreInput } from '../../test/quiz-helpers';
import { communityNameIn } from '@eval/contracts/place-names';
import { centreAppSignInUrl } from '../emails/app-links';
import { issueSetPasswordLink } from '../emails/mail-links';
import { createPeriod } from '../periods/service';
import { recordAnswers, submitEvaluation, type AnswerInput } from '../quizzes/evaluation-service';
import {
  loadCurrentQuestionnaire,
  type CurrentQuestion,
} from '../quizzes/questionnaire-repository';

/**
 * The centre app's calls. The world, built through the evaluation service:
 *   2023-2024: M1 (Madrid) all best (100); M2–M5 (Madrid) and S1 (Sevilla) all worst.
 *              Madrid has 5 finished centres, the programme 6: both averages shown.
 *   2024-2025 (active): M1 all worst (its later evaluation); M2 half answered, in progress.
 *              One finished centre: no average is shown (fewer than 5).
 * "Worst" is the 0-valued option of single and scale questions and multiple-choice ones
 * marked not applicable, so a key with only multiple-choice questions has no score.
 */
const t = adminTestAppPerFile();
const ids = { M1: 0, M2: 0, M3: 0, M4: 0, M5: 0, S1: 0 };
let questions: CurrentQuestion[] = [];
let coordinator: TestUser;
let teacher: TestUser;
let sevillaUser: TestUser;
let m2Coordinator: TestUser;
let firstKeyId = 0;

function answerFor(question: CurrentQuestion, plan: 'best' | 'worst'): AnswerInput {
  const entries = [...question.options.entries()].sort((a, b) => a[1] - b[1]);
  if (question.codigo === 'MULTIPLE')
    return plan === 'best'
      ? { preguntasId: question.id, respuestasIds: entries.map(([id]) => id) }
      : { preguntasId: question.id, notApplicable: true };
  const chosen = plan === 'best' ? entries.at(-1) : entries[0];
  if (!chosen) throw new Error('question without options');
  return { preguntasId: question.id, respuestasIds: [chosen[0]] };
}

async function finish(db: Database, centreId: number, plan: 'best' | 'worst', at: string) {
  const when = new Date(at);
  await recordAnswers(
    db,
    { centreId, userId: null, at: when },
    questions.map((q) => answerFor(q, plan)),
  );
  await submitEvaluation(db, { centreId, userId: null, at: when });
}

const place = (code: string, where: CentreInput['place']): CentreInput => ({
  nombre: `Centro ${code}`,
  codigo: code,
  place: where,
});

beforeAll(async () => {
  const db = t.db;
  for (const code of ['M1', 'M2', 'M3', 'M4', 'M5'] as const)
    ids[code] = await insertCentre(db, place(code, 'madrid'));
  ids.S1 = await insertCentre(db, place('S1', 'sevilla'));
  questions = await loadCurrentQuestionnaire(db);
  firstKeyId = questions[0]?.clavesId ?? 0;
  await createPeriod(db, '2023-2024');
  await finish(db, ids.M1, 'best', '2024-03-01T10:00:00Z');
  for (const code of ['M2', 'M3', 'M4', 'M5', 'S1'] as const)
    await finish(db, ids[code], 'worst', '2024-03-02T10:00:00Z');
  await createPeriod(db, '2024-2025');
  await finish(db, ids.M1, 'worst', '2025-03-01T10:00:00Z');
  coordinator = await createUser(db, { perfil: 1, centros_id: ids.M1, nombre: 'Coordina' });
  teacher = await createUser(db, { perfil: 2, centros_id: ids.M1 });
  sevillaUser = await createUser(db, { perfil: 1, centros_id: ids.S1 });
  m2Coordinator = await createUser(db, { perfil: 1, centros_id: ids.M2 });
  // Feedback of the first key in both languages, and a resource for it in each.
  for (const [language, titulo] of [
    ['ES', 'Punto de partida'],
    ['CA', 'Punt de partida'],
  ] as const) {
    await db.insert(feedbacks).values([
      {
        language_id: language,
        claves_id: firstKeyId,
        minimo: 0,
        maximo: 49,
        titulo,
        texto: '<p>Empezad</p>',
      },
      {
        language_id: language,
        claves_id: firstKeyId,
        minimo: 50,
        maximo: 100,
        titulo: 'Fortaleza',
        texto: 'Bien',
      },
    ]);
    await db.insert(recursos).values({
      language_id: language,
      titulo: `Guía ${language}`,
      url: 'https://example.org/guia',
      claves_id: firstKeyId,
    });
  }
}, 300_000);

const get = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(tokenFor(t.app, user)) });

async function evaluationOf(centreId: number, periodo: string): Promise<number> {
  const response = await get(
    centreId === ids.M1 ? coordinator : centreId === ids.S1 ? sevillaUser : m2Coordinator,
    '/v15/centro/evaluaciones',
  );
  expect(response.statusCode, response.body).toBe(200);
  const found = centreEvaluationsResponseSchema
    .parse(response.json())
    .data.find((e) => e.periodo === periodo);
  if (!found) throw new Error(`no evaluation in ${periodo}`);
  return found.evaluationId;
}

async function results(user: TestUser, evaluationId: number, lang = '') {
  const response = await get(
    user,
    `/v15/centro/evaluaciones/${evaluationId}/resultados${lang ? `?lang=${lang}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return centreResultsResponseSchema.parse(response.json()).data;
}

describe('the centre app: evaluations and results', () => {
  it('lists the centre own evaluations across periods, newest first', async () => {
    const response = await get(coordinator, '/v15/centro/evaluaciones');
    const list = centreEvaluationsResponseSchema.parse(response.json()).data;
    expect(list.map((e) => [e.periodo, e.status, e.score, e.isFirstFinished])).toEqual([
      ['2024-2025', 'FINISHED', expect.any(Number), false],
      ['2023-2024', 'FINISHED', 100, true],
    ]);
  });

  it('compares a later evaluation with the first and hides averages of fewer than 5 centres', async () => {
    const later = await results(coordinator, await evaluationOf(ids.M1, '2024-2025'));
    expect(later.centre).toMatchObject({ id: ids.M1, nombre: 'Centro M1', comunidadId: 13 });
    expect(later.first).toMatchObject({ periodo: '2023-2024', score: 100 });
    const key = later.keys.find((k) => k.keyId === firstKeyId);
    expect(key).toMatchObject({ firstScore: 100, communityScore: null, programmeScore: null });
    if (key?.score !== null && key?.score !== undefined)
      expect(key.difference).toBe(key.score - 100);
    expect(later.community).toMatchObject({
      centres: 1,
      score: null,
      nullReason: 'TOO_FEW_CENTRES',
    });
    expect(later.programme).toMatchObject({
      centres: 1,
      score: null,
      nullReason: 'TOO_FEW_CENTRES',
    });
    expect(later.keys.every((k) => k.communityScore === null && k.programmeScore === null)).toBe(
      true,
    );
  });

  it('gives community and programme averages for groups of 5 or more, never a smaller one', async () => {
    const first = await results(coordinator, await evaluationOf(ids.M1, '2023-2024'));
    expect(first.first).toBeNull();
    expect(first.community).toMatchObject({ centres: 5, score: 20, nullReason: null });
    expect(first.programme.centres).toBe(6);
    expect(first.programme.score).toBeCloseTo(100 / 6, 1);
    const key = first.keys.find((k) => k.keyId === firstKeyId);
    expect(key?.score).toBe(100);
    // Sevilla alone in its community: its average would be its own score.
    const sevilla = await results(sevillaUser, await evaluationOf(ids.S1, '2023-2024'));
    expect(sevilla.community).toMatchObject({
      centres: 1,
      score: null,
      nullReason: 'TOO_FEW_CENTRES',
    });
    expect(sevilla.programme).toMatchObject({ centres: 6, nullReason: null });
    expect(sevilla.keys.every((k) => k.communityScore === null)).toBe(true);
  });

  it('gives feedback for the level and resources for the weakest keys, in the asked language', async () => {
    const evaluationId = await evaluationOf(ids.M1, '2024-2025');
    const es = await results(coordinator, evaluationId);
    const key = es.keys.find((k) => k.keyId === firstKeyId);
    if (key?.score === null) throw new Error('the first key should have a score');
    expect(key?.feedback).toEqual({ titulo: 'Punto de partida', texto: '<p>Empezad</p>' });
    expect(es.recommendations.keyIds).toContain(firstKeyId);
    expect(es.recommendations.keyIds.length).toBeLessThanOrEqual(3);
    expect(es.recommendations.recursos.map((r) => r.titulo)).toEqual(['Guía ES']);
    const ca = await results(coordinator, evaluationId, 'CA');
    expect(ca.language_id).toBe('CA');
    // The community in Catalan for a Catalan page (place-names.ts), in the data's form otherwise.
    expect(es.community.comunidad).toBe('Comunidad de Madrid');
    expect(ca.community.comunidad).toBe('Comunitat de Madrid');
    expect(communityNameIn('CA', es.community.comunidad)).toBe(ca.community.comunidad);
    expect(ca.centre.comunidad).toBe(ca.community.comunidad);
    expect(ca.keys.find((k) => k.keyId === firstKeyId)?.feedback?.titulo).toBe('Punt de partida');
    expect(ca.recommendations.recursos.map((r) => r.titulo)).toEqual(['Guía CA']);
    // A strong key gets its own level's text.
    const strong = await results(coordinator, await evaluationOf(ids.M1, '2023-2024'));
    expect(strong.keys.find((k) => k.keyId === firstKeyId)?.feedback?.titulo).toBe('Fortaleza');
  });

  it('prints the results as a PDF named after the centre and period, in its language', async () => {
    const evaluationId = await evaluationOf(ids.M1, '2024-2025');
    const url = `/v15/centro/evaluaciones/${evaluationId}/informe`;
    const spanish = await get(coordinator, `${url}?lang=ES`);
    expect(spanish.headers['content-disposition']).toBe(
      'attachment; filename="informe-autoevaluacion-M1-2024-2025.pdf"',
    );
    const response = await get(coordinator, `${url}?lang=CA`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="informe-autoavaluacio-M1-2024-2025.pdf"',
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    // The document's title names the centre (pdfkit writes it as UTF-16BE when not ASCII).
    const utf16be = Buffer.from('Centro M1', 'utf16le').swap16();
    expect(pdf.includes(utf16be) || pdf.includes(Buffer.from('Centro M1', 'latin1'))).toBe(true);
  });

  it('refuses an evaluation of another centre (404) and one not finished (409)', async () => {
    const sevillaEvaluation = await evaluationOf(ids.S1, '2023-2024');
    for (const url of [
      `/v15/centro/evaluaciones/${sevillaEvaluation}/resultados`,
      `/v15/centro/evaluaciones/${sevillaEvaluation}/informe`,
    ]) {
      const response = await get(coordinator, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('La evaluación no existe.');
    }
    await recordAnswers(
      t.db,
      { centreId: ids.M2, userId: m2Coordinator.id },
      questions.slice(0, 3).map((q) => answerFor(q, 'best')),
    );
    const inProgress = await evaluationOf(ids.M2, '2024-2025');
    const refused = await get(m2Coordinator, `/v15/centro/evaluaciones/${inProgress}/resultados`);
    expect(refused.statusCode).toBe(409);
  });

  it('keeps administrators out of every centre app call', async () => {
    for (const url of ['/v15/centro/inicio', '/v15/centro/evaluaciones']) {
      const response = await t.app.inject({ url, headers: t.auth });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('the centre app: home and answering together', () => {
  it('shows the active period, status and progress per key, and the coordinator who answered', async () => {
    const response = await get(m2Coordinator, '/v15/centro/inicio?lang=CA');
    expect(response.statusCode, response.body).toBe(200);
    const home = centreHomeResponseSchema.parse(response.json()).data;
    expect(home.user).toMatchObject({ id: m2Coordinator.id, isCoordinator: true });
    expect(home.centre.id).toBe(ids.M2);
    expect(home.period).toMatchObject({ periodo: '2024-2025', activo: true });
    expect(home.status).toBe('IN_PROGRESS');
    expect(home.canSubmit).toBe(false);
    expect(home.hasResults).toBe(true);
    const answered = home.keys.flatMap((k) => k.answeredBy);
    expect(answered).toEqual([expect.objectContaining({ userId: m2Coordinator.id, answers: 3 })]);
    expect(home.keys.length).toBeGreaterThan(0);
    expect(home.keys[0]).toMatchObject({ color: expect.stringMatching(/^#/) });
  });

  it('lets two teachers answer at once: different questions both stay, the same one keeps the last save', async () => {
    const centreId = ids.M3;
    const one = await createUser(t.db, { perfil: 1, centros_id: centreId });
    const two = await createUser(t.db, { perfil: 2, centros_id: centreId });
    const [q1, q2, q3] = questions.filter((q) => q.codigo !== 'MULTIPLE');
    if (!q1 || !q2 || !q3) throw new Error('three single-choice questions expected');
    const options = (q: CurrentQuestion) => [...q.options.keys()];
    const put = (user: TestUser, q: CurrentQuestion, option: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/v15/centros/${centreId}/respuestas/${q.id}`,
        headers: bearer(tokenFor(t.app, user)),
        payload: { respuestasIds: [option] },
      });
    const saves = await Promise.all([
      put(one, q1, options(q1)[0] ?? 0),
      put(two, q2, options(q2)[0] ?? 0),
      put(one, q3, options(q3)[0] ?? 0),
      put(two, q3, options(q3)[1] ?? 0),
    ]);
    expect(saves.map((s) => s.statusCode)).toEqual([200, 200, 200, 200]);
    const load = await t.app.inject({
      url: `/v15/centros/${centreId}/cuestionario`,
      headers: bearer(tokenFor(t.app, one)),
    });
    const questionnaire = centreQuestionnaireResponseSchema.parse(load.json()).data;
    const all = questionnaire.claves.flatMap((k) => k.preguntas);
    const answerOf = (q: CurrentQuestion) => all.find((p) => p.id === q.id)?.answer?.respuestasIds;
    expect(answerOf(q1)).toEqual([options(q1)[0]]);
    expect(answerOf(q2)).toEqual([options(q2)[0]]);
    // The same question: one row, holding whichever save came last, with who saved it.
    const [evaluation] = await t.db
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(eq(evaluations.centros_id, centreId))
      .orderBy(desc(evaluations.id));
    const rows = await t.db
      .select()
      .from(answers)
      .where(eq(answers.evaluation_id, evaluation?.id ?? 0));
    const q3Rows = rows.filter((r) => r.preguntas_id === q3.id);
    expect(q3Rows).toHaveLength(1);
    const saved = q3Rows[0];
    expect(
      (saved?.answered_by === one.id && saved.respuestas_ids[0] === options(q3)[0]) ||
        (saved?.answered_by === two.id && saved.respuestas_ids[0] === options(q3)[1]),
    ).toBe(true);
    expect(answerOf(q3)).toEqual(saved?.respuestas_ids);
  });

  it('gives the questionnaire in Catalan when asked, Spanish otherwise', async () => {
    const url = `/v15/centros/${ids.M2}/cuestionario`;
    const es = await get(m2Coordinator, url);
    const ca = await get(m2Coordinator, `${url}?lang=CA`);
    expect(ca.statusCode).toBe(200);
    const first = (body: unknown) =>
      centreQuestionnaireResponseSchema.parse(body).data.claves[0]?.preguntas[0]?.id;
    expect(first(ca.json())).toBe(first(es.json()));
    const bad = await get(m2Coordinator, `${url}?lang=FR`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('e-mail links by profile', () => {
  it('sends administrators to the back-office and a centre people to the centre app', async () => {
    const base = 'https://panel.example';
    const admin = await issueSetPasswordLink(t.db, t.admin.id, 'reset', base);
    expect(admin).toMatch(/^https:\/\/panel\.example\/auth\/set-password\?token=[\w-]+$/);
    for (const user of [coordinator, teacher]) {
      const link = await issueSetPasswordLink(t.db, user.id, 'welcome', base);
      expect(link.startsWith(`${base}${CENTRE_APP_PATHS.setPassword}?token=`)).toBe(true);
      // The centre app's page opens in the person's language.
      expect(link).toMatch(/&lang=ES$/);
    }
    expect(centreAppSignInUrl(base)).toBe('https://panel.example/centro/entrar');
  });
});
