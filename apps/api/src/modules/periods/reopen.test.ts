import { desc, eq } from 'drizzle-orm';
import { HISTORY_MESSAGES, type HistoryEntry } from '@eval/contracts/history';
import {
  reopenPeriodImpactResponseSchema,
  reopenPeriodResponseSchema,
} from '@eval/contracts/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, evaluations, periodos } from '../../db/schema/index';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { answerQuestions, insertCentre } from '../../test/quiz-helpers';
import { findActivePeriod } from './repository';
import { createPeriod } from './service';

/** A period closed by mistake is reopened, audited, and Auditoría can revert it. */
let t: TestApp;
let auth: { authorization: string };
/** The period closed by mistake, and the one created by mistake. */
let old: number;
let mistake: number;
/** An evaluation of the old period, in progress until the mistake closed it. */
let evaluationId: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  old = (await createPeriod(t.db, '2024-2025')).id;
  const centre = await insertCentre(t.db, { nombre: 'C', codigo: 'C1', place: 'madrid' });
  await answerQuestions(t.db, centre, new Date(), 2);
  const [evaluation] = await t.db
    .select()
    .from(evaluations)
    .where(eq(evaluations.centros_id, centre));
  if (!evaluation) throw new Error('no evaluation');
  evaluationId = evaluation.id;
  // The mistake, through the API so that its audit line is the administrator's.
  const created = await t.app.inject({
    method: 'POST',
    url: '/v7/nuevoperiodo',
    headers: auth,
    payload: { periodo: '2025-2026' },
  });
  expect(created.statusCode, created.body).toBe(201);
  mistake = created.json<{ data: { id: number } }>().data.id;
}, 180_000);
afterAll(() => t?.close());

const api = (method: 'GET' | 'POST', url: string, headers = auth) =>
  t.app.inject({ method, url, headers });
const status = async () =>
  (await t.db.select().from(evaluations).where(eq(evaluations.id, evaluationId)))[0]?.status;
const activeName = async () => (await findActivePeriod(t.db))?.periodo;
async function periodHistory(id: number): Promise<HistoryEntry[]> {
  const response = await api('GET', `/v1/audit/history/period/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: HistoryEntry[] }>().data;
}

describe('reopening a period', () => {
  it('states what reopening would do, with numbers', async () => {
    expect(await status()).toBe('NOT_FINISHED');
    const response = await api('GET', `/v7/periodos/${old}/reabrir/impacto`);
    expect(response.statusCode, response.body).toBe(200);
    expect(reopenPeriodImpactResponseSchema.parse(response.json()).data).toEqual({
      periodo: '2024-2025',
      activo: '2025-2026',
      enProceso: 0,
      reabiertas: 1,
    });
  });

  it('refuses bad ids, unknown periods, the active period and non-administrators, writing nothing', async () => {
    const lines = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
    const before = await lines();
    const bad = await api('POST', '/v7/periodos/abc/reabrir');
    expect(bad.statusCode).toBe(400);
    expect((await api('GET', '/v7/periodos/0/reabrir/impacto')).statusCode).toBe(400);
    const unknown = await api('POST', '/v7/periodos/999999/reabrir');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: 'El periodo indicado no existe.' } });
    const active = await api('POST', `/v7/periodos/${mistake}/reabrir`);
    expect(active.statusCode).toBe(409);
    expect(active.json()).toMatchObject({
      error: { message: 'Ese periodo ya es el periodo activo.' },
    });
    const centreUser = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 1 })));
    expect((await api('POST', `/v7/periodos/${old}/reabrir`, centreUser)).statusCode).toBe(403);
    expect(await lines()).toBe(before);
    expect(await activeName()).toBe('2025-2026');
    expect(await status()).toBe('NOT_FINISHED');
  });

  it('reopens the closed period with its evaluations back in progress, audited', async () => {
    const response = await api('POST', `/v7/periodos/${old}/reabrir`);
    expect(response.statusCode, response.body).toBe(200);
    expect(reopenPeriodResponseSchema.parse(response.json()).data).toEqual({
      id: old,
      periodo: '2024-2025',
      activo: true,
      reabiertas: 1,
    });
    expect(await activeName()).toBe('2024-2025');
    expect(await status()).toBe('IN_PROGRESS');
    const active = await t.db.select().from(periodos).where(eq(periodos.activo, true));
    expect(active.map((p) => p.id)).toEqual([old]);
    const [line] = await periodHistory(old);
    expect(line).toMatchObject({ action: 'POST /v7/periodos/:id/reabrir', undo: 'revert' });
  });

  it('is reverted from Auditoría, and the revert reverted in turn', async () => {
    const [reopening] = await periodHistory(old);
    if (!reopening) throw new Error('no line');
    const reverted = await api('POST', `/v1/audit/${reopening.id}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(201);
    expect(reverted.json()).toMatchObject({
      data: { entity: 'period', entity_id: mistake, kind: 'revert' },
    });
    expect(await activeName()).toBe('2025-2026');
    expect(await status()).toBe('NOT_FINISHED');
    const again = await api('POST', `/v1/audit/${reopening.id}/revert`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: HISTORY_MESSAGES.alreadyReverted } });

    // The revert is itself a period change, and the latest: it can be reverted.
    const [revertLine] = await periodHistory(mistake);
    expect(revertLine).toMatchObject({ reverts_id: reopening.id, undo: 'revert' });
    if (!revertLine) throw new Error('no line');
    expect((await api('POST', `/v1/audit/${revertLine.id}/revert`)).statusCode).toBe(201);
    expect(await activeName()).toBe('2024-2025');
    expect(await status()).toBe('IN_PROGRESS');
  });

  it('reverts only the latest period change, and a creation by reopening the period before it', async () => {
    const [creation] = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, 'POST /v7/nuevoperiodo'))
      .orderBy(desc(auditLog.id));
    if (!creation) throw new Error('no creation line');
    const stale = await api('POST', `/v1/audit/${creation.id}/revert`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { message: HISTORY_MESSAGES.changedSince } });
    expect(await activeName()).toBe('2024-2025');

    const fresh = await t.app.inject({
      method: 'POST',
      url: '/v7/nuevoperiodo',
      headers: auth,
      payload: { periodo: '2026-2027' },
    });
    expect(fresh.statusCode).toBe(201);
    expect(await status()).toBe('NOT_FINISHED');
    const [line] = await periodHistory(fresh.json<{ data: { id: number } }>().data.id);
    expect(line).toMatchObject({ action: 'POST /v7/nuevoperiodo', undo: 'revert' });
    if (!line) throw new Error('no line');
    expect((await api('POST', `/v1/audit/${line.id}/revert`)).statusCode).toBe(201);
    expect(await activeName()).toBe('2024-2025');
    expect(await status()).toBe('IN_PROGRESS');
  });
});
