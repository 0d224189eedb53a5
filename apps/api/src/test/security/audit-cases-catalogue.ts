import { eq } from 'drizzle-orm';
import { tipos } from '../../db/schema/index';
import { PDF } from '../content-files';
import { editOf, renamedOnList, type AuditCase, type AuditContext } from './audit-case';

/** The questionnaire (keys, types, questions, answers, feedback, plan suggestions) and the content. */
export function catalogueCases(ctx: AuditContext): AuditCase[] {
  const { create } = ctx;
  const ids: Record<string, number> = {};
  return [
    {
      route: 'PUT /v3/clave/:id',
      async prepare() {
        const body = { titulo: 'Clave vieja', colores_id: null, orden: 99 };
        ids.clave = await create('POST', '/v3/claves', body);
        return editOf('/v3/clave', ids.clave, body, 'titulo', 'Clave nueva');
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
        const [tipo] = await ctx.db.select().from(tipos).where(eq(tipos.codigo, 'UNICA'));
        ids.tipo = tipo?.id ?? 0;
        const body = { num: 1, tipos_id: ids.tipo, titulo: 'Pregunta vieja' };
        ids.pregunta = await create('POST', '/v3/preguntas', { ...body, claves_id: ids.clave });
        return editOf('/v3/pregunta', ids.pregunta, body, 'titulo', 'Pregunta nueva');
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
        return editOf('/v3/respuesta', id, body, 'respuesta', 'Respuesta nueva');
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
        return editOf('/v3/feedback', id, body, 'titulo', 'Feedback nuevo');
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
      route: 'PUT /v3/plan-suggestions/:id',
      async prepare() {
        const body = { claves_id: ids.clave, texto: 'Sugerencia vieja' };
        const id = await create('POST', '/v3/plan-suggestions', body);
        return editOf('/v3/plan-suggestions', id, body, 'texto', 'Sugerencia nueva');
      },
    },
    {
      route: 'DELETE /v3/plan-suggestions/:id',
      async prepare() {
        const body = { claves_id: ids.clave, texto: 'Sugerencia borrada' };
        const id = await create('POST', '/v3/plan-suggestions', body);
        return { url: `/v3/plan-suggestions/${id}`, before: { id, texto: 'Sugerencia borrada' } };
      },
    },
    {
      route: 'PUT /v3/consultation-questions/:id',
      async prepare() {
        const body = { grupo: 'familias', claves_id: ids.clave, texto: 'Pregunta vieja' };
        const id = await create('POST', '/v3/consultation-questions', body);
        return editOf('/v3/consultation-questions', id, body, 'texto', 'Pregunta nueva');
      },
    },
    {
      route: 'DELETE /v3/consultation-questions/:id',
      async prepare() {
        const body = { grupo: 'familias', claves_id: ids.clave, texto: 'Pregunta borrada' };
        const id = await create('POST', '/v3/consultation-questions', body);
        return {
          url: `/v3/consultation-questions/${id}`,
          before: { id, texto: 'Pregunta borrada' },
        };
      },
    },
    // Resources and toolkits: created by POST, renamed by PATCH on the list, deleted by id.
    ...[
      { list: '/v11/recursos', deletion: '/v11/recurso', name: 'Recurso' },
      { list: '/v3/toolkits', deletion: '/v3/deleteToolkits', name: 'Toolkit' },
    ].flatMap(({ list, deletion, name }): AuditCase[] => [
      renamedOnList(ctx, { method: 'PATCH', list }, 'titulo', name),
      {
        route: `DELETE ${deletion}/:id`,
        async prepare() {
          const id = await create('POST', list, { titulo: `${name} borrado` });
          return { url: `${deletion}/${id}`, before: { id, titulo: `${name} borrado` } };
        },
      },
    ]),
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
  ];
}
