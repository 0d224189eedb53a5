import { apiErrorSchema, idParamsSchema } from '@eval/contracts/common';
import {
  newSavedViewBodySchema,
  savedViewPatchSchema,
  savedViewResponseSchema,
  savedViewsQuerySchema,
  savedViewsResponseSchema,
} from '@eval/contracts/saved-views';
import type { AppModule } from '../module';
import { listViews } from './repository';
import { createView, deleteView, updateView } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['saved-views'];
const admin = { access: 'admin' } as const;

/**
 * Saved views of the server-paged tables (issue 19, docs/saved-views.md). Every view belongs to
 * the administrator who saved it: each route reads and changes only the caller's own views,
 * and another administrator's view answers 404 as if it did not exist.
 */
export const savedViewsModule: AppModule = async (app, { db }) => {
  app.get(
    '/v1/views',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Vistas guardadas del administrador en una tabla',
        querystring: savedViewsQuerySchema,
        response: { 200: savedViewsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await listViews(db, request.user.id, request.query.table) }),
  );

  app.post(
    '/v1/views',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Guarda la configuración de una tabla como vista con nombre',
        body: newSavedViewBodySchema,
        response: { 201: savedViewResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createView(db, request.user.id, request.body) }),
  );

  app.patch(
    '/v1/views/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Renombra una vista o la actualiza con la configuración actual',
        params: idParamsSchema,
        body: savedViewPatchSchema,
        response: { 200: savedViewResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      data: await updateView(db, request.user.id, request.params.id, request.body, request.audit),
    }),
  );

  app.delete(
    '/v1/views/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Elimina una vista',
        params: idParamsSchema,
        response: { 200: savedViewResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await deleteView(db, request.user.id, request.params.id, request.audit),
    }),
  );
};
