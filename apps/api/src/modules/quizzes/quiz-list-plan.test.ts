import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import {
  QUIZ_MESSAGES,
  quizPlanActionsResponseSchema,
  quizzesResponseSchema,
  type QuizRow,
} from '@eval/contracts/quizzes';
import { beforeAll, describe, expect, it } from 'vitest';
import { claves, planActions } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { createUser, type TestUser } from '../../test/app';
import { workbookOf } from '../../test/downloads';
import { insertCentre } from '../../test/quiz-helpers';
import { scopedAdministrator } from '../../test/scope-fixture';
import { createPeriod } from '../periods/service';

/**
 * Seguimiento centros follows the improvement plans: the "Plan de mejora" column, its filter
 * (the list, its count and its download), the read-only actions of a row, the stored pages made
 * stale by a plan change, and a regional administrator's scope. Dates far in the past or the
 * future, so "vencida" (before today in Spain, not done) does not depend on the day it runs.
 *
 * - Álamo (Madrid): 3 actions, one done, one overdue → "3 acciones · 1 hecha", 1 vencida.
 * - Berro (Getafe, Madrid): 1 pending action without a date → "1 acción".
 * - Cedro (Sevilla): 2 actions, one overdue, one done long ago → 1 vencida.
 * - Drago (Barcelona): nothing in the active period; an overdue action in the earlier one.
 * - Encina (Madrid): no plan.
 */
const t = adminTestAppPerFile();
const ids: Record<string, number> = {};
let activePeriod = 0;
let earlierPeriod = 0;
let keyIds: number[] = [];
let ofMadrid: TestUser;
let coordDrago: TestUser;

const PAST = '2001-01-15';
const FUTURE = '2999-12-31';
const q = (value: object) => encodeURIComponent(JSON.stringify(value));
const PAGE = { page: 0, size: 20, order: null };
const listUrl = (filter: object = {}) => `/v15/centros/quizes?filter=${q(filter)}&setup=${q(PAGE)}`;

interface ActionInput {
  centre: number;
  estado: 'pendiente' | 'en_curso' | 'hecha';
  fecha_limite: string | null;
  period?: number;
  texto?: string;
}

async function addActions(actions: ActionInput[]) {
  await t.db.insert(planActions).values(
    actions.map((a, n) => ({
      centros_id: a.centre,
      periodos_id: a.period ?? activePeriod,
      claves_id: keyIds[n % keyIds.length] ?? 0,
      texto: a.texto ?? `Acción ${n + 1}`,
      estado: a.estado,
      fecha_limite: a.fecha_limite,
    })),
  );
}

function page(response: LightMyRequestResponse): { data: QuizRow[]; count: number } {
  expect(response.statusCode, response.body).toBe(200);
  return quizzesResponseSchema.parse(response.json()).data;
}

const names = (rows: QuizRow[]) => rows.map((row) => row.nombre).sort();

beforeAll(async () => {
  earlierPeriod = (await createPeriod(t.db, '2024-2025')).id;
  activePeriod = (await createPeriod(t.db, '2025-2026')).id;
  keyIds = (await t.db.select({ id: claves.id }).from(claves).orderBy(claves.orden)).map(
    (k) => k.id,
  );
  ids.alamo = await insertCentre(t.db, { nombre: 'Plan Álamo', codigo: 'P1', place: 'madrid' });
  ids.berro = await insertCentre(t.db, { nombre: 'Plan Berro', codigo: 'P2', place: 'getafe' });
  ids.cedro = await insertCentre(t.db, { nombre: 'Plan Cedro', codigo: 'P3', place: 'sevilla' });
  ids.drago = await insertCentre(t.db, { nombre: 'Plan Drago', codigo: 'P4', place: 'barcelona' });
  ids.encina = await insertCentre(t.db, { nombre: 'Plan Encina', codigo: 'P5', place: 'madrid' });
  const alamo = ids.alamo;
  const cedro = ids.cedro;
  await addActions([
    { centre: alamo, estado: 'hecha', fecha_limite: PAST, texto: 'Revisar el horario' },
    { centre: alamo, estado: 'pendiente', fecha_limite: PAST, texto: 'Formar al claustro' },
    { centre: alamo, estado: 'en_curso', fecha_limite: FUTURE, texto: 'Abrir la biblioteca' },
    { centre: ids.berro, estado: 'pendiente', fecha_limite: null },
    { centre: cedro, estado: 'en_curso', fecha_limite: PAST },
    { centre: cedro, estado: 'hecha', fecha_limite: PAST },
    { centre: ids.drago, estado: 'pendiente', fecha_limite: PAST, period: earlierPeriod },
  ]);
  ofMadrid = await scopedAdministrator(t.db, [13]);
  coordDrago = await createUser(t.db, { perfil: 1, centros_id: ids.drago });
}, 180_000);

describe('Seguimiento centros: the "Plan de mejora" column', () => {
  it('gives each row its plan in the period: actions, done, overdue', async () => {
    const { data } = page(await t.call('GET', listUrl()));
    const plan = (id: number | undefined) => data.find((row) => row.id === id)?.plan;
    expect(plan(ids.alamo)).toEqual({ acciones: 3, hechas: 1, vencidas: 1 });
    expect(plan(ids.berro)).toEqual({ acciones: 1, hechas: 0, vencidas: 0 });
    expect(plan(ids.cedro)).toEqual({ acciones: 2, hechas: 1, vencidas: 1 });
    // Drago's action belongs to the earlier period.
    expect(plan(ids.drago)).toEqual({ acciones: 0, hechas: 0, vencidas: 0 });
    const earlier = page(await t.call('GET', listUrl({ periodId: earlierPeriod }))).data;
    expect(earlier.find((row) => row.id === ids.drago)?.plan).toEqual({
      acciones: 1,
      hechas: 0,
      vencidas: 1,
    });
  });

  it('filters "Sin plan" and "Con acciones vencidas", the count with them', async () => {
    const none = page(await t.call('GET', listUrl({ plan: 'sin-plan' })));
    expect(names(none.data)).toEqual(['Plan Drago', 'Plan Encina']);
    expect(none.count).toBe(2);
    const overdue = page(await t.call('GET', listUrl({ plan: 'vencidas' })));
    expect(names(overdue.data)).toEqual(['Plan Cedro', 'Plan Álamo'].sort());
    expect(overdue.count).toBe(2);
    // With the other filters, and in an earlier period.
    const inSevilla = page(await t.call('GET', listUrl({ plan: 'vencidas', comunidades: [1] })));
    expect(names(inSevilla.data)).toEqual(['Plan Cedro']);
    expect(inSevilla.count).toBe(1);
    const earlier = page(
      await t.call('GET', listUrl({ plan: 'vencidas', periodId: earlierPeriod })),
    );
    expect(names(earlier.data)).toEqual(['Plan Drago']);
    expect(earlier.count).toBe(1);
  });

  it('refuses an unknown plan filter with a 400 in Spanish', async () => {
    for (const plan of ['todas', 1, '']) {
      const response = await t.call('GET', listUrl({ plan }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        error: { details: [{ path: 'filter.plan', message: QUIZ_MESSAGES.badPlanFilter }] },
      });
    }
    const download = await t.call('GET', `/v15/centros/download-info?filter=${q({ plan: 'x' })}`);
    expect(download.statusCode).toBe(400);
    expect(download.json()).toMatchObject({
      error: { details: [{ message: QUIZ_MESSAGES.badPlanFilter }] },
    });
  });

  it('a regional administrator filtered by plan counts only their communities', async () => {
    const overdue = page(await t.callAs(ofMadrid, 'GET', listUrl({ plan: 'vencidas' })));
    expect(names(overdue.data)).toEqual(['Plan Álamo']);
    expect(overdue.count).toBe(1);
    const none = page(await t.callAs(ofMadrid, 'GET', listUrl({ plan: 'sin-plan' })));
    expect(names(none.data)).toEqual(['Plan Encina']);
    expect(none.count).toBe(1);
    // Asking for another community gives nothing of it.
    const sevilla = page(
      await t.callAs(ofMadrid, 'GET', listUrl({ plan: 'vencidas', comunidades: [1] })),
    );
    expect(sevilla.count).toBe(0);
  });

  it('downloads the column as the screen shows it', async () => {
    const response = await t.call('GET', '/v15/centros/download-info');
    expect(response.statusCode, response.body).toBe(200);
    const sheet = (await workbookOf(response)).worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = sheet.getRow(1).values as unknown[];
    const column = header.indexOf('Plan de mejora');
    expect(column).toBeGreaterThan(0);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const cell = (name: string) => rows.find((r) => r[1] === name)?.[column];
    expect(cell('Plan Álamo')).toBe('3 acciones · 1 hecha');
    expect(cell('Plan Berro')).toBe('1 acción');
    expect(cell('Plan Encina')).toBe('Sin plan');
    const overdue = await t.call(
      'GET',
      `/v15/centros/download-info?filter=${q({ plan: 'vencidas' })}`,
    );
    const filtered = (await workbookOf(overdue)).worksheets[0];
    expect(filtered?.rowCount).toBe(1 + 2);
  });
});

describe('GET /v15/centros/plan-actions', () => {
  it("lists a row's actions read-only, in key order", async () => {
    const response = await t.call(
      'GET',
      `/v15/centros/plan-actions?filter=${q({ centerId: ids.alamo })}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const actions = quizPlanActionsResponseSchema.parse(response.json()).data;
    expect(actions.map((a) => a.texto).sort()).toEqual(
      ['Abrir la biblioteca', 'Formar al claustro', 'Revisar el horario'].sort(),
    );
    expect(actions.find((a) => a.texto === 'Formar al claustro')).toMatchObject({
      estado: 'pendiente',
      fecha_limite: PAST,
      vencida: true,
      responsable: null,
      clave: expect.any(String),
    });
    expect(actions.find((a) => a.texto === 'Revisar el horario')?.vencida).toBe(false);
    const earlier = await t.call(
      'GET',
      `/v15/centros/plan-actions?filter=${q({ centerId: ids.drago, periodId: earlierPeriod })}`,
    );
    expect(quizPlanActionsResponseSchema.parse(earlier.json()).data).toHaveLength(1);
  });

  it("refuses a centre outside a regional administrator's communities", async () => {
    const response = await t.callAs(
      ofMadrid,
      'GET',
      `/v15/centros/plan-actions?filter=${q({ centerId: ids.cedro })}`,
    );
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(COMMON_MESSAGES.outOfScope);
    const own = await t.callAs(
      ofMadrid,
      'GET',
      `/v15/centros/plan-actions?filter=${q({ centerId: ids.berro })}`,
    );
    expect(quizPlanActionsResponseSchema.parse(own.json()).data).toHaveLength(1);
  });
});

describe('stored Seguimiento pages and plan changes', () => {
  const getWith = (url: string, etag: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...t.auth, 'if-none-match': etag } });

  it('an action added by the centre shows on the next read of a stored page', async () => {
    const unfiltered = listUrl();
    const noPlan = listUrl({ plan: 'sin-plan' });
    const sevilla = listUrl({ plan: 'vencidas', comunidades: [1] });
    const [first, second, third] = await Promise.all(
      [unfiltered, noPlan, sevilla].map((url) => t.call('GET', url)),
    );
    const etag = (response: LightMyRequestResponse | undefined) =>
      String(response?.headers.etag ?? '');
    // Stored: the same read answers 304.
    expect((await getWith(unfiltered, etag(first))).statusCode).toBe(304);
    expect((await getWith(noPlan, etag(second))).statusCode).toBe(304);

    const created = await t.callAs(coordDrago, 'POST', '/v15/centro/plan/acciones', {
      texto: 'Plan nuevo de Drago',
      claves_id: keyIds[0],
      fecha_limite: PAST,
    });
    expect(created.statusCode, created.body).toBe(201);

    const after = await getWith(unfiltered, etag(first));
    expect(after.statusCode).toBe(200);
    expect(page(after).data.find((row) => row.id === ids.drago)?.plan).toEqual({
      acciones: 1,
      hechas: 0,
      vencidas: 1,
    });
    const withoutPlan = await getWith(noPlan, etag(second));
    expect(withoutPlan.statusCode).toBe(200);
    expect(names(page(withoutPlan).data)).toEqual(['Plan Encina']);
    expect(page(withoutPlan).count).toBe(1);
    const overdue = page(await t.call('GET', listUrl({ plan: 'vencidas' })));
    expect(overdue.count).toBe(3);
    // A plan change in Barcelona leaves a page filtered to Sevilla stored.
    expect((await getWith(sevilla, etag(third))).statusCode).toBe(304);
  });

  it('a change of state or a deleted action makes the page stale too', async () => {
    const url = listUrl({ plan: 'vencidas' });
    const first = await t.call('GET', url);
    const etag = String(first.headers.etag);
    await t.db
      .update(planActions)
      .set({ estado: 'hecha' })
      .where(eq(planActions.centros_id, ids.cedro ?? 0));
    const after = await getWith(url, etag);
    expect(after.statusCode).toBe(200);
    expect(names(page(after).data)).not.toContain('Plan Cedro');
    const unfiltered = listUrl();
    const stored = await t.call('GET', unfiltered);
    await t.db.delete(planActions).where(eq(planActions.centros_id, ids.berro ?? 0));
    const gone = await getWith(unfiltered, String(stored.headers.etag));
    expect(gone.statusCode).toBe(200);
    expect(page(gone).data.find((row) => row.id === ids.berro)?.plan.acciones).toBe(0);
  });
});
