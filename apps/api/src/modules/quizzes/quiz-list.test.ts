import { QUIZ_ORDER_FIELDS, quizzesResponseSchema, type QuizRow } from '@eval/contracts/quizzes';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestAppPerFile } from '../../test/admin-app';
import { bearer, createUser, tokenFor } from '../../test/app';
import { notAudited } from '../../lib/audit-trail';
import { createPeriod } from '../periods/service';
import { recordAnswers } from './evaluation-service';
import { loadCurrentQuestionnaire } from './questionnaire-repository';
import { answerQuestions, finishEvaluation, insertCentre } from '../../test/quiz-helpers';
import { resetEvaluation } from './reset-service';

const t = adminTestAppPerFile();
const ids: Record<string, number> = {};
let oldPeriodId = 0;
let activePeriodId = 0;

/**
 * Five centres over two periods, one of every status:
 * - Álamo (Madrid, PUBLIC, G1): finished in both periods.
 * - Berro (Getafe, CONCERTED, G2): in progress in the old period (now NOT_FINISHED), nothing now.
 * - Cedro (Barcelona, PRIVATE, G1): IN_PROGRESS now, 7 questions answered, one not applicable.
 * - Drago (Sevilla, PUBLIC, no group): finished now, then reset (NOT_STARTED row).
 * - Encina (Sevilla, no ownership, G2): no evaluation at all.
 */
beforeAll(async () => {
  ids.alamo = await insertCentre(t.db, {
    nombre: 'IES Álamo',
    codigo: '28000001',
    place: 'madrid',
    ownership: 'PUBLIC',
    groupby: 'G1',
  });
  ids.berro = await insertCentre(t.db, {
    nombre: 'Colegio Berro',
    codigo: '28000002',
    place: 'getafe',
    ownership: 'CONCERTED',
    groupby: 'G2',
  });
  ids.cedro = await insertCentre(t.db, {
    nombre: 'Escola Cedro',
    codigo: '08000003',
    place: 'barcelona',
    ownership: 'PRIVATE',
    groupby: 'G1',
  });
  ids.drago = await insertCentre(t.db, {
    nombre: 'CEIP Drago',
    codigo: '41000004',
    place: 'sevilla',
    ownership: 'PUBLIC',
  });
  ids.encina = await insertCentre(t.db, {
    nombre: 'CEPA Encina',
    codigo: '41000005',
    place: 'sevilla',
    groupby: 'G2',
  });
  // An inactive centre without an evaluation is not followed.
  await insertCentre(t.db, { nombre: 'Cerrado', codigo: '99', place: 'madrid', activo: 0 });

  oldPeriodId = (await createPeriod(t.db, '2023-2024')).id;
  await finishEvaluation(t.db, ids.alamo, new Date('2024-03-10T10:00:00Z'));
  await answerQuestions(t.db, ids.berro, new Date('2024-04-01T10:00:00Z'), 5);
  activePeriodId = (await createPeriod(t.db, '2024-2025')).id;
  await finishEvaluation(t.db, ids.alamo, new Date('2025-05-20T10:00:00Z'));
  const questionnaire = await answerQuestions(t.db, ids.cedro, new Date('2025-02-02T10:00:00Z'), 6);
  const seventh = questionnaire[6];
  if (!seventh) throw new Error('questionnaire too short');
  await recordAnswers(t.db, { centreId: ids.cedro, userId: null }, [
    { preguntasId: seventh.id, notApplicable: true },
  ]);
  await finishEvaluation(t.db, ids.drago, new Date('2025-03-03T10:00:00Z'));
  await resetEvaluation(t.db, ids.drago, t.admin.id, notAudited);
  // Building the scenario through the services takes a while on a loaded machine.
}, 180_000);

async function list(filter?: object, setup?: object) {
  const query = new URLSearchParams();
  if (filter) query.set('filter', JSON.stringify(filter));
  if (setup) query.set('setup', JSON.stringify(setup));
  const response = await t.app.inject({
    method: 'GET',
    url: `/v15/centros/quizes?${query.toString()}`,
    headers: t.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = quizzesResponseSchema.parse(response.json());
  return body.data;
}

const names = (rows: QuizRow[]) => rows.map((r) => r.nombre);
const byName = (rows: QuizRow[], nombre: string): QuizRow => {
  const row = rows.find((r) => r.nombre === nombre);
  if (!row) throw new Error(`no row ${nombre}`);
  return row;
};

describe('GET /v15/centros/quizes', () => {
  it('lists one row per active centre in the active period, ordered by name', async () => {
    const { data, count } = await list(undefined, { size: 20, page: 0 });
    expect(count).toBe(5);
    expect(names(data)).toEqual([
      'CEIP Drago',
      'CEPA Encina',
      'Colegio Berro',
      'Escola Cedro',
      'IES Álamo',
    ]);
    expect(new Set(data.map((r) => r.quiz))).toEqual(new Set(['2024-2025']));
    expect(new Set(data.map((r) => r.periodId))).toEqual(new Set([activePeriodId]));
  });

  it('gives every status as domain.md defines it, with send, lastAnswer and keys', async () => {
    const { data } = await list(undefined, { size: 20, page: 0 });
    const alamo = byName(data, 'IES Álamo');
    expect(alamo).toMatchObject({
      status: 'FINISHED',
      send: '2025-05-20T10:00:00.000Z',
      ccaa: expect.stringContaining('Madrid') as unknown,
      municipality: 'Madrid',
      groupby: 'G1',
      ownership: 'PUBLIC',
    });
    expect(alamo.keys).toHaveLength(10);
    expect(alamo.keys.every((k) => k.percentage === 100 && k.num === k.total)).toBe(true);
    expect(alamo.keys[0]).toMatchObject({ periodo: '2024-2025', periodId: activePeriodId });

    const cedro = byName(data, 'Escola Cedro');
    expect(cedro.status).toBe('IN_PROGRESS');
    expect(cedro.send).toBeNull();
    expect(cedro.lastAnswer).not.toBeNull();
    const answered = cedro.keys.reduce((sum, k) => sum + k.num, 0);
    expect(answered).toBe(7);
    const [first] = cedro.keys;
    expect(first?.percentage).toBe(Math.round((100 * (first?.num ?? 0)) / (first?.total ?? 1)));

    const drago = byName(data, 'CEIP Drago');
    expect(drago).toMatchObject({ status: 'NOT_STARTED', send: null, lastAnswer: null });
    expect(drago.keys.every((k) => k.num === 0 && k.percentage === 0)).toBe(true);

    expect(byName(data, 'CEPA Encina')).toMatchObject({ status: 'NOT_STARTED', keys: [] });
    expect(byName(data, 'Colegio Berro')).toMatchObject({ status: 'NOT_STARTED', keys: [] });
  });

  it('shows an older period: unfinished work there is NOT_FINISHED', async () => {
    const { data, count } = await list({ periodId: oldPeriodId }, { size: 20, page: 0 });
    expect(count).toBe(5);
    expect(byName(data, 'Colegio Berro')).toMatchObject({
      status: 'NOT_FINISHED',
      quiz: '2023-2024',
      lastAnswer: '2024-04-01T10:00:00.000Z',
    });
    expect(byName(data, 'IES Álamo')).toMatchObject({
      status: 'FINISHED',
      send: '2024-03-10T10:00:00.000Z',
    });
    expect(byName(data, 'Escola Cedro').status).toBe('NOT_STARTED');
  });

  it.each([
    [{ nombre: 'alamo' }, ['IES Álamo']],
    [{ nombre: 'ESCOLA' }, ['Escola Cedro']],
    [{ codigo: '4100' }, ['CEIP Drago', 'CEPA Encina']],
    [{ ownership: 'PUBLIC' }, ['CEIP Drago', 'IES Álamo']],
    [{ groupby: ['G2'] }, ['CEPA Encina', 'Colegio Berro']],
    [{ groupby: ['G1', 'G2'] }, ['CEPA Encina', 'Colegio Berro', 'Escola Cedro', 'IES Álamo']],
    [{ status: 'FINISHED' }, ['IES Álamo']],
    [{ status: 'IN_PROGRESS' }, ['Escola Cedro']],
    [{ status: 'NOT_FINISHED' }, []],
    [{ status: 'NOT_STARTED' }, ['CEIP Drago', 'CEPA Encina', 'Colegio Berro']],
    [{ comunidades: [13] }, ['Colegio Berro', 'IES Álamo']],
    [{ comunidades: [13, 9] }, ['Colegio Berro', 'Escola Cedro', 'IES Álamo']],
    [{ municipio: 28065 }, ['Colegio Berro']],
    [{ sendFrom: '2025-05-20T00:00:00.000Z' }, ['IES Álamo']],
    [{ sendFrom: '2025-05-21T00:00:00.000Z' }, []],
    [{ sendTo: '2025-05-20T23:59:59.999Z' }, ['IES Álamo']],
    [{ sendTo: '2025-05-19T23:59:59.999Z' }, []],
    [
      { periodId: null },
      ['CEIP Drago', 'CEPA Encina', 'Colegio Berro', 'Escola Cedro', 'IES Álamo'],
    ],
  ])('filters by %j alone', async (filter, expected) => {
    const { data, count } = await list(filter, { size: 20, page: 0 });
    expect(names(data)).toEqual(expected);
    expect(count).toBe(expected.length);
  });

  it('combines filters', async () => {
    const combos: [object, string[]][] = [
      [{ ownership: 'PUBLIC', status: 'NOT_STARTED' }, ['CEIP Drago']],
      [{ comunidades: [13], groupby: ['G1'], status: 'FINISHED' }, ['IES Álamo']],
      [{ periodId: oldPeriodId, status: 'NOT_FINISHED', municipio: 28065 }, ['Colegio Berro']],
      [{ nombre: 'e', comunidades: [1], groupby: ['G2'] }, ['CEPA Encina']],
      [{ status: 'FINISHED', sendFrom: '2025-01-01T00:00:00Z', ownership: 'PRIVATE' }, []],
    ];
    for (const [filter, expected] of combos) {
      const { data, count } = await list(filter, { size: 20, page: 0 });
      expect(names(data), JSON.stringify(filter)).toEqual(expected);
      expect(count).toBe(expected.length);
    }
  });

  it('pages and sorts on the server', async () => {
    const page0 = await list({}, { size: 2, page: 0 });
    const page1 = await list({}, { size: 2, page: 1 });
    const page2 = await list({}, { size: 2, page: 2 });
    const page3 = await list({}, { size: 2, page: 3 });
    expect([page0.count, page1.count, page2.count, page3.count]).toEqual([5, 5, 5, 5]);
    expect(names(page0.data)).toEqual(['CEIP Drago', 'CEPA Encina']);
    expect(names(page1.data)).toEqual(['Colegio Berro', 'Escola Cedro']);
    expect(names(page2.data)).toEqual(['IES Álamo']);
    expect(page3.data).toEqual([]);
    const desc = await list(
      {},
      { size: 5, page: 0, order: { field: 'nombre', direction: 'desc' } },
    );
    expect(names(desc.data)[0]).toBe('IES Álamo');
    const byStatus = await list(
      {},
      { size: 5, page: 0, order: { field: 'status', direction: 'desc' } },
    );
    expect(byStatus.data.map((r) => r.status)).toEqual([
      'FINISHED',
      'IN_PROGRESS',
      'NOT_STARTED',
      'NOT_STARTED',
      'NOT_STARTED',
    ]);
    const byCode = await list(
      {},
      { size: 1, page: 0, order: { field: 'codigo', direction: 'asc' } },
    );
    expect(names(byCode.data)).toEqual(['Escola Cedro']);
  });

  it('pages every sort order without repeating or skipping a row, each row whole', async () => {
    const whole = new Map((await list({}, { size: 20, page: 0 })).data.map((r) => [r.id, r]));
    for (const field of QUIZ_ORDER_FIELDS) {
      for (const direction of ['asc', 'desc'] as const) {
        const order = { field, direction };
        const all = await list({}, { size: 20, page: 0, order });
        const paged: QuizRow[] = [];
        for (let page = 0; page < 3; page += 1) {
          paged.push(...(await list({}, { size: 2, page, order })).data);
        }
        expect(
          paged.map((r) => r.id),
          `${field} ${direction}`,
        ).toEqual(all.data.map((r) => r.id));
        expect(new Set(paged.map((r) => r.id)).size).toBe(5);
        for (const row of paged) expect(row).toEqual(whole.get(row.id));
      }
    }
  });

  it('refuses bad input with a 400, an unknown period with a 404, and non-administrators', async () => {
    const get = (url: string, headers = t.auth) => t.app.inject({ method: 'GET', url, headers });
    const enc = encodeURIComponent;
    expect((await get(`/v15/centros/quizes?filter=${enc('{bad')}`)).statusCode).toBe(400);
    expect((await get(`/v15/centros/quizes?filter=${enc('{"otro":1}')}`)).statusCode).toBe(400);
    expect((await get(`/v15/centros/quizes?filter=${enc('{"status":"X"}')}`)).statusCode).toBe(400);
    const badOrder = await get(
      `/v15/centros/quizes?setup=${enc('{"size":5,"page":0,"order":{"field":"x","direction":"asc"}}')}`,
    );
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json()).toMatchObject({
      error: { message: 'No se puede ordenar por ese campo.' },
    });
    expect((await get(`/v15/centros/quizes?setup=${enc('{"size":5,"page":-1}')}`)).statusCode).toBe(
      400,
    );
    const missing = await get(`/v15/centros/quizes?filter=${enc('{"periodId":9999}')}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { message: 'El periodo no existe.' } });
    const centreUser = await createUser(t.db, { perfil: 1, centros_id: ids.alamo ?? null });
    expect((await get('/v15/centros/quizes', bearer(tokenFor(t.app, centreUser)))).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/v15/centros/quizes' })).statusCode).toBe(
      401,
    );
  });

  it('never aggregates answers: the keys come from evaluation_keys', async () => {
    const questionnaire = await loadCurrentQuestionnaire(t.db);
    const { data } = await list({ nombre: 'cedro' });
    const totals = data[0]?.keys.reduce((sum, k) => sum + k.total, 0);
    expect(totals).toBe(questionnaire.length);
  });
});
