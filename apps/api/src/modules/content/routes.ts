import { idParamsSchema } from '@eval/contracts/catalogue';
import { apiErrorSchema } from '@eval/contracts/common';
import {
  comunidadesRecursoResponseSchema,
  contenidoCreateSchema,
  contenidoResponseSchema,
  contenidosResponseSchema,
  contenidoUpdateSchema,
  cursosRecursoResponseSchema,
  deletedResponseSchema,
  feedbackBodySchema,
  feedbackResponseSchema,
  feedbacksResponseSchema,
  namedItemsResponseSchema,
} from '@eval/contracts/content';
import { allowBodilessDelete } from '../../plugins/bodiless-delete';
import { requestLanguage } from '../../lib/language';
import type { AppModule } from '../module';
import { contentFileRoutes } from './file-routes';
import { listRecursoComunidades, listRecursoCursos } from './resources-service';
import { contentResourceRoutes } from './resource-routes';
import {
  createContenido,
  createFeedback,
  deleteContenido,
  deleteFeedback,
  listContenidos,
  listFeedbacks,
  listPerspectivas,
  listTiposMaterial,
  updateContenido,
  updateFeedback,
} from './texts-repository';

const admin = { access: 'admin' } as const;
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const tags = ['content'];

/**
 * The programme's content (spec §7 "Catalogue"): contenidos, feedbacks, perspectives and material
 * types here; resources, toolkits, uploads and documents in their own files.
 */
export const contentModule: AppModule = async (app, options) => {
  const { db } = options;
  allowBodilessDelete(app);
  app.get(
    '/v10/contenidos',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Contenidos del idioma',
        response: { 200: contenidosResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await listContenidos(db, requestLanguage(request)) }),
  );
  app.post(
    '/v10/contenidos',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Crea un contenido (JSON libre)',
        body: contenidoCreateSchema,
        response: { 201: contenidoResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await createContenido(db, requestLanguage(request), request.body.payload),
      }),
  );
  app.patch(
    '/v10/contenidos',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Modifica un contenido',
        body: contenidoUpdateSchema,
        response: { 200: contenidoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await updateContenido(
        db,
        requestLanguage(request),
        request.body.id,
        request.body.payload,
        request.audit,
      ),
    }),
  );
  app.delete(
    '/v10/contenido/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Elimina un contenido',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await deleteContenido(db, request.params.id, request.audit) }),
  );

  app.get(
    '/v3/feedbacks',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Feedback del idioma',
        response: { 200: feedbacksResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await listFeedbacks(db, requestLanguage(request)) }),
  );
  app.post(
    '/v3/feedbacks',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Crea un feedback',
        body: feedbackBodySchema,
        response: { 201: feedbackResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await createFeedback(db, requestLanguage(request), request.body),
      }),
  );
  app.put(
    '/v3/feedback/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Modifica un feedback (el cuerpo no lleva el id)',
        params: idParamsSchema,
        body: feedbackBodySchema,
        response: { 200: feedbackResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await updateFeedback(
        db,
        requestLanguage(request),
        request.params.id,
        request.body,
        request.audit,
      ),
    }),
  );
  app.delete(
    '/v3/feedback/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Elimina un feedback',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await deleteFeedback(db, request.params.id, request.audit) }),
  );

  app.get(
    '/v11/tipomaterial',
    {
      config: admin,
      schema: { tags, summary: 'Tipos de material', response: { 200: namedItemsResponseSchema } },
    },
    async () => ({ data: await listTiposMaterial(db) }),
  );
  app.get(
    '/v11/perspectivas',
    {
      config: admin,
      schema: { tags, summary: 'Perspectivas', response: { 200: namedItemsResponseSchema } },
    },
    async () => ({ data: await listPerspectivas(db) }),
  );
  app.get(
    '/v11/comunidadesrecurso/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Comunidades de un recurso',
        params: idParamsSchema,
        response: { 200: comunidadesRecursoResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await listRecursoComunidades(db, request.params.id) }),
  );
  app.get(
    '/v11/cursosrecurso/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Cursos de un recurso',
        params: idParamsSchema,
        response: { 200: cursosRecursoResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await listRecursoCursos(db, request.params.id) }),
  );

  await app.register(contentResourceRoutes, options);
  await app.register(contentFileRoutes, options);
};
