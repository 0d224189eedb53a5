import { eq } from 'drizzle-orm';
import {
  centreProgressResponseSchema,
  centreQuestionnaireResponseSchema,
} from '@eval/contracts/quizzes';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, evaluationKeys, evaluationResets, evaluations } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { bearer, createUser, tokenFor } from '../../test/app';
import { createPeriod } from '../periods/service';
import { countResets, finishEvaluation, insertCentre } from '../../test/quiz-helpers';

const t = adminTestAppPerFile();
let centreAuth: { authorization: string };
let centreId = 0;
let otherCentreId = 0;
let oldFinishedCentre = 0;

beforeAll(async () => {
  oldFinishedCentre = await insertCentre(t.db, {
    nombre: 'Antiguo',
    codigo: 'OLD',
    place: 'madrid',
  });
  await createPeriod(t.db, '2024-2025');
  await finishEvaluation(t.db, oldFinishedCentre, new Date('2025-01-01T00:00:00Z'));
  await createPeriod(t.db, '2025-2026');
  centreId = await insertCentre(t.db, { nombre: 'Mi Centro', codigo: 'MC1', place: 'madrid' });
  otherCentreId = await insertCentre(t.db, { nombre: 'Otro', codigo: 'OT1', place: 'sevilla' });
  const user = await createUser(t.db, { perfil: 1, centros_id: centreId });
  centreAuth = bearer(tokenFor(t.app, user));
  // Building the scenario through the services takes a while on a loaded machine.
}, 180_000);

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  headers = centreAuth,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const base = () => `/v15/centros/${centreId}`;

async function questionnaire() {
  const response = await call('GET', `${base()}/cuestionario`);
  expect(response.statusCode, response.body).toBe(200);
  return centreQuestionnaireResponseSchema.parse(response.json()).data;
}

async function progress() {
  const response = await call('GET', `${base()}/progreso`);
  expect(response.statusCode).toBe(200);
  return centreProgressResponseSchema.parse(response.json()).data;
}

describe('the centre-facing answering API', () => {
  it('keeps a centre user to their own centre, and administrators out', async () => {
    const other = `/v15/centros/${otherCentreId}`;
    for (const [method, url, payload] of [
      ['GET', `${other}/cuestionario`, undefined],
      ['GET', `${other}/progreso`, undefined],
      ['PUT', `${other}/respuestas/1`, { notApplicable: true }],
      ['POST', `${other}/enviar`, {}],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: { message: 'Solo puede actuar sobre la evaluación de su propio centro.' },
      });
    }
    expect((await call('GET', `${base()}/progreso`, undefined, t.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${base()}/progreso` })).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(evaluations)
      .where(eq(evaluations.centros_id, otherCentreId));
    expect(row).toBeUndefined();
  });

  it('reads the questionnaire of the active period before any answer', async () => {
    const data = await questionnaire();
    expect(data).toMatchObject({ periodo: '2025-2026', status: 'NOT_STARTED' });
    expect(data.claves).toHaveLength(10);
    expect(data.claves.flatMap((c) => c.preguntas).every((p) => p.answer === null)).toBe(true);
    expect(data.keys.every((k) => k.num === 0 && k.percentage === 0)).toBe(true);
  });

  it('answers (UNICA, MULTIPLE, ESCALA), marks not applicable, refuses bad answers', async () => {
    const questions = (await questionnaire()).claves.flatMap((c) => c.preguntas);
    const multiple = questions.find((q) => q.codigo === 'MULTIPLE');
    const single = questions.find((q) => q.codigo === 'UNICA');
    const scale = questions.find((q) => q.codigo === 'ESCALA');
    if (!multiple || !single || !scale) throw new Error('the seed lacks a question type');
    const put = (id: number, payload: object) => call('PUT', `${base()}/respuestas/${id}`, payload);

    const two = multiple.respuestas.slice(0, 2).map((r) => r.id);
    expect((await put(multiple.id, { respuestasIds: two })).statusCode).toBe(200);
    const both = single.respuestas.slice(0, 2).map((r) => r.id);
    const refused = await put(single.id, { respuestasIds: both });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { message: 'Esta pregunta admite una sola respuesta.' },
    });
    expect(
      (await put(single.id, { respuestasIds: [multiple.respuestas[0]?.id ?? 0] })).statusCode,
    ).toBe(400);
    expect((await put(single.id, { respuestasIds: [] })).statusCode).toBe(400);
    expect((await put(999_999, { notApplicable: true })).statusCode).toBe(404);
    expect(
      (await put(single.id, { respuestasIds: [single.respuestas[0]?.id ?? 0] })).statusCode,
    ).toBe(200);
    const last = scale.respuestas[scale.respuestas.length - 1];
    expect((await put(scale.id, { respuestasIds: [last?.id ?? 0] })).statusCode).toBe(200);
    const marked = await put(scale.id, { notApplicable: true });
    expect(marked.statusCode).toBe(200);

    const after = await questionnaire();
    expect(after.status).toBe('IN_PROGRESS');
    const answered = after.claves.flatMap((c) => c.preguntas).filter((p) => p.answer);
    expect(answered).toHaveLength(3);
    expect(answered.find((p) => p.id === multiple.id)?.answer?.respuestasIds).toEqual(two);
    expect(answered.find((p) => p.id === scale.id)?.answer).toEqual({
      respuestasIds: [],
      notApplicable: true,
    });
    const keys = (await progress()).keys;
    expect(keys.reduce((sum, k) => sum + k.num, 0)).toBe(3);
  });

  it('refuses to submit before every key is at 100 %, then submits, then refuses changes', async () => {
    const early = await call('POST', `${base()}/enviar`, {});
    expect(early.statusCode).toBe(409);
    const questions = (await questionnaire()).claves.flatMap((c) => c.preguntas);
    for (const q of questions.filter((p) => !p.answer)) {
      const response = await call('PUT', `${base()}/respuestas/${q.id}`, {
        respuestasIds: [q.respuestas[0]?.id ?? 0],
      });
      expect(response.statusCode).toBe(200);
    }
    const full = await progress();
    expect(full.keys.every((k) => k.percentage === 100)).toBe(true);
    // Finishing commits the whole centre: a teacher of the same centre is refused, nothing moves.
    const teacher = await createUser(t.db, { perfil: 2, centros_id: centreId });
    const byTeacher = await call('POST', `${base()}/enviar`, {}, bearer(tokenFor(t.app, teacher)));
    expect(byTeacher.statusCode).toBe(403);
    expect(byTeacher.json()).toMatchObject({ error: { message: COMMON_MESSAGES.coordinatorOnly } });
    expect((await progress()).status).toBe('IN_PROGRESS');
    const submitted = await call('POST', `${base()}/enviar`, {});
    expect(submitted.statusCode).toBe(200);
    expect(centreProgressResponseSchema.parse(submitted.json()).data.status).toBe('FINISHED');
    const late = await call('PUT', `${base()}/respuestas/${questions[0]?.id ?? 0}`, {
      notApplicable: true,
    });
    expect(late.statusCode).toBe(409);
    expect((await call('POST', `${base()}/enviar`, {})).statusCode).toBe(409);
  });

  it('lets an administrator reset it to not started, archiving the answers', async () => {
    const [before] = await t.db
      .select()
      .from(evaluations)
      .where(eq(evaluations.centros_id, centreId));
    if (!before) throw new Error('no evaluation');
    expect(before).toMatchObject({ status: 'FINISHED', is_first_finished: true });
    const answerCount = (
      await t.db.select().from(answers).where(eq(answers.evaluation_id, before.id))
    ).length;

    const reset = await call('POST', '/v7/reset-quiz', { centerId: centreId }, t.auth);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ data: { centerId: centreId, status: 'NOT_STARTED' } });

    expect((await progress()).status).toBe('NOT_STARTED');
    const [after] = await t.db.select().from(evaluations).where(eq(evaluations.id, before.id));
    expect(after).toMatchObject({
      status: 'NOT_STARTED',
      finished_at: null,
      score: null,
      is_first_finished: false,
      last_answer_at: null,
    });
    expect(await t.db.select().from(answers).where(eq(answers.evaluation_id, before.id))).toEqual(
      [],
    );
    const keys = await t.db
      .select()
      .from(evaluationKeys)
      .where(eq(evaluationKeys.evaluation_id, before.id));
    expect(keys.every((k) => k.num === 0 && k.percentage === 0 && k.score === null)).toBe(true);
    const [archive] = await t.db
      .select()
      .from(evaluationResets)
      .where(eq(evaluationResets.evaluation_id, before.id));
    expect(archive).toMatchObject({ centros_id: centreId, score: before.score });
    expect(archive?.finished_at?.toISOString()).toBe(before.finished_at?.toISOString());
    expect(archive?.answers).toHaveLength(answerCount);
    expect(archive?.keys).toHaveLength(10);
    expect(archive?.reset_by).not.toBeNull();

    // The centre can start again.
    const q = (await questionnaire()).claves[0]?.preguntas[0];
    const again = await call('PUT', `${base()}/respuestas/${q?.id ?? 0}`, { notApplicable: true });
    expect(again.statusCode).toBe(200);
    expect((await progress()).status).toBe('IN_PROGRESS');
  });

  it('refuses every other reset and writes nothing', async () => {
    const before = await countResets(t.db);
    const attempts: [number, number][] = [
      [centreId, 409], // IN_PROGRESS now
      [otherCentreId, 409], // no evaluation
      [oldFinishedCentre, 409], // FINISHED, but in a period that is no longer active
      [999_999, 404],
    ];
    for (const [centerId, status] of attempts) {
      const response = await call('POST', '/v7/reset-quiz', { centerId }, t.auth);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toHaveProperty('error.message');
    }
    expect((await call('POST', '/v7/reset-quiz', { centerId: 'x' }, t.auth)).statusCode).toBe(400);
    expect((await call('POST', '/v7/reset-quiz', { centerId: centreId })).statusCode).toBe(403);
    expect(await countResets(t.db)).toBe(before);
    const [old] = await t.db
      .select()
      .from(evaluations)
      .where(eq(evaluations.centros_id, oldFinishedCentre));
    expect(old?.status).toBe('FINISHED');
  });
});
