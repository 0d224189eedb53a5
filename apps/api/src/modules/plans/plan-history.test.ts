import { COMMON_MESSAGES } from '@eval/contracts/common';
import { historyResponseSchema, type HistoryEntry } from '@eval/contracts/history';
import { planActionResponseSchema } from '@eval/contracts/plans';
import { beforeAll, describe, expect, it } from 'vitest';
import { claves, planSuggestions } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { bearer, createUser, tokenFor, type TestUser } from '../../test/app';
import { insertCentre } from '../../test/quiz-helpers';
import { expectRefused } from '../../test/replies';
import { scopedAdministrator } from '../../test/scope-fixture';
import type { SessionSubject } from '../../plugins/auth';
import { createPeriod } from '../periods/service';

/**
 * A plan action's record history (GET /v1/audit/history/plan-action/:id): its creation or
 * adoption, edits, state changes, evidences and deletion, newest first; a scoped administrator
 * reads only the actions of centres in their communities (403 otherwise).
 */
const t = adminTestAppPerFile();
let coordA: TestUser;
let coordB: TestUser;
let keyId = 0;
let suggestionId = 0;
/** Madrid's (13) and Andalucía's (1) administrators. */
let madrid: TestUser;
let andalucia: TestUser;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

async function newAction(user: TestUser, texto: string): Promise<number> {
  const response = await t.callAs(user, 'POST', '/v15/centro/plan/acciones', {
    texto,
    claves_id: keyId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return planActionResponseSchema.parse(response.json()).data.id;
}

const historyAs = (user: SessionSubject | null, id: number) =>
  user === null
    ? t.call('GET', `/v1/audit/history/plan-action/${id}`)
    : t.callAs(user, 'GET', `/v1/audit/history/plan-action/${id}`);

async function historyOf(user: SessionSubject | null, id: number): Promise<HistoryEntry[]> {
  const response = await historyAs(user, id);
  expect(response.statusCode, response.body).toBe(200);
  return historyResponseSchema.parse(response.json()).data;
}

beforeAll(async () => {
  const a = await insertCentre(t.db, { nombre: 'Centro A', codigo: 'PH-A', place: 'madrid' });
  const b = await insertCentre(t.db, { nombre: 'Centro B', codigo: 'PH-B', place: 'sevilla' });
  coordA = await createUser(t.db, { perfil: 1, centros_id: a, nombre: 'Coordina' });
  coordB = await createUser(t.db, { perfil: 1, centros_id: b, nombre: 'Coordina B' });
  await createPeriod(t.db, '2024-2025');
  const [key] = await t.db.select({ id: claves.id }).from(claves).orderBy(claves.orden).limit(1);
  keyId = key?.id ?? 0;
  const [suggestion] = await t.db
    .insert(planSuggestions)
    .values({ claves_id: keyId, texto: 'Sugerencia adoptable', orden: 1 })
    .returning({ id: planSuggestions.id });
  suggestionId = suggestion?.id ?? 0;
  madrid = await scopedAdministrator(t.db, [13]);
  andalucia = await scopedAdministrator(t.db, [1]);
}, 300_000);

describe('GET /v1/audit/history/plan-action/:id', () => {
  it("lists an action's creation, edit, state change and evidence, newest first", async () => {
    const id = await newAction(coordA, 'Acción con historial');
    const edit = await t.callAs(coordA, 'PATCH', `/v15/centro/plan/acciones/${id}`, {
      texto: 'Acción con historial, corregida',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const state = await t.callAs(coordA, 'PUT', `/v15/centro/plan/acciones/${id}/estado`, {
      estado: 'en_curso',
    });
    expect(state.statusCode, state.body).toBe(200);
    const evidence = await t.app.inject({
      method: 'POST',
      url: `/v15/centro/plan/acciones/${id}/evidencias?nombre=acta.pdf`,
      headers: {
        ...bearer(tokenFor(t.app, coordA)),
        'content-type': 'application/pdf',
      },
      payload: PDF,
    });
    expect(evidence.statusCode, evidence.body).toBe(201);

    const lines = await historyOf(null, id);
    expect(lines.map((line) => line.action)).toEqual([
      'POST /v15/centro/plan/acciones/:actionId/evidencias',
      'PUT /v15/centro/plan/acciones/:actionId/estado',
      'PATCH /v15/centro/plan/acciones/:actionId',
      'POST /v15/centro/plan/acciones',
    ]);
    expect(lines.map((line) => line.kind)).toEqual(['create', 'update', 'update', 'create']);
    expect(lines[1]?.changes).toEqual([
      expect.objectContaining({ field: 'estado', before: 'pendiente', after: 'en_curso' }),
    ]);
    expect(lines[2]?.summary).toContain('la acción del plan de mejora');
    expect(lines.every((line) => line.usuario?.startsWith('Coordina'))).toBe(true);
    expect(lines.every((line) => line.undo === null)).toBe(true);
  });

  it('starts an adopted action with its adoption, naming the suggestion', async () => {
    const response = await t.callAs(
      coordA,
      'POST',
      `/v15/centro/plan/sugerencias/${suggestionId}/adoptar`,
    );
    expect(response.statusCode, response.body).toBe(201);
    const id = planActionResponseSchema.parse(response.json()).data.id;
    const [adoption] = await historyOf(null, id);
    expect(adoption).toMatchObject({
      action: 'POST /v15/centro/plan/sugerencias/:suggestionId/adoptar',
      kind: 'create',
    });
    expect(adoption?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'texto', after: 'Sugerencia adoptable' }),
        expect.objectContaining({ field: 'sugerencia_id', after: suggestionId }),
      ]),
    );
  });

  it("a scoped administrator reads the actions of their communities' centres only", async () => {
    const ofA = await newAction(coordA, 'Acción de Madrid');
    const ofB = await newAction(coordB, 'Acción de Sevilla');
    expect((await historyOf(madrid, ofA)).length).toBe(1);
    expect((await historyOf(andalucia, ofB)).length).toBe(1);
    expectRefused(await historyAs(madrid, ofB), 403, COMMON_MESSAGES.outOfScope);
    expectRefused(await historyAs(andalucia, ofA), 403, COMMON_MESSAGES.outOfScope);
    // A read-only national administrator reads every action's history.
    const readOnly = await scopedAdministrator(t.db, [], 1);
    expect((await historyOf(readOnly, ofB)).length).toBe(1);
  });

  it("a deleted action's history stays its centre's; an unknown action is in no scope", async () => {
    const id = await newAction(coordA, 'Acción que se borra');
    const removed = await t.callAs(coordA, 'DELETE', `/v15/centro/plan/acciones/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await historyOf(null, id)).map((line) => line.kind)).toEqual(['delete', 'create']);
    expect((await historyOf(madrid, id)).map((line) => line.kind)).toEqual(['delete', 'create']);
    expectRefused(await historyAs(andalucia, id), 403, COMMON_MESSAGES.outOfScope);

    expect(await historyOf(null, 999_999)).toEqual([]);
    expectRefused(await historyAs(madrid, 999_999), 403, COMMON_MESSAGES.outOfScope);
  });
});
