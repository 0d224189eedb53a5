import { CENTRE_MESSAGES, type CentreCourse, type Course } from '@eval/contracts/centres';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centros, cursos, cursosCentros } from '../../db/schema/index';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { expectRefused } from '../../test/replies';

let t: TestApp;
let admin: { authorization: string };
let centreId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  const [centre] = await t.db
    .insert(centros)
    .values({
      nombre: 'IES Cursos',
      codigo: 'CUR-1',
      comunidades_id: 13,
      provincias_id_provincia: 28,
      municipios_id_municipio: 28079,
    })
    .returning({ id: centros.id });
  centreId = centre?.id ?? 0;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

describe('the courses catalogue', () => {
  it('lists the seeded courses', async () => {
    const res = await call('GET', '/v2/cursos');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Course[];
    expect(data.length).toBeGreaterThanOrEqual(21);
    expect(data[0]).toEqual({ id: 1, curso: 'Educación Infantil – 3 años', activo: 1 });
  });

  it('creates a course, active by default, and refuses the same name again with 409', async () => {
    const res = await call('POST', '/v2/cursos', { curso: '  Aula de enlace ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ curso: 'Aula de enlace', activo: 1 });
    const again = await call('POST', '/v2/cursos', { curso: 'AULA DE ENLACE' });
    expectRefused(again, 409, CENTRE_MESSAGES.courseNameTaken);
  });

  it.each([{}, { curso: '' }, { curso: 'A' }, { curso: '  B ' }, { curso: null }])(
    'refuses %j with the spec message, writing nothing',
    async (body) => {
      const before = await t.db.select().from(cursos);
      const res = await call('POST', '/v2/cursos', body);
      expectRefused(res, 400, CENTRE_MESSAGES.courseIncomplete);
      expect(await t.db.select().from(cursos)).toHaveLength(before.length);
    },
  );

  it('edits a course name and switches it inactive and active again', async () => {
    const created = (await call('POST', '/v2/cursos', { curso: 'Curso editable' })).json()
      .data as Course;
    const renamed = await call('PUT', `/v2/curso/${created.id}`, {
      curso: 'Curso editado',
      activo: 0,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toEqual({ id: created.id, curso: 'Curso editado', activo: 0 });
    const back = await call('PUT', `/v2/curso/${created.id}`, {
      curso: 'Curso editado',
      activo: 1,
    });
    expect(back.json().data.activo).toBe(1);
  });

  it('refuses an edit with a short name (400), a taken name (409) or an unknown id (404)', async () => {
    expect((await call('PUT', '/v2/curso/1', { curso: 'x' })).json().error.message).toBe(
      CENTRE_MESSAGES.courseIncomplete,
    );
    expect((await call('PUT', '/v2/curso/1', { curso: '1.º ESO' })).statusCode).toBe(409);
    const missing = await call('PUT', '/v2/curso/99999', { curso: 'Nadie' });
    expectRefused(missing, 404, CENTRE_MESSAGES.courseNotFound);
    expect((await call('PUT', '/v2/curso/abc', { curso: 'Nadie' })).statusCode).toBe(400);
  });
});

describe("a centre's courses", () => {
  it('adds a course to a centre (201); adding it twice is harmless (200)', async () => {
    const first = await call('PUT', `/v2/cursoscentros/${centreId}/10`, {});
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({
      centros_id: centreId,
      cursos_id: 10,
      curso: '1.º ESO',
      activo: 1,
    });
    expect((await call('PUT', `/v2/cursoscentros/${centreId}/10`, {})).statusCode).toBe(200);
    await call('PUT', `/v2/cursoscentros/${centreId}/11`, {});
    const list = await call('GET', `/v2/cursoscentros/${centreId}`);
    expect(list.statusCode).toBe(200);
    expect((list.json().data as CentreCourse[]).map((c) => c.cursos_id)).toEqual([10, 11]);
  });

  it('removes a course from a centre, and answers 404 when it is not there', async () => {
    await call('PUT', `/v2/cursoscentros/${centreId}/12`, {});
    const removed = await call('DELETE', `/v2/cursoscentros/${centreId}/12`);
    expect(removed.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(cursosCentros)
      .where(and(eq(cursosCentros.centros_id, centreId), eq(cursosCentros.cursos_id, 12)));
    expect(rows).toHaveLength(0);
    const again = await call('DELETE', `/v2/cursoscentros/${centreId}/12`);
    expectRefused(again, 404, CENTRE_MESSAGES.courseLinkNotFound);
  });

  it('answers 404 for an unknown centre or course and 400 for an inactive course', async () => {
    const noCentre = await call('GET', '/v2/cursoscentros/999999');
    expectRefused(noCentre, 404, CENTRE_MESSAGES.centreNotFound);
    expect((await call('PUT', '/v2/cursoscentros/999999/1', {})).statusCode).toBe(404);
    const noCourse = await call('PUT', `/v2/cursoscentros/${centreId}/99999`, {});
    expectRefused(noCourse, 404, CENTRE_MESSAGES.courseNotFound);
    const inactive = (
      await call('POST', '/v2/cursos', { curso: 'Curso inactivo', activo: 0 })
    ).json().data as Course;
    const res = await call('PUT', `/v2/cursoscentros/${centreId}/${inactive.id}`, {});
    expectRefused(res, 400, CENTRE_MESSAGES.courseInactive);
  });

  it('is for administrators only', async () => {
    const coordinator = bearer(
      tokenFor(t.app, await createUser(t.db, { perfil: 1, centros_id: centreId })),
    );
    for (const [method, url] of [
      ['GET', '/v2/cursos'],
      ['POST', '/v2/cursos'],
      ['PUT', '/v2/curso/1'],
      ['GET', `/v2/cursoscentros/${centreId}`],
      ['PUT', `/v2/cursoscentros/${centreId}/1`],
      ['DELETE', `/v2/cursoscentros/${centreId}/1`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: coordinator, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('calls as the web client sends them', () => {
  it('accepts an empty JSON object as the body of DELETE and PUT of a link', async () => {
    const headers = { ...admin, 'content-type': 'application/json' };
    const url = `/v2/cursoscentros/${centreId}/13`;
    expect((await t.app.inject({ method: 'PUT', url, headers, payload: '{}' })).statusCode).toBe(
      201,
    );
    expect((await t.app.inject({ method: 'DELETE', url, headers, payload: '{}' })).statusCode).toBe(
      200,
    );
  });
});
