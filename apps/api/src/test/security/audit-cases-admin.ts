import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  centros,
  evaluations,
  municipios,
  periodos,
  provincias,
  userTotp,
} from '../../db/schema/index';
import { createUser } from '../app';
import { renamedOnList, type AuditCall, type AuditCase, type AuditContext } from './audit-case';

/** Users, profiles, posts, geography, centres and their courses, a column's visibility. */
export function accountAndPlaceCases(ctx: AuditContext): AuditCase[] {
  const { api, create } = ctx;
  const ids: Record<string, number> = {};
  return [
    // Another administrator's second factor, reset; the programme's rule, changed.
    {
      route: 'DELETE /v1/auth/totp/:userId',
      async prepare() {
        const user = await createUser(ctx.db, { perfil: 0, nombre: 'Con segundo factor' });
        await ctx.db
          .insert(userTotp)
          .values({ user_id: user.id, secret_box: 'v1.x.y.z', confirmed_at: new Date() });
        return { url: `/v1/auth/totp/${user.id}`, before: { user_id: user.id, enabled: true } };
      },
    },
    {
      // The test's administrator has no second factor, so the rule can only be turned off.
      route: 'PUT /v1/auth/second-factor-policy',
      prepare: () =>
        Promise.resolve({
          url: '/v1/auth/second-factor-policy',
          payload: { required: false },
          before: { required: false, comunidades: [] },
        }),
    },
    {
      // "Mi cuenta": one's own language (the test's administrator's own row).
      route: 'PUT /v1/auth/account/language',
      prepare: () =>
        Promise.resolve({
          url: '/v1/auth/account/language',
          payload: { language_id: 'CA' },
          before: { language_id: 'ES' },
        }),
    },
    {
      route: 'PATCH /v1/auth/reset/:userId',
      async prepare() {
        const user = await createUser(ctx.db, { perfil: 2, centros_id: 1, nombre: 'Reseteada' });
        return { url: `/v1/auth/reset/${user.id}`, before: { id: user.id, nombre: 'Reseteada' } };
      },
    },
    {
      route: 'PUT /v1/users',
      async prepare() {
        const user = await createUser(ctx.db, { perfil: 2, centros_id: 1, nombre: 'Antes' });
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
        const user = await createUser(ctx.db, { perfil: 2, centros_id: 1, nombre: 'Borrada' });
        return { url: `/v1/user/${user.id}`, before: { id: user.id, nombre: 'Borrada' } };
      },
    },
    renamedOnList(ctx, { method: 'PUT', list: '/v1/profiles' }, 'nombre', 'Perfil'),
    renamedOnList(ctx, { method: 'PATCH', list: '/v4/cargos', creation: 'PUT' }, 'nombre', 'Cargo'),
    {
      route: 'PUT /v5/provincia',
      async prepare() {
        const [row] = await ctx.db.select().from(provincias).where(eq(provincias.id_provincia, 50));
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
        const [row] = await ctx.db
          .select()
          .from(municipios)
          .where(eq(municipios.id_municipio, 50297));
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
        const [row] = await ctx.db.select().from(centros).where(eq(centros.id, 2));
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
        await ctx.db.execute(sql`insert into cursos_centros (centros_id, cursos_id)
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
  ];
}

/** The evaluation period, the mail templates and the saved views. */
export function periodAndSettingsCases(ctx: AuditContext): AuditCase[] {
  const { api, create } = ctx;
  return [
    {
      route: 'POST /v7/reset-quiz',
      async prepare() {
        const [finished] = await ctx.db
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
        const [active] = await ctx.db.select().from(periodos).where(eq(periodos.activo, true));
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
      async prepare(): Promise<AuditCall> {
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
}
