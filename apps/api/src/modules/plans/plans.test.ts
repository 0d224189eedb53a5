import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import {
  MAX_EVIDENCE_BYTES,
  PLAN_MESSAGES,
  planActionResponseSchema,
  planResponseSchema,
  planSuggestionsResponseSchema,
  type PlanAction,
  type PlanData,
} from '@eval/contracts/plans';
import { auditLogResponseSchema } from '@eval/contracts/audit';
import { centreHomeResponseSchema } from '@eval/contracts/centre-app';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { claves, evaluations, planActions, planSuggestions } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { bearer, createUser, tokenFor, type TestUser } from '../../test/app';
import { finishEvaluation, insertCentre } from '../../test/quiz-helpers';
import { createPeriod, reopenPeriod } from '../periods/service';
import { pdfText } from '../../test/pdf-text';
import { scopedAdministrator } from '../../test/scope-fixture';
import { countEvidenceChunks } from './evidence-repository';

/**
 * The improvement plan's calls. World: two centres, A (Madrid) with its coordinator and two
 * teachers, B (Sevilla) with its coordinator; A finished its 2024-2025 evaluation, so its
 * weakest keys have suggestions (two per key in the catalogue).
 */
const t = adminTestAppPerFile();
let coordA: TestUser;
let teacherA: TestUser;
let otherTeacherA: TestUser;
let coordB: TestUser;
let finishedA = 0;
let firstPeriod = 0;
let keyIds: number[] = [];

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

const as = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.callAs(user, method, url, payload);
const upload = (
  user: TestUser,
  actionId: number,
  bytes: Buffer,
  name = 'acta.pdf',
  type = 'application/pdf',
) =>
  t.app.inject({
    method: 'POST',
    url: `/v15/centro/plan/acciones/${actionId}/evidencias?nombre=${encodeURIComponent(name)}`,
    headers: { ...bearer(tokenFor(t.app, user)), 'content-type': type },
    payload: bytes,
  });
const planOf = async (user: TestUser, query = ''): Promise<PlanData> => {
  const response = await as(user, 'GET', `/v15/centro/plan${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return planResponseSchema.parse(response.json()).data;
};
const actionOf = (response: LightMyRequestResponse): PlanAction =>
  planActionResponseSchema.parse(response.json()).data;
const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { message: string } }>().error.message;
const storedAction = async (id: number) =>
  (await t.db.select().from(planActions).where(eq(planActions.id, id)))[0];
const countActions = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${planActions}`))[0]?.n;

async function createAction(body: object = {}): Promise<PlanAction> {
  const response = await as(coordA, 'POST', '/v15/centro/plan/acciones', {
    texto: 'Calendario de tutorías de orientación',
    claves_id: keyIds[0],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return actionOf(response);
}

beforeAll(async () => {
  const db = t.db;
  const a = await insertCentre(db, { nombre: 'Centro A', codigo: 'PLAN-A', place: 'madrid' });
  const b = await insertCentre(db, { nombre: 'Centro B', codigo: 'PLAN-B', place: 'sevilla' });
  coordA = await createUser(db, { perfil: 1, centros_id: a, nombre: 'Coordina' });
  teacherA = await createUser(db, { perfil: 2, centros_id: a, nombre: 'Docente' });
  otherTeacherA = await createUser(db, { perfil: 2, centros_id: a, nombre: 'Otra' });
  coordB = await createUser(db, { perfil: 1, centros_id: b, nombre: 'Coordina B' });
  firstPeriod = (await createPeriod(db, '2024-2025')).id;
  await finishEvaluation(db, a, new Date('2025-03-01T10:00:00Z'));
  const [evaluation] = await db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(eq(evaluations.centros_id, a));
  finishedA = evaluation?.id ?? 0;
  keyIds = (await db.select({ id: claves.id }).from(claves).orderBy(claves.orden)).map((k) => k.id);
  await db.insert(planSuggestions).values(
    keyIds.flatMap((id) => [
      { claves_id: id, texto: `Sugerencia uno ${id}`, texto_ca: `Suggeriment u ${id}`, orden: 1 },
      { claves_id: id, texto: `Sugerencia dos ${id}`, texto_ca: '', orden: 2 },
    ]),
  );
}, 300_000);

describe('reading the plan', () => {
  it('shows the active period plan to any person of the centre, with its people and keys', async () => {
    const plan = await planOf(teacherA);
    expect(plan.periodo).toMatchObject({ id: firstPeriod, periodo: '2024-2025', activo: true });
    expect(plan.editable).toBe(true);
    expect(plan.coordinador).toBe(false);
    expect(plan.evaluacion_id).toBe(finishedA);
    expect(plan.personas.map((p) => p.id)).toEqual(
      expect.arrayContaining([coordA.id, teacherA.id, otherTeacherA.id]),
    );
    expect(plan.personas.map((p) => p.id)).not.toContain(coordB.id);
    expect(plan.claves.length).toBe(keyIds.length);
    expect((await planOf(coordA)).coordinador).toBe(true);
  });

  it('opens an evaluation of its own centre; another centre’s is a 404', async () => {
    expect((await planOf(coordA, `?evaluacion=${finishedA}`)).periodo.id).toBe(firstPeriod);
    const response = await as(coordB, 'GET', `/v15/centro/plan?evaluacion=${finishedA}`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toBe(PLAN_MESSAGES.evaluationNotFound);
  });

  it('refuses administrators and anonymous callers', async () => {
    expect((await t.call('GET', '/v15/centro/plan')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v15/centro/plan' })).statusCode).toBe(401);
  });
});

describe('actions', () => {
  it('the coordinator creates, edits and deletes an action', async () => {
    const created = await createAction({ responsable_id: teacherA.id, fecha_limite: '2025-06-30' });
    expect(created).toMatchObject({
      estado: 'pendiente',
      responsable_id: teacherA.id,
      responsable: expect.stringContaining('Docente'),
      fecha_limite: '2025-06-30',
      viene_de: null,
      evidencias: [],
      puede_actualizar: true,
    });
    const edited = await as(coordA, 'PATCH', `/v15/centro/plan/acciones/${created.id}`, {
      texto: 'Calendario revisado',
      estado: 'en_curso',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(actionOf(edited)).toMatchObject({ texto: 'Calendario revisado', estado: 'en_curso' });
    expect((await planOf(teacherA)).acciones.map((a) => a.id)).toContain(created.id);
    const deleted = await as(coordA, 'DELETE', `/v15/centro/plan/acciones/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await storedAction(created.id)).toBeUndefined();
  });

  it('refuses a teacher every coordinator call, in Spanish, changing nothing', async () => {
    const action = await createAction({ responsable_id: teacherA.id });
    const before = await countActions();
    const refusals = [
      await as(teacherA, 'POST', '/v15/centro/plan/acciones', { texto: 'x', claves_id: keyIds[0] }),
      await as(teacherA, 'PATCH', `/v15/centro/plan/acciones/${action.id}`, { texto: 'Otra' }),
      await as(teacherA, 'DELETE', `/v15/centro/plan/acciones/${action.id}`),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toBe(COMMON_MESSAGES.coordinatorOnly);
    }
    expect(await countActions()).toBe(before);
    expect((await storedAction(action.id))?.texto).toBe(action.texto);
  });

  it('refuses a responsable of another centre and an unknown key', async () => {
    const before = await countActions();
    const outsider = await as(coordA, 'POST', '/v15/centro/plan/acciones', {
      texto: 'Con otra persona',
      claves_id: keyIds[0],
      responsable_id: coordB.id,
    });
    expect(outsider.statusCode).toBe(400);
    expect(errorOf(outsider)).toBe(PLAN_MESSAGES.responsableNotInCentre);
    const unknownKey = await as(coordA, 'POST', '/v15/centro/plan/acciones', {
      texto: 'Sin clave',
      claves_id: 999_999,
    });
    expect(unknownKey.statusCode).toBe(400);
    expect(errorOf(unknownKey)).toBe(PLAN_MESSAGES.unknownKey);
    const empty = await as(coordA, 'POST', '/v15/centro/plan/acciones', {
      texto: '  ',
      claves_id: keyIds[0],
    });
    expect(empty.statusCode).toBe(400);
    expect(await countActions()).toBe(before);
  });

  it('lets the responsable change the state, and no other teacher', async () => {
    const action = await createAction({ responsable_id: teacherA.id });
    const refused = await as(
      otherTeacherA,
      'PUT',
      `/v15/centro/plan/acciones/${action.id}/estado`,
      {
        estado: 'hecha',
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe(PLAN_MESSAGES.notResponsable);
    expect((await storedAction(action.id))?.estado).toBe('pendiente');
    const plan = await planOf(otherTeacherA);
    expect(plan.acciones.find((a) => a.id === action.id)?.puede_actualizar).toBe(false);
    const done = await as(teacherA, 'PUT', `/v15/centro/plan/acciones/${action.id}/estado`, {
      estado: 'en_curso',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(actionOf(done).estado).toBe('en_curso');
    const bad = await as(teacherA, 'PUT', `/v15/centro/plan/acciones/${action.id}/estado`, {
      estado: 'terminada',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 to another centre for every call on an action, writing nothing', async () => {
    const action = await createAction({ responsable_id: teacherA.id });
    const base = `/v15/centro/plan/acciones/${action.id}`;
    const calls = [
      await as(coordB, 'PATCH', base, { texto: 'Ajeno' }),
      await as(coordB, 'DELETE', base),
      await as(coordB, 'PUT', `${base}/estado`, { estado: 'hecha' }),
      await upload(coordB, action.id, PDF),
    ];
    for (const response of calls) expect(response.statusCode).toBe(404);
    expect(await storedAction(action.id)).toMatchObject({
      texto: action.texto,
      estado: 'pendiente',
    });
    expect((await planOf(coordB)).acciones).toEqual([]);
  });
});

describe('evidences', () => {
  it('the responsable attaches, downloads and deletes a PDF; another teacher may not', async () => {
    const action = await createAction({ responsable_id: teacherA.id });
    const attached = await upload(teacherA, action.id, PDF, 'Acta de reunión.exe');
    expect(attached.statusCode, attached.body).toBe(201);
    const evidence = attached.json<{
      data: { id: number; nombre: string; tipo: string; tamano: number };
    }>().data;
    expect(evidence).toMatchObject({
      nombre: 'Acta de reunión.pdf',
      tipo: 'application/pdf',
      tamano: PDF.length,
    });
    const download = await as(coordA, 'GET', `/v15/centro/plan/evidencias/${evidence.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await as(otherTeacherA, 'GET', `/v15/centro/plan/evidencias/${evidence.id}`)).statusCode,
    ).toBe(403);
    expect((await as(coordB, 'GET', `/v15/centro/plan/evidencias/${evidence.id}`)).statusCode).toBe(
      404,
    );
    expect((await upload(otherTeacherA, action.id, PDF)).statusCode).toBe(403);
    expect(
      (await as(otherTeacherA, 'DELETE', `/v15/centro/plan/evidencias/${evidence.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await planOf(teacherA)).acciones.find((a) => a.id === action.id)?.evidencias,
    ).toHaveLength(1);
    const removed = await as(teacherA, 'DELETE', `/v15/centro/plan/evidencias/${evidence.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await as(coordA, 'GET', `/v15/centro/plan/evidencias/${evidence.id}`)).statusCode).toBe(
      404,
    );
  });

  it('keeps a file of several pieces whole, up to 10 MB', async () => {
    const action = await createAction();
    const big = Buffer.alloc(MAX_EVIDENCE_BYTES, 7);
    PDF.copy(big);
    const attached = await upload(coordA, action.id, big);
    expect(attached.statusCode, attached.body).toBe(201);
    const id = attached.json<{ data: { id: number } }>().data.id;
    const download = await as(coordA, 'GET', `/v15/centro/plan/evidencias/${id}`);
    expect(download.rawPayload.length).toBe(MAX_EVIDENCE_BYTES);
    expect(download.rawPayload.equals(big)).toBe(true);
    // The plan page lists it exactly as the upload answered it (its time in the same form).
    const listed = (await planOf(coordA)).acciones.find((a) => a.id === action.id)?.evidencias;
    expect(listed).toEqual([attached.json<{ data: unknown }>().data]);
  });

  it('refuses a file over 10 MB and one that is not an accepted kind, storing nothing', async () => {
    const action = await createAction();
    const chunks = await countEvidenceChunks(t.db);
    const tooBig = Buffer.alloc(MAX_EVIDENCE_BYTES + 1, 7);
    PDF.copy(tooBig);
    const large = await upload(coordA, action.id, tooBig);
    expect(large.statusCode).toBe(413);
    const script = await upload(
      coordA,
      action.id,
      Buffer.from('#!/bin/sh\necho hola\n'),
      'informe.pdf',
    );
    expect(script.statusCode).toBe(415);
    expect(errorOf(script)).toBe(PLAN_MESSAGES.evidenceTypeRefused);
    const html = await upload(
      coordA,
      action.id,
      Buffer.from('<html></html>'),
      'a.html',
      'text/html',
    );
    expect(html.statusCode).toBe(415);
    expect(await countEvidenceChunks(t.db)).toBe(chunks);
    expect((await planOf(coordA)).acciones.find((a) => a.id === action.id)?.evidencias).toEqual([]);
  });
});

describe('suggestions', () => {
  it('offers the catalogue’s actions for the three weakest keys, in the page’s language', async () => {
    const response = await as(teacherA, 'GET', '/v15/centro/plan/sugerencias');
    expect(response.statusCode).toBe(200);
    const suggestions = planSuggestionsResponseSchema.parse(response.json()).data;
    const keys = new Set(suggestions.map((s) => s.claves_id));
    expect(keys.size).toBe(3);
    expect(suggestions).toHaveLength(6);
    const catalan = planSuggestionsResponseSchema.parse(
      (await as(teacherA, 'GET', '/v15/centro/plan/sugerencias?lang=CA')).json(),
    ).data;
    expect(catalan[0]?.texto).toMatch(/^Suggeriment u/);
    // No Catalan text: the Spanish one.
    expect(catalan[1]?.texto).toMatch(/^Sugerencia dos/);
    expect(
      planSuggestionsResponseSchema.parse(
        (await as(coordB, 'GET', '/v15/centro/plan/sugerencias')).json(),
      ).data,
    ).toEqual([]);
  });

  it('the coordinator adopts one as a new action; a teacher may not', async () => {
    const [suggestion] = planSuggestionsResponseSchema.parse(
      (await as(coordA, 'GET', '/v15/centro/plan/sugerencias')).json(),
    ).data;
    if (!suggestion) throw new Error('no suggestion');
    const refused = await as(
      teacherA,
      'POST',
      `/v15/centro/plan/sugerencias/${suggestion.id}/adoptar`,
    );
    expect(refused.statusCode).toBe(403);
    const adopted = await as(
      coordA,
      'POST',
      `/v15/centro/plan/sugerencias/${suggestion.id}/adoptar`,
    );
    expect(adopted.statusCode, adopted.body).toBe(201);
    expect(actionOf(adopted)).toMatchObject({
      texto: suggestion.texto,
      claves_id: suggestion.claves_id,
      estado: 'pendiente',
    });
    expect(
      (await as(coordA, 'POST', '/v15/centro/plan/sugerencias/999999/adoptar')).statusCode,
    ).toBe(404);
  });
});

describe('Auditoría', () => {
  it("records the plan's changes with who made them and the action before, within the scope", async () => {
    const action = await createAction({ texto: 'Acción auditada' });
    await as(coordA, 'PATCH', `/v15/centro/plan/acciones/${action.id}`, {
      texto: 'Acción auditada, corregida',
      responsable_id: teacherA.id,
    });
    await as(teacherA, 'PUT', `/v15/centro/plan/acciones/${action.id}/estado`, {
      estado: 'en_curso',
    });
    await as(coordA, 'DELETE', `/v15/centro/plan/acciones/${action.id}`);

    const linesFor = async (admin: TestUser) => {
      const filter = encodeURIComponent(JSON.stringify({ entity_id: String(action.id) }));
      const setup = encodeURIComponent(JSON.stringify({ page: 0, size: 50 }));
      const response = await as(admin, 'GET', `/v15/audit-log?filter=${filter}&setup=${setup}`);
      expect(response.statusCode, response.body).toBe(200);
      return auditLogResponseSchema
        .parse(response.json())
        .data.filter((line) => line.entity.startsWith('centro/plan/acciones'));
    };
    const lines = await linesFor(t.admin);
    expect(lines.map((line) => line.action).sort()).toEqual(
      [
        'DELETE /v15/centro/plan/acciones/:actionId',
        'PATCH /v15/centro/plan/acciones/:actionId',
        'POST /v15/centro/plan/acciones',
        'PUT /v15/centro/plan/acciones/:actionId/estado',
      ].sort(),
    );
    const edit = lines.find((line) => line.action.startsWith('PATCH'));
    expect(edit?.before).toMatchObject({ texto: 'Acción auditada', responsable_id: null });
    expect(edit?.after).toMatchObject({ texto: 'Acción auditada, corregida' });
    const state = lines.find((line) => line.action.startsWith('PUT'));
    expect(state?.user_id).toBe(teacherA.id);
    expect(state?.after).toMatchObject({ estado: 'en_curso' });

    // Centre A is in Madrid: its administrator reads the lines, Andalucía's does not.
    expect(await linesFor(await scopedAdministrator(t.db, [13]))).toHaveLength(4);
    expect(await linesFor(await scopedAdministrator(t.db, [1]))).toHaveLength(0);
  });
});

describe("the home's reminder", () => {
  it('lists the actions past their due date and not done, saying whose they are', async () => {
    const overdue = await createAction({
      texto: 'Acción vencida del plan',
      responsable_id: teacherA.id,
      fecha_limite: '2020-01-15',
    });
    const done = await createAction({
      texto: 'Acción vencida pero hecha',
      fecha_limite: '2020-01-15',
    });
    expect(
      (await as(coordA, 'PUT', `/v15/centro/plan/acciones/${done.id}/estado`, { estado: 'hecha' }))
        .statusCode,
    ).toBe(200);
    await createAction({ texto: 'Acción a tiempo', fecha_limite: '2999-01-01' });

    const homeOf = async (user: TestUser) => {
      const response = await as(user, 'GET', '/v15/centro/inicio');
      expect(response.statusCode, response.body).toBe(200);
      return centreHomeResponseSchema.parse(response.json()).data.overdueActions;
    };
    const teacherSees = await homeOf(teacherA);
    expect(teacherSees.map((a) => a.texto)).toEqual(['Acción vencida del plan']);
    expect(teacherSees[0]).toMatchObject({
      id: overdue.id,
      fecha_limite: '2020-01-15',
      mine: true,
    });
    const coordinatorSees = await homeOf(coordA);
    expect(coordinatorSees).toMatchObject([{ id: overdue.id, mine: false }]);
    expect(coordinatorSees[0]?.responsable).toContain('Docente');
    // Another centre's home lists none of them.
    expect(await homeOf(coordB)).toEqual([]);
    await as(coordA, 'DELETE', `/v15/centro/plan/acciones/${overdue.id}`);
    await as(coordA, 'DELETE', `/v15/centro/plan/acciones/${done.id}`);
    expect(await homeOf(teacherA)).toEqual([]);
  });
});

describe('the PDF report', () => {
  it("prints the period's plan per key with state, responsable, date, in the page's language", async () => {
    const action = await createAction({
      texto: 'Feria de ciclos formativos con el instituto vecino',
      responsable_id: teacherA.id,
      fecha_limite: '2025-06-30',
    });
    const moved = await as(coordA, 'PUT', `/v15/centro/plan/acciones/${action.id}/estado`, {
      estado: 'en_curso',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const url = `/v15/centro/evaluaciones/${finishedA}/informe`;

    const spanish = await as(coordA, 'GET', `${url}?lang=ES`);
    expect(spanish.statusCode).toBe(200);
    const text = pdfText(spanish.rawPayload);
    expect(text).toContain('Plan de mejora');
    expect(text).toContain('Feria de ciclos formativos con el instituto vecino');
    expect(text).toContain('Estado: En curso');
    expect(text).toContain('Responsable: Docente');
    expect(text).toContain('Fecha límite: 30/06/2025');

    const catalan = pdfText((await as(teacherA, 'GET', `${url}?lang=CA`)).rawPayload);
    expect(catalan).toContain('Pla de millora');
    expect(catalan).toContain('Estat: En curs');
    expect(catalan).toContain('Data límit: 30/06/2025');
  });
});

describe('carried forward', () => {
  it('a new period carries the unfinished actions with their state; a reopening takes them back', async () => {
    const pending = await createAction({ texto: 'Pendiente de llevar' });
    const ongoing = await createAction({ texto: 'En curso de llevar', estado: 'en_curso' });
    const done = await createAction({ texto: 'Hecha, se queda', estado: 'hecha' });
    const opened = await t.call('POST', '/v7/nuevoperiodo', { periodo: '2025-2026' });
    expect(opened.statusCode, opened.body).toBe(201);
    const secondPeriod = opened.json<{ data: { id: number } }>().data.id;

    const current = await planOf(coordA);
    expect(current.periodo.id).toBe(secondPeriod);
    expect(current.evaluacion_id).toBeNull();
    const carried = current.acciones.filter((a) => [pending.id, ongoing.id].includes(a.id));
    expect(carried.map((a) => [a.id, a.estado, a.viene_de])).toEqual([
      [pending.id, 'pendiente', '2024-2025'],
      [ongoing.id, 'en_curso', '2024-2025'],
    ]);
    expect(current.acciones.map((a) => a.id)).not.toContain(done.id);

    const earlier = await planOf(coordA, `?evaluacion=${finishedA}`);
    expect(earlier.editable).toBe(false);
    expect(earlier.acciones.map((a) => a.id)).toContain(done.id);
    expect(earlier.acciones.map((a) => a.id)).not.toContain(pending.id);
    const closed = await as(coordA, 'PATCH', `/v15/centro/plan/acciones/${done.id}`, {
      texto: 'No',
    });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed)).toBe(PLAN_MESSAGES.closedPeriod);
    expect((await storedAction(done.id))?.texto).toBe('Hecha, se queda');

    // A carried action goes on in the new plan; then the period is reopened.
    await as(coordA, 'PUT', `/v15/centro/plan/acciones/${pending.id}/estado`, {
      estado: 'en_curso',
    });
    const made = await createAction({ texto: 'Hecha en el nuevo periodo' });
    await reopenPeriod(t.db, firstPeriod);
    const back = await planOf(coordA);
    expect(back.periodo.id).toBe(firstPeriod);
    const backIds = back.acciones.map((a) => a.id);
    expect(backIds).toEqual(expect.arrayContaining([pending.id, ongoing.id, done.id]));
    expect(backIds).not.toContain(made.id);
    expect(back.acciones.find((a) => a.id === pending.id)).toMatchObject({
      estado: 'en_curso',
      viene_de: null,
    });
    expect((await storedAction(made.id))?.periodos_id).toBe(secondPeriod);

    // Opening a period again carries them again, in Catalan with the page's language.
    await createPeriod(t.db, '2026-2027');
    const again = await as(coordA, 'GET', '/v15/centro/plan?lang=CA');
    const moved = planResponseSchema.parse(again.json()).data.acciones;
    expect(moved.find((a) => a.id === ongoing.id)?.viene_de).toBe('2024-2025');
    expect(moved.map((a) => a.id)).not.toContain(done.id);
  });
});
