import { apiErrorSchema, idParamsSchema } from '@eval/contracts/common';
import {
  newSavedViewBodySchema,
  savedViewPatchSchema,
  savedViewResponseSchema,
  savedViewsQuerySchema,
  savedViewsResponseSchema,
} from '@eval/contracts/saved-views';
import type { AppModule } from '../../http/module';
import { adminRoutes } from '../../http/admin-routes';
import { listViews } from './repository';
import { createView, deleteView, updateView } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['saved-views'];
const route = adminRoutes(tags, errors);
/** A view's name is unique per administrator and table: saving or renaming may answer 409. */
const nameRoute = adminRoutes(tags, { 409: apiErrorSchema, ...errors });

/**
 * Saved views of the server-paged tables (issue 19, docs/saved-views.md). Every view belongs to
 * the administrator who saved it: each route reads and changes only the caller's own views,
 * and another administrator's view answers 404 as if it did not exist.
 */
export const savedViewsModule: AppModule = async (app, { db }) => {
  app.get(
    '/v1/views',
    route.ok(
      'Vistas guardadas del administrador en una tabla',
      { querystring: savedViewsQuerySchema },
      savedViewsResponseSchema,
    ),
    async (request) => ({ data: await listViews(db, request.user.id, request.query.table) }),
  );

  app.post(
    '/v1/views',
    nameRoute.created(
      'Guarda la configuración de una tabla como vista con nombre',
      { body: newSavedViewBodySchema },
      savedViewResponseSchema,
    ),
    async (request, reply) =>
      reply.code(201).send({ data: await createView(db, request.user.id, request.body) }),
  );

  app.patch(
    '/v1/views/:id',
    nameRoute.ok(
      'Renombra una vista o la actualiza con la configuración actual',
      { params: idParamsSchema, body: savedViewPatchSchema },
      savedViewResponseSchema,
    ),
    async (request) => ({
      data: await updateView(db, request.user.id, request.params.id, request.body, request.audit),
    }),
  );

  app.delete(
    '/v1/views/:id',
    route.ok('Elimina una vista', { params: idParamsSchema }, savedViewResponseSchema),
    async (request) => ({
      data: await deleteView(db, request.user.id, request.params.id, request.audit),
    }),
  );
};
