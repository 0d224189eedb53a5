import { beforeAll, describe, expect, it } from 'vitest';
import { rawChanges } from '../../test/raw-changes';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import { HISTORY_MESSAGES, type HistoryEntity, type HistoryEntry } from '@eval/contracts/history';
import { count, eq, sql } from 'drizzle-orm';
import { auditLog, cargos, centros, cursos, users } from '../../db/schema/index';
import { bearer, createUser, tokenFor, type TestUser } from '../../test/app';
import { adminTestAppPerFile } from '../../test/admin-app';
import { createCentre, must } from '../../test/user-helpers';

/** Reverting an edit, restoring a deleted user, and every refusal changing nothing. */
const t = adminTestAppPerFile({ admin: { nombre: 'Rita' } });
/** The centre the test users belong to. */
let home: number;

beforeAll(async () => {
  home = (await createCentre(t.db)).id;
});

const MADRID = { comunidades_id: 13, provincias_id_provincia: 28, municipios_id_municipio: 28079 };
/** The body of `PATCH /v2/centros` for a centre in Madrid. */
const centreEdit = (id: number, nombre: string, codigo: string, activo: 0 | 1) => ({
  id,
  nombre,
  codigo,
  activo,
  ...MADRID,
});

function api(method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: t.auth,
    ...(payload ? { payload } : {}),
  });
}

async function ok(method: string, url: string, payload?: object) {
  const response = await api(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

async function history(entity: HistoryEntity, id: number): Promise<HistoryEntry[]> {
  return rawChanges(
    (await ok('GET', `/v1/audit/history/${entity}/${id}`)).json<{ data: HistoryEntry[] }>().data,
  );
}

/** The id of the newest audit line about the record. */
async function lastLine(entity: HistoryEntity, id: number): Promise<number> {
  const [line] = await history(entity, id);
  if (!line) throw new Error('no audit line');
  return line.id;
}

const revert = (lineId: number) => api('POST', `/v1/audit/${lineId}/revert`);

/** Everything a refused revert must leave as it was: the audit log and the three tables. */
async function snapshot(): Promise<string> {
  const [lines] = await t.db.select({ n: count() }).from(auditLog);
  const rows = await Promise.all([
    t.db.select().from(users).orderBy(users.id),
    t.db.select().from(centros).orderBy(centros.id),
    t.db.select().from(cursos).orderBy(cursos.id),
  ]);
  return JSON.stringify([lines, rows]);
}

/** Expects a 409 with `message` and nothing changed. */
async function refused(lineId: number, message: string): Promise<void> {
  const before = await snapshot();
  const response = await revert(lineId);
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json().error.message).toBe(message);
  expect(await snapshot()).toBe(before);
}

const userBody = (user: TestUser, extra: object = {}) => ({
  id: user.id,
  email: user.email,
  perfil: 2,
  centros_id: home,
  nombre: 'Marta',
  ...extra,
});

async function newCentre(codigo: string): Promise<number> {
  const response = await ok('PUT', '/v2/centros', {
    nombre: 'IES Vuelta',
    codigo,
    activo: 1,
    ...MADRID,
  });
  return response.json<{ data: { id: number } }>().data.id;
}

describe('POST /v1/audit/:id/revert', () => {
  it('reverts an edit of a user, records the revert, and can revert the revert', async () => {
    const user = await createUser(t.db, { perfil: 2, centros_id: home, nombre: 'Marta' });
    await ok('PUT', '/v1/users', userBody(user, { nombre: 'Marga', telefono: '611223344' }));
    const edit = await lastLine('user', user.id);

    const response = await revert(edit);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json<{ data: { id: number; kind: string } }>();
    expect(data).toMatchObject({ entity: 'user', entity_id: user.id, kind: 'revert' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ nombre: 'Marta', telefono: '', email: user.email });

    const [revertLine, original] = await history('user', user.id);
    expect(revertLine).toMatchObject({
      id: data.id,
      kind: 'revert',
      reverts_id: edit,
      action: 'POST /v1/audit/:id/revert',
      usuario: expect.stringContaining('Rita'),
      undo: 'revert',
    });
    expect(revertLine?.changes).toEqual(
      expect.arrayContaining([{ field: 'nombre', before: 'Marga', after: 'Marta' }]),
    );
    expect(original).toMatchObject({ reverted_by: data.id, undo: null });
    // The audit screen shows the same.
    const log = await ok(
      'GET',
      `/v15/audit-log?filter=${encodeURIComponent('{"entity":"users"}')}`,
    );
    expect(log.json().data[0]).toMatchObject({ id: data.id, reverts_id: edit, undo: 'revert' });

    await refused(edit, HISTORY_MESSAGES.alreadyReverted);
    expect((await revert(data.id)).statusCode).toBe(201);
    const [again] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(again).toMatchObject({ nombre: 'Marga', telefono: '611223344' });
  });

  it("reverts a centre's deactivation and a course's rename", async () => {
    const id = await newCentre('VUELTA-1');
    await ok('PATCH', '/v2/centros', centreEdit(id, 'IES Vuelta', 'VUELTA-1', 0));
    expect((await revert(await lastLine('centre', id))).statusCode).toBe(201);
    const [centre] = await t.db.select().from(centros).where(eq(centros.id, id));
    expect(centre?.activo).toBe(1);

    const course = (await ok('POST', '/v2/cursos', { curso: 'Curso V' })).json().data.id as number;
    await ok('PUT', `/v2/curso/${course}`, { curso: 'Curso V2' });
    expect((await revert(await lastLine('course', course))).statusCode).toBe(201);
    const [row] = await t.db.select().from(cursos).where(eq(cursos.id, course));
    expect(row?.curso).toBe('Curso V');
  });

  it('restores a deleted user with the same id and data, no password and old sessions dead', async () => {
    const user = await createUser(t.db, { perfil: 2, centros_id: home, nombre: 'Borja' });
    const oldToken = tokenFor(t.app, user);
    await ok('DELETE', `/v1/user/${user.id}`);
    const deletion = await lastLine('user', user.id);

    const response = await revert(deletion);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ kind: 'restore', entity_id: user.id });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ nombre: 'Borja', email: user.email, password_hash: null });
    expect(row?.session_version).toBe(user.session_version + 1);
    const mine = await t.app.inject({
      url: `/v15/centros/${home}/progreso`,
      headers: bearer(oldToken),
    });
    expect(mine.statusCode).toBe(401);
    const [restore] = await history('user', user.id);
    expect(restore).toMatchObject({ kind: 'restore', reverts_id: deletion, undo: null });
    await refused(deletion, HISTORY_MESSAGES.alreadyReverted);
  });

  it('restores a user deleted through the bulk toolbar, as one deleted alone', async () => {
    const user = await createUser(t.db, { perfil: 2, centros_id: home, nombre: 'Brais' });
    await ok('POST', '/v1/users/bulk', { action: 'delete', selection: { ids: [user.id] } });
    const [deletion] = await history('user', user.id);
    expect(deletion).toMatchObject({ kind: 'delete', undo: 'restore' });
    expect(deletion?.changes).toEqual(
      expect.arrayContaining([{ field: 'nombre', before: 'Brais', after: null }]),
    );

    const response = await revert(must(deletion).id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ kind: 'restore', entity_id: user.id });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ nombre: 'Brais', email: user.email, password_hash: null });
  });

  it('reverts back through a chain of reverts, as the refusal advises: later changes first', async () => {
    const user = await createUser(t.db, { perfil: 2, centros_id: home, nombre: 'Marta' });
    await ok('PUT', '/v1/users', userBody(user, { nombre: 'Uno' }));
    const first = await lastLine('user', user.id);
    await ok('PUT', '/v1/users', userBody(user, { nombre: 'Dos' }));
    const second = await lastLine('user', user.id);
    await refused(first, HISTORY_MESSAGES.changedSince);
    // The advice: revert the later change, then this one.
    expect((await revert(second)).statusCode).toBe(201);
    const undone = await revert(first);
    expect(undone.statusCode, undone.body).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.nombre).toBe('Marta');

    // A revert of a revert puts the later change back: refused again until it is undone.
    await ok('PUT', '/v1/users', userBody(user, { nombre: 'Tres' }));
    const third = await lastLine('user', user.id);
    await ok('PUT', '/v1/users', userBody(user, { nombre: 'Cuatro' }));
    const fourth = await lastLine('user', user.id);
    const back = (await revert(fourth)).json<{ data: { id: number } }>().data.id;
    expect((await revert(back)).statusCode).toBe(201);
    await refused(third, HISTORY_MESSAGES.changedSince);
  });

  it('refuses a revert when the record changed again since, and changes nothing', async () => {
    const user = await createUser(t.db, { perfil: 2, centros_id: home, nombre: 'Marta' });
    await ok('PUT', '/v1/users', userBody(user, { nombre: 'Uno' }));
    const first = await lastLine('user', user.id);
    await ok('PUT', '/v1/users', userBody(user, { nombre: 'Dos' }));
    await refused(first, HISTORY_MESSAGES.changedSince);
    // Changed by something the log did not see: the values are not those the line left.
    const id = await newCentre('VUELTA-2');
    await ok('PATCH', '/v2/centros', centreEdit(id, 'Otro', 'VUELTA-2', 1));
    await t.db.update(centros).set({ nombre: 'Cambiado fuera' }).where(eq(centros.id, id));
    await refused(await lastLine('centre', id), HISTORY_MESSAGES.changedSince);
  });

  it('refuses a revert whose e-mail or code is now taken, or whose reference is gone', async () => {
    const user = await createUser(t.db, { perfil: 2, centros_id: home, email: 'antes@vuelta.es' });
    await ok('PUT', '/v1/users', userBody(user, { email: 'despues@vuelta.es' }));
    const emailEdit = await lastLine('user', user.id);
    await createUser(t.db, { perfil: 2, centros_id: home, email: 'antes@vuelta.es' });
    await refused(emailEdit, HISTORY_MESSAGES.emailTaken);

    const id = await newCentre('VUELTA-3');
    await ok('PATCH', '/v2/centros', centreEdit(id, 'IES Vuelta', 'VUELTA-3b', 1));
    const codeEdit = await lastLine('centre', id);
    await newCentre('VUELTA-3');
    await refused(codeEdit, HISTORY_MESSAGES.codeTaken);

    const [cargo] = await t.db.insert(cargos).values({ nombre: 'Jefatura' }).returning();
    const withCargo = await createUser(t.db, { perfil: 2, centros_id: home, nombre: 'Marta' });
    await ok('PUT', '/v1/users', userBody(withCargo, { cargos_id: cargo?.id }));
    await ok('PUT', '/v1/users', userBody(withCargo, { cargos_id: null, nombre: 'Marta' }));
    // Back to the cargo's removal: its line is the newest; the cargo then disappears.
    const cargoEdit = await lastLine('user', withCargo.id);
    await t.db.delete(cargos).where(eq(cargos.id, cargo?.id ?? 0));
    await refused(cargoEdit, HISTORY_MESSAGES.referenceGone);
  });

  it('refuses restoring a user whose e-mail is taken or who exists, and reverting a deleted record', async () => {
    const user = await createUser(t.db, { perfil: 2, centros_id: home, email: 'vuelve@vuelta.es' });
    await ok('PUT', '/v1/users', userBody(user, { nombre: 'Editada' }));
    const edit = await lastLine('user', user.id);
    await ok('DELETE', `/v1/user/${user.id}`);
    const deletion = await lastLine('user', user.id);
    await refused(edit, HISTORY_MESSAGES.recordGone);
    const other = await createUser(t.db, {
      perfil: 2,
      centros_id: home,
      email: 'vuelve@vuelta.es',
    });
    await refused(deletion, HISTORY_MESSAGES.emailTaken);
    await t.db.delete(users).where(eq(users.id, other.id));
    await t.db.execute(sql`insert into users (id, nombre, email, perfil, centros_id)
      values (${user.id}, 'Ocupa', 'ocupa@vuelta.es', 2, ${home})`);
    await refused(deletion, HISTORY_MESSAGES.alreadyExists);
  });

  it('refuses what cannot be reverted: resets, other records, creations, unknown lines', async () => {
    const user = await createUser(t.db, { perfil: 2, centros_id: home });
    await ok('PATCH', `/v1/auth/reset/${user.id}`);
    await refused(await lastLine('user', user.id), HISTORY_MESSAGES.passwordReset);
    const key = await ok('POST', '/v3/claves', { titulo: 'Clave K', colores_id: null, orden: 80 });
    const keyId = key.json().data.id as number;
    await ok('PUT', `/v3/clave/${keyId}`, { titulo: 'Clave K2', colores_id: null, orden: 80 });
    await refused(await lastLine('key', keyId), HISTORY_MESSAGES.notRevertible);
    await refused(
      await lastLine('centre', await newCentre('VUELTA-4')),
      HISTORY_MESSAGES.notRevertible,
    );
    const missing = await revert(999_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(HISTORY_MESSAGES.lineNotFound);
  });

  it("refuses a revert that would take an administrator's own profile away", async () => {
    const other = await createUser(t.db, { perfil: 2, centros_id: home });
    await ok('PUT', '/v1/users', { ...userBody(other), perfil: ADMIN_PROFILE, centros_id: null });
    const promotion = await lastLine('user', other.id);
    const [fresh] = await t.db.select().from(users).where(eq(users.id, other.id));
    if (!fresh) throw new Error('promoted user missing');
    const before = await snapshot();
    // The promoted administrator reverting their own promotion.
    const response = await t.callAs(fresh, 'POST', `/v1/audit/${promotion}/revert`);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toMatch(/administrador/);
    expect(await snapshot()).toBe(before);
  });
});
