import { eq } from 'drizzle-orm';
import {
  allPeriodsResponseSchema,
  newPeriodImpactResponseSchema,
  newPeriodResponseSchema,
} from '@eval/contracts/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluations, periodos, settings } from '../../db/schema/index';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { answerQuestions, insertCentre } from '../../test/quiz-helpers';
import { ACTIVE_PERIOD_SETTING } from '../../db/setting-keys';
import { findActivePeriod } from './repository';
import { createPeriod } from './service';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  await createPeriod(t.db, '2024-2025');
  // Building the scenario through the services takes a while on a loaded machine.
}, 180_000);
afterAll(() => t?.close());

const create = (payload: object, headers = auth) =>
  t.app.inject({ method: 'POST', url: '/v7/nuevoperiodo', headers, payload });
const all = async () =>
  allPeriodsResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/v7/allperiodos', headers: auth })).json(),
  ).data;

describe('periods', () => {
  it('lists the periods with the active one flagged', async () => {
    expect(await all()).toEqual([
      { id: expect.any(Number) as unknown, periodo: '2024-2025', activo: true },
    ]);
  });

  it('creates a period that becomes the only active one, closing work in progress', async () => {
    const centre = await insertCentre(t.db, { nombre: 'C', codigo: 'C1', place: 'madrid' });
    await answerQuestions(t.db, centre, new Date(), 3);
    // The confirmation states the consequence with numbers before the click.
    const impact = await t.app.inject({
      method: 'GET',
      url: '/v7/nuevoperiodo/impacto',
      headers: auth,
    });
    expect(newPeriodImpactResponseSchema.parse(impact.json()).data).toEqual({
      activo: '2024-2025',
      enProceso: 1,
    });
    const response = await create({ periodo: '2025-2026' });
    expect(response.statusCode, response.body).toBe(201);
    const created = newPeriodResponseSchema.parse(response.json()).data;
    expect(created).toMatchObject({ periodo: '2025-2026', activo: true });
    expect((await all()).map((p) => [p.periodo, p.activo])).toEqual([
      ['2025-2026', true],
      ['2024-2025', false],
    ]);
    const [setting] = await t.db
      .select()
      .from(settings)
      .where(eq(settings.key, ACTIVE_PERIOD_SETTING));
    expect(setting?.value).toEqual({ id: created.id });
    const [evaluation] = await t.db
      .select()
      .from(evaluations)
      .where(eq(evaluations.centros_id, centre));
    expect(evaluation?.status).toBe('NOT_FINISHED');
  });

  it('suggests the next school year when no name is given', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ data: { periodo: '2026-2027', activo: true } });
  });

  it('refuses duplicates, bad names and non-administrators, writing nothing', async () => {
    const before = await all();
    const duplicate = await create({ periodo: '2025-2026' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      error: { message: 'Ya existe un periodo con ese nombre.' },
    });
    for (const periodo of ['2030-2032', 'curso', '', 'x'.repeat(300)]) {
      expect((await create({ periodo })).statusCode).toBe(400);
    }
    expect((await create({ periodo: '2040-2041', extra: 1 })).statusCode).toBe(400);
    const centreUser = await createUser(t.db, { perfil: 1 });
    expect(
      (await create({ periodo: '2040-2041' }, bearer(tokenFor(t.app, centreUser)))).statusCode,
    ).toBe(403);
    expect(await all()).toEqual(before);
  });

  it('keeps a single active period when two administrators create at once', async () => {
    const [a, b] = await Promise.all([
      create({ periodo: '2027-2028' }),
      create({ periodo: '2028-2029' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const active = await t.db.select().from(periodos).where(eq(periodos.activo, true));
    expect(active).toHaveLength(1);
    expect((await findActivePeriod(t.db))?.id).toBe(active[0]?.id);
  });
});
