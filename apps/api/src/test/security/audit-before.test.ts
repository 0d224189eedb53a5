import { ADMIN_PROFILE } from '@eval/contracts/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { seedDemo } from '../../seed/demo';
import {
  auditLog,
  centros,
  evaluations,
  municipios,
  periodos,
  provincias,
  tipos,
} from '../../db/schema/index';
import { PDF } from '../content-files';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../app';
import { changedTables, fingerprinter } from './fingerprint';
import { routeName } from './route-table';

/**
 * Issue 14, item 12: the audit log never recorded `before`, and wrote its line after the change
 * had committed. Every administrator route that edits or deletes is called twice: first with the
 * audit insert made to fail — the change must roll back with it (same transaction) — then
 * normally — the line must hold the row as it was, without password hashes. The list of cases
 * is checked against the route table, so a new edit or delete route needs its case here.
 */
let t: TestApp;
let token: string;
let fingerprint: () => Promise<string>;
const results: string[] = [];

/** PUT routes the specification uses for creations (spec §7), recorded after their commit. */
const CREATIONS = new Set(['PUT /v2/centros', 'PUT /v4/cargos']);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { centres: 2, years: 1 });
  token = tokenFor(t.app, await createUser(t.db, { perfil: ADMIN_PROFILE }));
  fingerprint = await fingerprinter(t.db);
  // Stands for any failure of the audit insert (disk full, a lost connection): off until asked.
  await t.db.execute(sql`create function audit_insert_fails() returns trigger language plpgsql as
    $$ begin raise exception 'audit insert refused by the test'; end $$`);
  await t.db.execute(sql`create trigger audit_insert_fails before insert on audit_log
    for each row execute function audit_insert_fails()`);
  await t.db.execute(sql`alter table audit_log disable trigger audit_insert_fails`);
}, 600_000);
afterAll(async () => {
  console.log(`Auditoría con «before»: ${results.length} rutas.`);
  await t?.close();
});

async function api(method: string, url: string, payload?: object) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  return response;
}

/** Creates something through the API and returns its id. */
async function create(method: string, url: string, payload: object): Promise<number> {
  const response = await api(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ data: { id: number } }>().data.id;
}

interface Call {
  url: string;
  payload?: object;
  /** What `before` must contain (a part of the row as it was). */
  before: Record<string, unknown>;
}

/** One edit or deletion: `METHOD /pattern` as in the route table, and how to make the call. */
interface AuditCase {
  route: string;
  prepare(): Promise<Call>;
}

const ids: Record<string, number> = {};

const cases: AuditCase[] = [
  {
    route: 'PATCH /v1/auth/reset/:userId',
    async prepare() {
      const user = await createUser(t.db, { perfil: 2, centros_id: 1, nombre: 'Reseteada' });
      return { url: `/v1/auth/reset/${user.id}`, before: { id: user.id, nombre: 'Reseteada' } };
    },
  },
  {
    route: 'PUT /v1/users',
    async prepare() {
      const user = await createUser(t.db, { perfil: 2, centros_id: 1, nombre: 'Antes' });
      const payload = { id: user.id, nombre: 'Después', email: user.email, perfil: 2 };
      return {
        url: '/v1/users',
        payload: { ...payload, activo: 1, centros_id: 1 },
        before: { id: user.id, nombre: 'Antes', email: user.email },
      };
    },
  },
  {
    route: 'DELETE /v1/user/:id',
    async prepare() {
      const user = await createUser(t.db, { perfil: 2, centros_id: 1, nombre: 'Borrada' });
      return { url: `/v1/user/${user.id}`, before: { id: user.id, nombre: 'Borrada' } };
    },
  },
  {
    route: 'PUT /v1/profiles',
    async prepare() {
      const id = await create('POST', '/v1/profiles', { nombre: 'Perfil viejo' });
      return {
        url: '/v1/profiles',
        payload: { id, nombre: 'Perfil nuevo' },
        before: { id, nombre: 'Perfil viejo' },
      };
    },
  },
  {
    route: 'PATCH /v4/cargos',
    async prepare() {
      const id = await create('PUT', '/v4/cargos', { nombre: 'Cargo viejo' });
      return {
        url: '/v4/cargos',
        payload: { id, nombre: 'Cargo nuevo' },
        before: { id, nombre: 'Cargo viejo' },
      };
    },
  },
  {
    route: 'PUT /v5/provincia',
    async prepare() {
      const [row] = await t.db.select().from(provincias).where(eq(provincias.id_provincia, 50));
      if (!row) throw new Error('no province 50');
      return {
        url: '/v5/provincia',
        payload: {
          id_provincia: 50,
          provincia: `${row.provincia} (corregida)`,
          comunidad_id: row.comunidad_id,
        },
        before: { id_provincia: 50, provincia: row.provincia },
      };
    },
  },
  {
    route: 'PATCH /v6/municipios',
    async prepare() {
      const [row] = await t.db.select().from(municipios).where(eq(municipios.id_municipio, 50297));
      if (!row) throw new Error('no municipality 50297');
      return {
        url: '/v6/municipios',
        payload: {
          id_municipio: 50297,
          nombre: `${row.nombre} (corregido)`,
          id_provincia: row.id_provincia,
          comunidad_id: row.comunidad_id,
        },
        before: { id_municipio: 50297, nombre: row.nombre },
      };
    },
  },
  {
    route: 'PATCH /v2/centros',
    async prepare() {
      const [row] = await t.db.select().from(centros).where(eq(centros.id, 2));
      if (!row) throw new Error('no centre 2');
      const { comunidades_id, provincias_id_provincia, municipios_id_municipio, codigo } = row;
      return {
        url: '/v2/centros',
        payload: {
          id: 2,
          nombre: 'Centro con nombre nuevo',
          comunidades_id,
          provincias_id_provincia,
          municipios_id_municipio,
          codigo,
          activo: 1,
        },
        before: { id: 2, nombre: row.nombre, codigo },
      };
    },
  },
  {
    route: 'PUT /v2/curso/:id',
    async prepare() {
      ids.curso = await create('POST', '/v2/cursos', { curso: 'Curso viejo' });
      return {
        url: `/v2/curso/${ids.curso}`,
        payload: { curso: 'Curso nuevo' },
        before: { id: ids.curso, curso: 'Curso viejo' },
      };
    },
  },
  {
    route: 'PUT /v2/cursoscentros/:centerId/:courseId',
    async prepare() {
      // The centre has the course already: adding it again keeps the link, and the line says
      // it was there.
      await t.db.execute(sql`insert into cursos_centros (centros_id, cursos_id)
        values (1, ${ids.curso}) on conflict do nothing`);
      return {
        url: `/v2/cursoscentros/1/${ids.curso}`,
        before: { centros_id: 1, cursos_id: ids.curso },
      };
    },
  },
  {
    route: 'DELETE /v2/cursoscentros/:centerId/:courseId',
    async prepare() {
      return {
        url: `/v2/cursoscentros/1/${ids.curso}`,
        before: { centros_id: 1, cursos_id: ids.curso, curso: 'Curso nuevo' },
      };
    },
  },
  {
    route: 'PUT /v15/fields-visibility',
    async prepare() {
      const saved = await api('PUT', '/v15/fields-visibility', {
        table: 'center_quiz',
        column: 'codigo',
        visible: true,
      });
      expect(saved.statusCode).toBe(200);
      return {
        url: '/v15/fields-visibility',
        payload: { table: 'center_quiz', column: 'codigo', visible: false },
        before: { table_name: 'center_quiz', column: 'codigo', visible: true },
      };
    },
  },
  {
    route: 'PUT /v3/clave/:id',
    async prepare() {
      const body = { titulo: 'Clave vieja', colores_id: null, orden: 99 };
      ids.clave = await create('POST', '/v3/claves', body);
      return {
        url: `/v3/clave/${ids.clave}`,
        payload: { ...body, titulo: 'Clave nueva' },
        before: { id: ids.clave, titulo: 'Clave vieja' },
      };
    },
  },
  {
    route: 'PUT /v3/tipo/:id',
    async prepare() {
      const id = await create('POST', '/v3/tipos', { codigo: 'AUDITADO', nombre: 'Tipo viejo' });
      return {
        url: `/v3/tipo/${id}`,
        payload: { codigo: 'AUDITADO', nombre: 'Tipo nuevo' },
        before: { id, codigo: 'AUDITADO', nombre: 'Tipo viejo' },
      };
    },
  },
  {
    route: 'PUT /v3/pregunta/:id',
    async prepare() {
      const [tipo] = await t.db.select().from(tipos).where(eq(tipos.codigo, 'UNICA'));
      ids.tipo = tipo?.id ?? 0;
      const body = { num: 1, tipos_id: ids.tipo, titulo: 'Pregunta vieja' };
      ids.pregunta = await create('POST', '/v3/preguntas', { ...body, claves_id: ids.clave });
      return {
        url: `/v3/pregunta/${ids.pregunta}`,
        payload: { ...body, titulo: 'Pregunta nueva' },
        before: { id: ids.pregunta, titulo: 'Pregunta vieja' },
      };
    },
  },
  {
    route: 'DELETE /v3/pregunta/:id',
    async prepare() {
      const id = await create('POST', '/v3/preguntas', {
        claves_id: ids.clave,
        num: 2,
        tipos_id: ids.tipo,
        titulo: 'Pregunta borrada',
      });
      return { url: `/v3/pregunta/${id}`, before: { id, titulo: 'Pregunta borrada' } };
    },
  },
  {
    route: 'PUT /v3/respuesta/:id',
    async prepare() {
      const body = { respuesta: 'Respuesta vieja', valor: 1 };
      const id = await create('POST', '/v3/respuestas', { ...body, preguntas_id: ids.pregunta });
      return {
        url: `/v3/respuesta/${id}`,
        payload: { ...body, respuesta: 'Respuesta nueva' },
        before: { id, respuesta: 'Respuesta vieja' },
      };
    },
  },
  {
    route: 'DELETE /v3/respuesta/:id',
    async prepare() {
      const id = await create('POST', '/v3/respuestas', {
        preguntas_id: ids.pregunta,
        respuesta: 'Respuesta borrada',
        valor: 2,
      });
      return { url: `/v3/respuesta/${id}`, before: { id, respuesta: 'Respuesta borrada' } };
    },
  },
  {
    route: 'PATCH /v10/contenidos',
    async prepare() {
      const id = await create('POST', '/v10/contenidos', { payload: { texto: 'viejo' } });
      return {
        url: '/v10/contenidos',
        payload: { id, payload: { texto: 'nuevo' } },
        before: { id, payload: { texto: 'viejo' } },
      };
    },
  },
  {
    route: 'DELETE /v10/contenido/:id',
    async prepare() {
      const id = await create('POST', '/v10/contenidos', { payload: { texto: 'borrado' } });
      return { url: `/v10/contenido/${id}`, before: { id, payload: { texto: 'borrado' } } };
    },
  },
  {
    route: 'PUT /v3/feedback/:id',
    async prepare() {
      const body = { claves_id: null, minimo: 0, maximo: 10, titulo: 'Feedback viejo' };
      const id = await create('POST', '/v3/feedbacks', body);
      return {
        url: `/v3/feedback/${id}`,
        payload: { ...body, titulo: 'Feedback nuevo' },
        before: { id, titulo: 'Feedback viejo' },
      };
    },
  },
  {
    route: 'DELETE /v3/feedback/:id',
    async prepare() {
      const body = { claves_id: null, minimo: 0, maximo: 10, titulo: 'Feedback borrado' };
      const id = await create('POST', '/v3/feedbacks', body);
      return { url: `/v3/feedback/${id}`, before: { id, titulo: 'Feedback borrado' } };
    },
  },
  {
    route: 'PATCH /v11/recursos',
    async prepare() {
      const id = await create('POST', '/v11/recursos', { titulo: 'Recurso viejo' });
      return {
        url: '/v11/recursos',
        payload: { id, titulo: 'Recurso nuevo' },
        before: { id, titulo: 'Recurso viejo' },
      };
    },
  },
  {
    route: 'DELETE /v11/recurso/:id',
    async prepare() {
      const id = await create('POST', '/v11/recursos', { titulo: 'Recurso borrado' });
      return { url: `/v11/recurso/${id}`, before: { id, titulo: 'Recurso borrado' } };
    },
  },
  {
    route: 'PATCH /v3/toolkits',
    async prepare() {
      const id = await create('POST', '/v3/toolkits', { titulo: 'Toolkit viejo' });
      return {
        url: '/v3/toolkits',
        payload: { id, titulo: 'Toolkit nuevo' },
        before: { id, titulo: 'Toolkit viejo' },
      };
    },
  },
  {
    route: 'DELETE /v3/deleteToolkits/:id',
    async prepare() {
      const id = await create('POST', '/v3/toolkits', { titulo: 'Toolkit borrado' });
      return { url: `/v3/deleteToolkits/${id}`, before: { id, titulo: 'Toolkit borrado' } };
    },
  },
  {
    route: 'DELETE /v1/documentos/:id',
    async prepare() {
      const body = { nombre: 'Documento borrado', filename: 'acta.pdf', data: PDF };
      const id = await create('POST', '/v1/documentos', body);
      return {
        url: `/v1/documentos/${id}`,
        before: { id, nombre: 'Documento borrado', filename: 'acta.pdf' },
      };
    },
  },
  {
    route: 'POST /v7/reset-quiz',
    async prepare() {
      const [finished] = await t.db
        .select({ id: evaluations.id, centreId: evaluations.centros_id })
        .from(evaluations)
        .innerJoin(periodos, eq(periodos.id, evaluations.periodos_id))
        .where(and(eq(periodos.activo, true), eq(evaluations.status, 'FINISHED')))
        .limit(1);
      if (!finished) throw new Error('no finished evaluation in the demo');
      return {
        url: '/v7/reset-quiz',
        payload: { centerId: finished.centreId },
        before: { id: finished.id, status: 'FINISHED' },
      };
    },
  },
  {
    route: 'POST /v7/nuevoperiodo',
    async prepare() {
      const [active] = await t.db.select().from(periodos).where(eq(periodos.activo, true));
      return {
        url: '/v7/nuevoperiodo',
        payload: { periodo: '2090-2091' },
        before: { periodo_activo: { id: active?.id, periodo: active?.periodo } },
      };
    },
  },
  {
    route: 'PUT /v15/mail-templates/:id',
    async prepare() {
      const list = await api('GET', '/v15/mail-templates');
      const reminder = list
        .json<{ data: { id: number; kind: string; version: number }[] }>()
        .data.find((template) => template.kind === 'reminder');
      if (!reminder) throw new Error('no reminder template');
      const text =
        'Hola, {{nombre}}: el centro {{centro}} tiene pendiente la evaluación. {{enlace}}';
      return {
        url: `/v15/mail-templates/${reminder.id}`,
        payload: {
          subject_es: 'Recordatorio',
          body_es: text,
          subject_ca: 'Recordatori',
          body_ca: text,
        },
        before: { id: reminder.id, kind: 'reminder', version: reminder.version },
      };
    },
  },
  ...(['PATCH', 'DELETE'] as const).map((method) => ({
    route: `${method} /v1/views/:id`,
    async prepare(): Promise<Call> {
      const state = { filter: {}, order: null, size: 20, hiddenColumns: [] };
      const name = `Vista ${method}`;
      const id = await create('POST', '/v1/views', { table: 'users', name, state });
      return {
        url: `/v1/views/${id}`,
        payload: method === 'PATCH' ? { name: `${name} renombrada` } : undefined,
        before: { id, name },
      };
    },
  })),
];

const methodOf = (route: string) => route.split(' ')[0] ?? 'GET';

async function failingAudit(on: boolean): Promise<void> {
  await t.db.execute(
    on
      ? sql`alter table audit_log enable trigger audit_insert_fails`
      : sql`alter table audit_log disable trigger audit_insert_fails`,
  );
}

describe('the audit log keeps the row before every edit and deletion', () => {
  it('has a case for every administrator route that edits or deletes', () => {
    const editsAndDeletes = t.app.routeAccess
      .filter(
        (route) => route.access === 'admin' && ['PUT', 'PATCH', 'DELETE'].includes(route.method),
      )
      .map(routeName)
      .filter((name) => !CREATIONS.has(name));
    const covered = new Set(cases.map((c) => c.route));
    expect(editsAndDeletes.filter((name) => !covered.has(name))).toEqual([]);
  });

  it('rolls the change back with a failed audit line, and records `before` when it succeeds', async () => {
    const problems: string[] = [];
    for (const auditCase of cases) {
      const call = await auditCase.prepare();
      const method = methodOf(auditCase.route);

      const untouched = await fingerprint();
      await failingAudit(true);
      const failed = await api(method, call.url, call.payload).finally(() => failingAudit(false));
      const after = await fingerprint();
      if (failed.statusCode < 500 || after !== untouched)
        problems.push(
          `${auditCase.route}: con el registro de auditoría fallando respondió ${failed.statusCode}` +
            ` y cambió ${changedTables(untouched, after).join(', ') || 'nada'}`,
        );

      const response = await api(method, call.url, call.payload);
      expect(response.statusCode, `${auditCase.route}: ${response.body}`).toBeLessThan(300);
      const [line] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, auditCase.route))
        .orderBy(desc(auditLog.id))
        .limit(1);
      try {
        expect(line?.before).toMatchObject(call.before);
      } catch {
        problems.push(`${auditCase.route}: before ${JSON.stringify(line?.before)}`);
      }
      const recorded = JSON.stringify([line?.before, line?.after]);
      if (/\$argon2|password_hash|Secreta-123/.test(recorded))
        problems.push(`${auditCase.route}: un secreto en el registro: ${recorded.slice(0, 200)}`);
      results.push(auditCase.route);
    }
    expect(problems).toEqual([]);
  });

  it('keeps one line per change: none is written again after the commit', async () => {
    const rows = await queryRows<{ action: string; n: number }>(
      t.db,
      sql`select action, count(*)::int as n from audit_log group by action`,
    );
    const lines = new Map(rows.map((row) => [row.action, row.n]));
    for (const { route } of cases) {
      // The column's visibility was also saved once while preparing its case.
      expect([route, lines.get(route)]).toEqual([
        route,
        route.includes('fields-visibility') ? 2 : 1,
      ]);
    }
  });
});
