import { COMMON_MESSAGES } from '@eval/contracts/common';
import {
  MAX_SUGGESTION_TEXT,
  PLAN_SUGGESTION_MESSAGES as M,
  planSuggestionAdminResponseSchema,
  planSuggestionsAdminResponseSchema,
  type PlanSuggestionRow,
} from '@eval/contracts/plan-suggestions';
import { planSuggestionsResponseSchema } from '@eval/contracts/plans';
import { auditLogResponseSchema } from '@eval/contracts/audit';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { claves, evaluations, planSuggestions } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { createUser, type TestUser } from '../../test/app';
import { finishEvaluation, insertCentre } from '../../test/quiz-helpers';
import { expectRefused } from '../../test/replies';
import { scopedAdministrator } from '../../test/scope-fixture';
import { createPeriod } from '../periods/service';

/**
 * The back-office's calls on the plan's suggestions (contracts/plan-suggestions.ts): a national
 * administrator lists, creates, edits and deletes them; bad input is refused in Spanish with
 * nothing written; scoped and read-only administrators and the centres' people write nothing.
 */
const t = adminTestAppPerFile();
let keyIds: number[] = [];
let coordinator: TestUser;
let teacher: TestUser;

const rowsOf = async (query = ''): Promise<PlanSuggestionRow[]> => {
  const response = await t.call('GET', `/v3/plan-suggestions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return planSuggestionsAdminResponseSchema.parse(response.json()).data;
};
/** Every stored suggestion, as a comparable snapshot. */
const stored = () =>
  t.db
    .select({
      id: planSuggestions.id,
      claves_id: planSuggestions.claves_id,
      texto: planSuggestions.texto,
      texto_ca: planSuggestions.texto_ca,
      orden: planSuggestions.orden,
    })
    .from(planSuggestions)
    .orderBy(asc(planSuggestions.id));
const key = (index: number): number => {
  const id = keyIds[index];
  if (id === undefined) throw new Error(`no key ${index}`);
  return id;
};

async function create(body: object): Promise<PlanSuggestionRow> {
  const response = await t.call('POST', '/v3/plan-suggestions', body);
  expect(response.statusCode, response.body).toBe(201);
  return planSuggestionAdminResponseSchema.parse(response.json()).data;
}

beforeAll(async () => {
  keyIds = (await t.db.select({ id: claves.id }).from(claves).orderBy(claves.orden)).map(
    (k) => k.id,
  );
  const centre = await insertCentre(t.db, {
    nombre: 'Centro Sugerencias',
    codigo: 'SUG-1',
    place: 'madrid',
  });
  coordinator = await createUser(t.db, { perfil: 1, centros_id: centre, nombre: 'Coordina' });
  teacher = await createUser(t.db, { perfil: 2, centros_id: centre, nombre: 'Docente' });
  await createPeriod(t.db, '2024-2025');
  await finishEvaluation(t.db, centre, new Date('2025-03-01T10:00:00Z'));
}, 300_000);

describe('the catalogue of suggestions', () => {
  it('creates, lists by key in order, edits and deletes a suggestion', async () => {
    const second = await create({ claves_id: key(0), texto: '  Segunda  ', orden: 2 });
    const first = await create({
      claves_id: key(0),
      texto: 'Primera',
      texto_ca: 'Primera (ca)',
      orden: 1,
    });
    const other = await create({ claves_id: key(1), texto: 'De otra clave' });
    expect(second).toMatchObject({ texto: 'Segunda', texto_ca: '', orden: 2 });
    expect(other.orden).toBe(0);

    const ofKey = await rowsOf(`?claves_id=${key(0)}`);
    expect(ofKey.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(ofKey[0]?.clave).not.toBe('');
    expect((await rowsOf()).map((row) => row.id)).toEqual([first.id, second.id, other.id]);

    const edited = await t.call('PUT', `/v3/plan-suggestions/${second.id}`, {
      claves_id: key(1),
      texto: 'Segunda, corregida',
      texto_ca: 'Segona',
      orden: 5,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(planSuggestionAdminResponseSchema.parse(edited.json()).data).toMatchObject({
      id: second.id,
      claves_id: key(1),
      texto: 'Segunda, corregida',
      texto_ca: 'Segona',
      orden: 5,
    });
    expect((await rowsOf(`?claves_id=${key(1)}`)).map((row) => row.id)).toEqual([
      other.id,
      second.id,
    ]);

    const removed = await t.call('DELETE', `/v3/plan-suggestions/${second.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ data: { id: second.id } });
    expect((await stored()).map((row) => row.id)).not.toContain(second.id);
    expectRefused(await t.call('DELETE', `/v3/plan-suggestions/${second.id}`), 404, M.notFound);
    expectRefused(
      await t.call('PUT', `/v3/plan-suggestions/${second.id}`, {
        claves_id: key(0),
        texto: 'Nada',
      }),
      404,
      M.notFound,
    );
  });

  it('records every write in Auditoría, with the row before and after', async () => {
    const row = await create({ claves_id: key(2), texto: 'Auditada' });
    await t.call('PUT', `/v3/plan-suggestions/${row.id}`, {
      claves_id: key(2),
      texto: 'Auditada, corregida',
    });
    await t.call('DELETE', `/v3/plan-suggestions/${row.id}`);
    const filter = encodeURIComponent(
      JSON.stringify({ entity: 'plan-suggestions', entity_id: String(row.id) }),
    );
    const response = await t.call('GET', `/v15/audit-log?filter=${filter}`);
    expect(response.statusCode, response.body).toBe(200);
    const lines = auditLogResponseSchema.parse(response.json()).data;
    expect(lines.map((line) => line.action).sort()).toEqual(
      [
        'DELETE /v3/plan-suggestions/:id',
        'POST /v3/plan-suggestions',
        'PUT /v3/plan-suggestions/:id',
      ].sort(),
    );
    const edit = lines.find((line) => line.action.startsWith('PUT'));
    expect(edit?.before).toMatchObject({ texto: 'Auditada' });
    expect(edit?.after).toMatchObject({ texto: 'Auditada, corregida' });
    expect(lines.every((line) => line.record === 'plan-suggestion')).toBe(true);

    const history = await t.call('GET', `/v1/audit/history/plan-suggestion/${row.id}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<{ data: { kind: string }[] }>().data.map((line) => line.kind)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('reaches the centres: a new suggestion of a weak key is offered, an edit shows', async () => {
    const offered = async () => {
      const response = await t.callAs(coordinator, 'GET', '/v15/centro/plan/sugerencias');
      expect(response.statusCode, response.body).toBe(200);
      return planSuggestionsResponseSchema.parse(response.json()).data;
    };
    const [weakest] = await queryRows<{ claves_id: number }>(
      t.db,
      sql`select ek.claves_id from evaluation_keys ek
          join ${evaluations} e on e.id = ek.evaluation_id
          where ek.score is not null order by ek.score, ek.claves_id limit 1`,
    );
    const keyId = weakest?.claves_id ?? key(0);
    const row = await create({ claves_id: keyId, texto: 'Sugerencia para la clave débil' });
    expect((await offered()).map((s) => s.id)).toContain(row.id);
    await t.call('PUT', `/v3/plan-suggestions/${row.id}`, {
      claves_id: keyId,
      texto: 'Sugerencia corregida',
    });
    expect((await offered()).find((s) => s.id === row.id)?.texto).toBe('Sugerencia corregida');
  });
});

describe('refusals: nothing is written', () => {
  it('refuses bad input in Spanish', async () => {
    const existing = await create({ claves_id: key(0), texto: 'Intacta' });
    const before = await stored();
    const cases: [object, string][] = [
      [{ claves_id: key(0), texto: '' }, M.emptyText],
      [{ claves_id: key(0), texto: '   ' }, M.emptyText],
      [{ claves_id: key(0), texto: 'x'.repeat(MAX_SUGGESTION_TEXT + 1) }, M.longText],
      [
        { claves_id: key(0), texto: 'Bien', texto_ca: 'x'.repeat(MAX_SUGGESTION_TEXT + 1) },
        M.longText,
      ],
      [{ claves_id: 999_999, texto: 'Clave que no existe' }, M.unknownKey],
      [{ claves_id: 'uno', texto: 'Clave escrita' }, M.keyRequired],
      [{ texto: 'Sin clave' }, M.keyRequired],
      [{ claves_id: 3_000_000_000, texto: 'Clave enorme' }, M.unknownKey],
      [{ claves_id: key(0), texto: 'Orden', orden: -1 }, M.badOrder],
      [{ claves_id: key(0), texto: 'Orden', orden: 1.5 }, M.badOrder],
      [{ claves_id: key(0), texto: 'Orden', orden: 100_000 }, M.badOrder],
    ];
    for (const [body, message] of cases) {
      for (const [method, url] of [
        ['POST', '/v3/plan-suggestions'],
        ['PUT', `/v3/plan-suggestions/${existing.id}`],
      ] as const) {
        const response = await t.call(method, url, body);
        expect(response.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(response.body).toContain(message);
      }
    }
    const noText = await t.call('POST', '/v3/plan-suggestions', { claves_id: key(0) });
    expect(noText.statusCode).toBe(400);
    const extra = await t.call('POST', '/v3/plan-suggestions', {
      claves_id: key(0),
      texto: 'Con campo de más',
      id: 7,
    });
    expect(extra.statusCode).toBe(400);
    const badId = await t.call('PUT', '/v3/plan-suggestions/abc', {
      claves_id: key(0),
      texto: 'Bien',
    });
    expect(badId.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('refuses writes of scoped and read-only administrators with 403; they read the list', async () => {
    const existing = await create({ claves_id: key(0), texto: 'Nacional' });
    const before = await stored();
    const scoped = await scopedAdministrator(t.db, [13]);
    const readOnly = await scopedAdministrator(t.db, [], 1);
    const body = { claves_id: key(0), texto: 'No debería escribirse' };
    for (const [user, message] of [
      [scoped, COMMON_MESSAGES.nationalOnly],
      [readOnly, COMMON_MESSAGES.readOnly],
    ] as const) {
      const list = await t.callAs(user, 'GET', '/v3/plan-suggestions');
      expect(list.statusCode, list.body).toBe(200);
      expectRefused(await t.callAs(user, 'POST', '/v3/plan-suggestions', body), 403, message);
      expectRefused(
        await t.callAs(user, 'PUT', `/v3/plan-suggestions/${existing.id}`, body),
        403,
        message,
      );
      expectRefused(
        await t.callAs(user, 'DELETE', `/v3/plan-suggestions/${existing.id}`),
        403,
        message,
      );
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses every call to the centres’ people (403) and to nobody (401)', async () => {
    const existing = await create({ claves_id: key(0), texto: 'Solo administración' });
    const before = await stored();
    const body = { claves_id: key(0), texto: 'De un centro' };
    for (const user of [coordinator, teacher]) {
      expect((await t.callAs(user, 'GET', '/v3/plan-suggestions')).statusCode).toBe(403);
      expect((await t.callAs(user, 'POST', '/v3/plan-suggestions', body)).statusCode).toBe(403);
      expect(
        (await t.callAs(user, 'PUT', `/v3/plan-suggestions/${existing.id}`, body)).statusCode,
      ).toBe(403);
      expect(
        (await t.callAs(user, 'DELETE', `/v3/plan-suggestions/${existing.id}`)).statusCode,
      ).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/v3/plan-suggestions' });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
    expect(
      (await t.db.select().from(planSuggestions).where(eq(planSuggestions.texto, body.texto)))
        .length,
    ).toBe(0);
  });
});
