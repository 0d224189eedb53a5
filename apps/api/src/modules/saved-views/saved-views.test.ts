import { and, eq } from 'drizzle-orm';
import {
  MAX_VIEW_STATE_CHARS,
  MAX_VIEWS_PER_TABLE,
  SAVED_VIEW_MESSAGES,
  savedViewResponseSchema,
  savedViewsResponseSchema,
  type SavedViewState,
} from '@eval/contracts/saved-views';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, savedViews } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { bearer, createUser, tokenFor } from '../../test/app';

/** Its administrator owns the views these tests save. */
const t = adminTestAppPerFile();
let other: { authorization: string };
let centreUser: { authorization: string };

beforeAll(async () => {
  other = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  centreUser = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 2 })));
}, 180_000);

const state: SavedViewState = {
  filter: { search: 'garcía' },
  order: { field: 'email', direction: 'desc' },
  size: 20,
  hiddenColumns: ['telefono'],
  showInactive: true,
};

const create = (payload: object, headers = t.auth) =>
  t.app.inject({ method: 'POST', url: '/v1/views', headers, payload });
const list = (table: string, headers = t.auth) =>
  t.app.inject({ method: 'GET', url: `/v1/views?table=${table}`, headers });
const patch = (id: number, payload: object, headers = t.auth) =>
  t.app.inject({ method: 'PATCH', url: `/v1/views/${id}`, headers, payload });
const remove = (id: number, headers = t.auth) =>
  t.app.inject({ method: 'DELETE', url: `/v1/views/${id}`, headers });

async function created(table: string, name: string, headers = t.auth) {
  const response = await create({ table, name, state }, headers);
  expect(response.statusCode, response.body).toBe(201);
  return savedViewResponseSchema.parse(response.json()).data;
}
const names = async (table: string, headers = t.auth) =>
  savedViewsResponseSchema.parse((await list(table, headers)).json()).data.map((v) => v.name);
const messageOf = (response: { json(): unknown }) =>
  (response.json() as { error: { message: string } }).error.message;
const auditLines = (action: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));

describe('saved views', () => {
  it('saves a view (201), lists it by name and records the creation', async () => {
    const view = await created('users', '  Activos por email  ');
    expect(view).toMatchObject({ table: 'users', name: 'Activos por email', state });
    await created('users', 'antiguos');
    expect(await names('users')).toEqual(['Activos por email', 'antiguos']);
    expect(await names('centres')).toEqual([]);
    expect(await auditLines('POST /v1/views', view.id)).toHaveLength(1);
  });

  it('refuses an unknown table (400, Spanish) when listing and when saving', async () => {
    const listed = await list('pupitres');
    expect(listed.statusCode).toBe(400);
    expect(listed.body).toContain(SAVED_VIEW_MESSAGES.unknownTable);
    const saved = await create({ table: 'pupitres', name: 'x', state });
    expect(saved.statusCode).toBe(400);
    expect(saved.body).toContain(SAVED_VIEW_MESSAGES.unknownTable);
  });

  it('refuses a state of the wrong shape or too large, and a blank name, saving nothing', async () => {
    const before = await names('centres');
    const badShapes = [
      { ...state, page: 3 },
      { ...state, size: 0 },
      { ...state, order: { field: 'x', direction: 'up' } },
      { ...state, hiddenColumns: 'telefono' },
      { filter: {}, order: null, size: 10 },
    ];
    for (const bad of badShapes)
      expect((await create({ table: 'centres', name: 'mal', state: bad })).statusCode).toBe(400);
    const huge = { ...state, filter: { search: 'x'.repeat(MAX_VIEW_STATE_CHARS) } };
    const tooLarge = await create({ table: 'centres', name: 'grande', state: huge });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.body).toContain(SAVED_VIEW_MESSAGES.stateTooLarge);
    const blank = await create({ table: 'centres', name: '   ', state });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(SAVED_VIEW_MESSAGES.nameRequired);
    expect(await names('centres')).toEqual(before);
  });

  it('keeps names unique per administrator and table, whatever their case (409)', async () => {
    await created('audit', 'Hoy');
    const twin = await create({ table: 'audit', name: 'HOY', state });
    expect(twin.statusCode).toBe(409);
    expect(messageOf(twin)).toBe(SAVED_VIEW_MESSAGES.nameTaken);
    // The same name on another table, or another administrator's, is another view.
    await created('sentEmails', 'Hoy');
    await created('audit', 'Hoy', other);
    expect(await names('audit')).toEqual(['Hoy']);
  });

  it('renames a view and replaces its state, recording the change with what it replaced', async () => {
    const view = await created('quizzes', 'Andalucía');
    const renamed = await patch(view.id, { name: 'Andalucía, 2025' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(savedViewResponseSchema.parse(renamed.json()).data.name).toBe('Andalucía, 2025');
    const newState = { ...state, filter: { comunidades: [1] }, hiddenColumns: [] };
    const replaced = await patch(view.id, { state: newState });
    expect(savedViewResponseSchema.parse(replaced.json()).data.state).toEqual(newState);
    const [line] = await auditLines('PATCH /v1/views/:id', view.id);
    expect(line?.before).toMatchObject({ name: 'Andalucía' });
    expect(line?.after).toMatchObject({ name: 'Andalucía, 2025' });
  });

  it('refuses a rename to a name already used (409) and an empty change (400)', async () => {
    const first = await created('centreUsers', 'Uno');
    await created('centreUsers', 'Dos');
    const clash = await patch(first.id, { name: 'dos' });
    expect(clash.statusCode).toBe(409);
    expect(messageOf(clash)).toBe(SAVED_VIEW_MESSAGES.nameTaken);
    // Renaming a view to its own name in another case is allowed.
    expect((await patch(first.id, { name: 'UNO' })).statusCode).toBe(200);
    const empty = await patch(first.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(SAVED_VIEW_MESSAGES.nothingToChange);
    expect(await names('centreUsers')).toEqual(['Dos', 'UNO']);
  });

  it('deletes a view, recording it; a second delete is 404', async () => {
    const view = await created('centres', 'Borrar');
    const deleted = await remove(view.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await names('centres')).not.toContain('Borrar');
    const [line] = await auditLines('DELETE /v1/views/:id', view.id);
    expect(line?.before).toMatchObject({ name: 'Borrar', table: 'centres' });
    const again = await remove(view.id);
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe(SAVED_VIEW_MESSAGES.notFound);
  });

  it("hides an administrator's views from another: not listed, and 404 to change or delete", async () => {
    const mine = await created('users', 'Privada');
    expect(await names('users', other)).not.toContain('Privada');
    const renamed = await patch(mine.id, { name: 'Robada' }, other);
    expect(renamed.statusCode).toBe(404);
    expect(messageOf(renamed)).toBe(SAVED_VIEW_MESSAGES.notFound);
    expect((await remove(mine.id, other)).statusCode).toBe(404);
    expect(await names('users')).toContain('Privada');
  });

  it('refuses a centre user (403) and no token (401)', async () => {
    expect((await list('users', centreUser)).statusCode).toBe(403);
    expect((await create({ table: 'users', name: 'x', state }, centreUser)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/views?table=users' })).statusCode).toBe(
      401,
    );
  });

  it(`keeps at most ${MAX_VIEWS_PER_TABLE} views per table (409 beyond)`, async () => {
    await t.db.insert(savedViews).values(
      Array.from({ length: MAX_VIEWS_PER_TABLE }, (_, i) => ({
        user_id: t.admin.id,
        table_name: 'sentEmails',
        name: `lote ${i}`,
        state,
      })),
    );
    const extra = await create({ table: 'sentEmails', name: 'una más', state });
    expect(extra.statusCode).toBe(409);
    expect(messageOf(extra)).toBe(SAVED_VIEW_MESSAGES.tooMany);
  });

  it("deletes an administrator's views with the administrator", async () => {
    const leaving = await createUser(t.db, { perfil: 0 });
    await created('centres', 'Se va', bearer(tokenFor(t.app, leaving)));
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/v1/user/${leaving.id}`,
      headers: t.auth,
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await t.db.select().from(savedViews).where(eq(savedViews.user_id, leaving.id))).toEqual(
      [],
    );
  });
});
