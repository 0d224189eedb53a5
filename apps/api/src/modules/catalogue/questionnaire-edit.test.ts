import {
  CATALOGUE_MESSAGES,
  preguntaResponseSchema,
  preguntasResponseSchema,
  removalSchema,
  respuestaResponseSchema,
  respuestasResponseSchema,
} from '@eval/contracts/catalogue';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, evaluationKeys, preguntas, respuestas } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { firstOption, insertCentre } from '../../test/quiz-helpers';
import { createPeriod } from '../periods/service';
import { recordAnswers, submitEvaluation } from '../quizzes/evaluation-service';
import {
  loadCurrentQuestionnaire,
  type CurrentQuestion,
} from '../quizzes/questionnaire-repository';
import { expectRefused } from '../../test/replies';

const t = adminTestAppPerFile();
let keyOne: CurrentQuestion[];
let finishedEvaluation: number;
let inProgressEvaluation: number;
const KEY = 1;

const newCentre = (codigo: string) =>
  insertCentre(t.db, { nombre: `Centro ${codigo}`, codigo, place: 'madrid' });

const call = t.call;

async function keyRow(evaluationId: number) {
  const [row] = await t.db
    .select()
    .from(evaluationKeys)
    .where(and(eq(evaluationKeys.evaluation_id, evaluationId), eq(evaluationKeys.claves_id, KEY)));
  if (!row) throw new Error('no key row');
  return row;
}

/** The answers an evaluation holds to one question. */
const answersTo = (evaluationId: number, questionId: number) =>
  t.db
    .select()
    .from(answers)
    .where(and(eq(answers.evaluation_id, evaluationId), eq(answers.preguntas_id, questionId)));

beforeAll(async () => {
  await createPeriod(t.db, '2025-2026');
  const questionnaire = await loadCurrentQuestionnaire(t.db);
  keyOne = questionnaire.filter((q) => q.clavesId === KEY);
  // Centre A answers everything with each question's first option and submits.
  const centreA = await newCentre('28000101');
  await recordAnswers(
    t.db,
    { centreId: centreA, userId: null },
    questionnaire.map((q) => ({ preguntasId: q.id, respuestasIds: [firstOption(q)] })),
  );
  finishedEvaluation = (await submitEvaluation(t.db, { centreId: centreA, userId: null }))
    .evaluationId as number;
  // Centre B answers the first three questions of key 1 and is still in progress.
  const centreB = await newCentre('28000102');
  const progress = await recordAnswers(
    t.db,
    { centreId: centreB, userId: null },
    keyOne.slice(0, 3).map((q) => ({ preguntasId: q.id, respuestasIds: [firstOption(q)] })),
  );
  inProgressEvaluation = progress.evaluationId as number;
});

describe('preguntas', () => {
  it("lists a key's questions by number, in the request's language", async () => {
    const es = preguntasResponseSchema.parse(
      (await call('GET', `/v3/preguntas?claves_id=${KEY}`)).json(),
    );
    expect(es.data.map((p) => p.num)).toEqual([1, 2, 3, 4, 5]);
    expect(es.data[0]?.respuestas).toBeGreaterThan(1);
    const ca = await call('GET', `/v3/preguntas?claves_id=${KEY}`, undefined, 'CA');
    const first = preguntasResponseSchema.parse(ca.json()).data[0];
    expect(first?.titulo).toBe(first?.titulo_ca);
    expect((await call('GET', '/v3/preguntas?claves_id=abc')).statusCode).toBe(400);
  });

  it('keeps numbers unique within a key (409) and refuses unknown keys and types (404)', async () => {
    const body = { claves_id: KEY, num: 3, tipos_id: 1, titulo: 'Repetida' };
    const taken = await call('POST', '/v3/preguntas', body);
    expectRefused(taken, 409, CATALOGUE_MESSAGES.numTaken);
    expect(
      (await call('POST', '/v3/preguntas', { ...body, num: 9, claves_id: 999 })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/v3/preguntas', { ...body, num: 9, tipos_id: 999 })).statusCode,
    ).toBe(404);
    const rows = await t.db.select().from(preguntas).where(eq(preguntas.titulo, 'Repetida'));
    expect(rows).toHaveLength(0);
  });

  it('adds a question: evaluations in progress have one more to answer, finished ones keep their totals', async () => {
    const created = await call('POST', '/v3/preguntas', {
      claves_id: KEY,
      num: 6,
      tipos_id: 1,
      titulo: '¿Pregunta nueva?',
      titulo_ca: 'Pregunta nova?',
    });
    expect(created.statusCode).toBe(201);
    expect(preguntaResponseSchema.parse(created.json()).data).toMatchObject({
      num: 6,
      codigo: 'UNICA',
    });
    expect(await keyRow(inProgressEvaluation)).toMatchObject({ num: 3, total: 6, percentage: 50 });
    expect(await keyRow(finishedEvaluation)).toMatchObject({ num: 5, total: 5, percentage: 100 });
  });

  it('refuses to change the type of an answered question, but not of a new one', async () => {
    const answered = keyOne[0];
    if (!answered) throw new Error('no question');
    const refused = await call('PUT', `/v3/pregunta/${answered.id}`, {
      num: answered.num,
      tipos_id: answered.codigo === 'MULTIPLE' ? 1 : 2,
      titulo: 'Cambio de tipo',
    });
    expectRefused(refused, 409, CATALOGUE_MESSAGES.typeChangeAnswered);
    const [unchanged] = await t.db.select().from(preguntas).where(eq(preguntas.id, answered.id));
    expect(unchanged?.titulo).not.toBe('Cambio de tipo');

    const [fresh] = await t.db.select().from(preguntas).where(eq(preguntas.num, 6));
    const changed = await call('PUT', `/v3/pregunta/${fresh?.id}`, {
      num: 6,
      tipos_id: 2,
      titulo: '¿Pregunta nueva, múltiple?',
    });
    expect(changed.statusCode).toBe(200);
    expect(preguntaResponseSchema.parse(changed.json()).data.codigo).toBe('MULTIPLE');
    const clash = await call('PUT', `/v3/pregunta/${fresh?.id}`, {
      num: 2,
      tipos_id: 2,
      titulo: 'Choca',
    });
    expect(clash.statusCode).toBe(409);
  });
});

describe('respuestas', () => {
  it("lists a question's options and adds, edits and deletes an unanswered one", async () => {
    const [fresh] = await t.db.select().from(preguntas).where(eq(preguntas.num, 6));
    if (!fresh) throw new Error('no new question');
    const created = await call('POST', '/v3/respuestas', {
      preguntas_id: fresh.id,
      respuesta: 'Sí',
      respuesta_ca: 'Sí',
      valor: 3,
    });
    expect(created.statusCode).toBe(201);
    const option = respuestaResponseSchema.parse(created.json()).data;
    const edited = await call('PUT', `/v3/respuesta/${option.id}`, {
      respuesta: 'Sí, siempre',
      valor: 4,
    });
    expect(respuestaResponseSchema.parse(edited.json()).data).toMatchObject({
      respuesta: 'Sí, siempre',
      valor: 4,
    });
    const listed = respuestasResponseSchema.parse(
      (await call('GET', `/v3/preguntas/${fresh.id}/respuestas`)).json(),
    );
    expect(listed.data.map((r) => r.id)).toEqual([option.id]);
    const negative = await call('PUT', `/v3/respuesta/${option.id}`, {
      respuesta: 'No',
      valor: -1,
    });
    expect(negative.statusCode).toBe(400);
    const removed = removalSchema.parse(
      (await call('DELETE', `/v3/respuesta/${option.id}`)).json(),
    );
    expect(removed.data).toEqual({ id: option.id, outcome: 'deleted' });
    expect(await t.db.select().from(respuestas).where(eq(respuestas.id, option.id))).toHaveLength(
      0,
    );
    expect((await call('GET', '/v3/preguntas/99999/respuestas')).statusCode).toBe(404);
  });

  it('refuses to change the score of an option of a question in a finished evaluation', async () => {
    const question = keyOne[1];
    const optionId = firstOption(question);
    const [before] = await t.db.select().from(respuestas).where(eq(respuestas.id, optionId));
    if (!before) throw new Error('no option');
    const refused = await call('PUT', `/v3/respuesta/${optionId}`, {
      respuesta: before.respuesta,
      valor: before.valor + 1,
      orden: before.orden,
    });
    expectRefused(refused, 409, CATALOGUE_MESSAGES.valorChangeFinished);
    const textOnly = await call('PUT', `/v3/respuesta/${optionId}`, {
      respuesta: 'Texto corregido',
      valor: before.valor,
      orden: before.orden,
    });
    expect(textOnly.statusCode).toBe(200);
  });

  it('retires a chosen option: finished evaluations keep it, evaluations in progress answer again', async () => {
    const question = keyOne[0];
    const optionId = firstOption(question);
    const finishedBefore = await keyRow(finishedEvaluation);
    const response = await call('DELETE', `/v3/respuesta/${optionId}`);
    expect(removalSchema.parse(response.json()).data).toEqual({ id: optionId, outcome: 'retired' });
    const [row] = await t.db.select().from(respuestas).where(eq(respuestas.id, optionId));
    expect(row?.retired_at).not.toBeNull();
    const listed = respuestasResponseSchema.parse(
      (await call('GET', `/v3/preguntas/${question?.id}/respuestas`)).json(),
    );
    expect(listed.data.map((r) => r.id)).not.toContain(optionId);
    const kept = await answersTo(finishedEvaluation, question?.id ?? 0);
    expect(kept[0]?.respuestas_ids).toEqual([optionId]);
    const gone = await answersTo(inProgressEvaluation, question?.id ?? 0);
    expect(gone).toHaveLength(0);
    expect(await keyRow(inProgressEvaluation)).toMatchObject({ num: 2, total: 6 });
    expect(await keyRow(finishedEvaluation)).toEqual(finishedBefore);
  });
});

describe('removing questions', () => {
  it('retires an answered question and frees its number; a retired question cannot be edited', async () => {
    const question = keyOne[4];
    if (!question) throw new Error('no question');
    const response = await call('DELETE', `/v3/pregunta/${question.id}`);
    expect(removalSchema.parse(response.json()).data).toEqual({
      id: question.id,
      outcome: 'retired',
    });
    const current = preguntasResponseSchema.parse(
      (await call('GET', `/v3/preguntas?claves_id=${KEY}`)).json(),
    );
    expect(current.data.map((p) => p.id)).not.toContain(question.id);
    const all = preguntasResponseSchema.parse(
      (await call('GET', `/v3/preguntas?claves_id=${KEY}&retired=true`)).json(),
    );
    expect(all.data.find((p) => p.id === question.id)?.retired_at).not.toBeNull();
    const reused = await call('POST', '/v3/preguntas', {
      claves_id: KEY,
      num: question.num,
      tipos_id: 1,
      titulo: 'Sustituta',
    });
    expect(reused.statusCode).toBe(201);
    const edit = await call('PUT', `/v3/pregunta/${question.id}`, {
      num: 7,
      tipos_id: 1,
      titulo: 'Otra',
    });
    expectRefused(edit, 409, CATALOGUE_MESSAGES.preguntaRetired);
  });

  it('deletes an unanswered question with its options', async () => {
    const [fresh] = await t.db.select().from(preguntas).where(eq(preguntas.titulo, 'Sustituta'));
    if (!fresh) throw new Error('no question');
    await call('POST', '/v3/respuestas', { preguntas_id: fresh.id, respuesta: 'No', valor: 0 });
    const response = await call('DELETE', `/v3/pregunta/${fresh.id}`);
    expect(removalSchema.parse(response.json()).data).toEqual({ id: fresh.id, outcome: 'deleted' });
    expect(await t.db.select().from(preguntas).where(eq(preguntas.id, fresh.id))).toHaveLength(0);
    expect((await call('DELETE', `/v3/pregunta/${fresh.id}`)).statusCode).toBe(404);
  });
});
