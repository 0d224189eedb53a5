import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import type { HistoryEntity, HistoryEntry } from '@eval/contracts/history';
import { eq } from 'drizzle-orm';
import { tipos } from '../../db/schema/index';
import { PDF } from '../../test/content-files';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { rawChanges } from '../../test/raw-changes';

/** History: every record's audit lines, newest first, as a field-by-field diff. */
let t: TestApp;
let token: string;
let centreToken: string;

beforeAll(async () => {
  t = await createTestApp();
  token = tokenFor(t.app, await createUser(t.db, { perfil: ADMIN_PROFILE, nombre: 'Hilda' }));
  const centre = await api('PUT', '/v2/centros', centreBody('HIST-0'));
  centreToken = tokenFor(
    t.app,
    await createUser(t.db, { perfil: 2, centros_id: centre.json().data.id }),
  );
}, 600_000);
afterAll(() => t?.close());

const MADRID = { comunidades_id: 13, provincias_id_provincia: 28, municipios_id_municipio: 28079 };
const centreBody = (codigo: string, extra: object = {}) => ({
  nombre: 'IES Historia',
  codigo,
  activo: 1,
  ...MADRID,
  ...extra,
});

function api(method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

async function created(method: string, url: string, payload: object): Promise<number> {
  const response = await api(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ data: { id: number } }>().data.id;
}

async function ok(method: string, url: string, payload?: object): Promise<void> {
  const response = await api(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
}

async function history(entity: HistoryEntity, id: number): Promise<HistoryEntry[]> {
  const response = await api('GET', `/v1/audit/history/${entity}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return rawChanges(response.json<{ data: HistoryEntry[] }>().data);
}

const changeOf = (entry: HistoryEntry | undefined, field: string) =>
  entry?.changes.find((change) => change.field === field);

describe('GET /v1/audit/history/:entity/:id', () => {
  it("shows a user's edits, reset and deletion, who and when, with no secret", async () => {
    const user = await createUser(t.db, { perfil: 2, centros_id: 1, nombre: 'Luis' });
    const body = { id: user.id, email: user.email, perfil: 2, centros_id: 1, apellidos: 'Gil' };
    await ok('PUT', '/v1/users', { ...body, nombre: 'Luisa' });
    await ok('PUT', '/v1/users', { ...body, nombre: 'Luisa', telefono: '600000000' });
    await ok('PATCH', `/v1/auth/reset/${user.id}`);
    await ok('DELETE', `/v1/user/${user.id}`);

    const lines = await history('user', user.id);
    expect(lines.map((line) => line.kind)).toEqual(['delete', 'action', 'update', 'update']);
    const [deleted, reset, second, first] = lines;
    expect(first).toMatchObject({ usuario: expect.stringContaining('Hilda'), undo: 'revert' });
    expect(changeOf(first, 'nombre')).toEqual({ field: 'nombre', before: 'Luis', after: 'Luisa' });
    expect(changeOf(first, 'apellidos')).toMatchObject({ before: 'De Prueba', after: 'Gil' });
    // Only what changed: the second edit touched the phone alone.
    expect(second?.changes).toEqual([{ field: 'telefono', before: '', after: '600000000' }]);
    expect(reset?.undo).toBeNull();
    expect(deleted).toMatchObject({ undo: 'restore', action: 'DELETE /v1/user/:id' });
    expect(changeOf(deleted, 'email')).toMatchObject({ before: user.email, after: null });
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/argon2|password_hash|Secreta-123|session_version|updated_at/);
    expect(Date.parse(first?.at ?? '')).toBeGreaterThan(0);
  });

  it("shows a centre's creation and edits (deactivating included)", async () => {
    const id = await created('PUT', '/v2/centros', centreBody('HIST-1'));
    await ok('PATCH', '/v2/centros', { id, ...centreBody('HIST-1b', { activo: 0 }) });
    const [update, creation] = await history('centre', id);
    expect(creation).toMatchObject({ kind: 'create', undo: null });
    expect(changeOf(creation, 'codigo')).toMatchObject({ before: null, after: 'HIST-1' });
    expect(update?.kind).toBe('update');
    // jsonb keeps keys in its own order: compare as a set.
    expect(update?.changes).toHaveLength(2);
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { field: 'codigo', before: 'HIST-1', after: 'HIST-1b' },
        { field: 'activo', before: 1, after: 0 },
      ]),
    );
  });

  it('shows the history of courses and of every catalogue and content record', async () => {
    const [unica] = await t.db.select().from(tipos).where(eq(tipos.codigo, 'UNICA'));
    const course = await created('POST', '/v2/cursos', { curso: 'Curso H' });
    await ok('PUT', `/v2/curso/${course}`, { curso: 'Curso H2' });
    const key = await created('POST', '/v3/claves', {
      titulo: 'Clave H',
      colores_id: null,
      orden: 90,
    });
    await ok('PUT', `/v3/clave/${key}`, { titulo: 'Clave H2', colores_id: null, orden: 90 });
    const type = await created('POST', '/v3/tipos', { codigo: 'HIST', nombre: 'Tipo H' });
    await ok('PUT', `/v3/tipo/${type}`, { codigo: 'HIST', nombre: 'Tipo H2' });
    const question = { num: 1, tipos_id: unica?.id ?? 0, titulo: 'Pregunta H' };
    const q = await created('POST', '/v3/preguntas', { ...question, claves_id: key });
    await ok('PUT', `/v3/pregunta/${q}`, { ...question, titulo: 'Pregunta H2' });
    const option = await created('POST', '/v3/respuestas', {
      preguntas_id: q,
      respuesta: 'Sí',
      valor: 1,
    });
    await ok('PUT', `/v3/respuesta/${option}`, { respuesta: 'Sí, siempre', valor: 1 });
    const content = await created('POST', '/v10/contenidos', { payload: { texto: 'a' } });
    await ok('PATCH', '/v10/contenidos', { id: content, payload: { texto: 'b' } });
    const fb = { claves_id: null, minimo: 0, maximo: 10, titulo: 'Feedback H' };
    const feedback = await created('POST', '/v3/feedbacks', fb);
    await ok('PUT', `/v3/feedback/${feedback}`, { ...fb, titulo: 'Feedback H2' });
    const resource = await created('POST', '/v11/recursos', { titulo: 'Recurso H' });
    await ok('PATCH', '/v11/recursos', { id: resource, titulo: 'Recurso H2' });
    const toolkit = await created('POST', '/v3/toolkits', { titulo: 'Toolkit H' });
    await ok('PATCH', '/v3/toolkits', { id: toolkit, titulo: 'Toolkit H2' });
    const doc = await created('POST', '/v1/documentos', {
      nombre: 'Acta H',
      filename: 'acta.pdf',
      data: PDF,
    });
    await ok('DELETE', `/v1/documentos/${doc}`);

    const cases: [HistoryEntity, number, string, unknown, unknown][] = [
      ['course', course, 'curso', 'Curso H', 'Curso H2'],
      ['key', key, 'titulo', 'Clave H', 'Clave H2'],
      ['type', type, 'nombre', 'Tipo H', 'Tipo H2'],
      ['question', q, 'titulo', 'Pregunta H', 'Pregunta H2'],
      ['option', option, 'respuesta', 'Sí', 'Sí, siempre'],
      ['content', content, 'payload', { texto: 'a' }, { texto: 'b' }],
      ['feedback', feedback, 'titulo', 'Feedback H', 'Feedback H2'],
      ['resource', resource, 'titulo', 'Recurso H', 'Recurso H2'],
      ['toolkit', toolkit, 'titulo', 'Toolkit H', 'Toolkit H2'],
    ];
    for (const [entity, id, field, before, after] of cases) {
      const lines = await history(entity, id);
      expect(
        lines.map((line) => line.kind),
        entity,
      ).toEqual(['update', 'create']);
      expect(changeOf(lines[0], field), entity).toEqual({ field, before, after });
    }
    const [deletion, upload] = await history('document', doc);
    expect(upload?.kind).toBe('create');
    expect(deletion).toMatchObject({ kind: 'delete', undo: null });
    expect(changeOf(deletion, 'nombre')).toMatchObject({ before: 'Acta H', after: null });
    // Only users, centres and courses can be reverted from the audit screen.
    expect((await history('key', key))[0]?.undo).toBeNull();
    expect((await history('course', course))[0]?.undo).toBe('revert');
  });

  it('answers an empty history, and refuses unknown types, bad ids and non-administrators', async () => {
    expect(await history('user', 999_999)).toEqual([]);
    const unknown = await api('GET', '/v1/audit/history/perfil/1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/[a-zá-ú]/);
    expect((await api('GET', '/v1/audit/history/user/abc')).statusCode).toBe(400);
    const asCentre = await t.app.inject({
      url: '/v1/audit/history/user/1',
      headers: bearer(centreToken),
    });
    expect(asCentre.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/audit/history/user/1' })).statusCode).toBe(401);
  });
});
