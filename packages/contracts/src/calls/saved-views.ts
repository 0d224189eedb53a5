import { defineCall, withScope } from '../call';
import { apiErrorSchema, idParamsSchema } from '../common';
import {
  newSavedViewBodySchema,
  savedViewPatchSchema,
  savedViewResponseSchema,
  savedViewsQuerySchema,
  savedViewsResponseSchema,
} from '../saved-views';

const tags = ['saved-views'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/** A view's name is unique per administrator and table: saving or renaming may answer 409. */
const nameErrors = { 409: apiErrorSchema, ...errors };

/**
 * Saved views of the server-paged tables (docs/saved-views.md): each call reads and
 * changes only the caller's own views.
 */
export const savedViewCalls = withScope('own', {
  list: defineCall({
    method: 'GET',
    path: '/v1/views',
    access: 'admin',
    summary: 'Vistas guardadas del administrador en una tabla',
    tags,
    query: savedViewsQuerySchema,
    responses: { 200: savedViewsResponseSchema, ...errors },
  }),
  create: defineCall({
    method: 'POST',
    path: '/v1/views',
    access: 'admin',
    summary: 'Guarda la configuración de una tabla como vista con nombre',
    tags,
    body: newSavedViewBodySchema,
    responses: { 201: savedViewResponseSchema, ...nameErrors },
  }),
  update: defineCall({
    method: 'PATCH',
    path: '/v1/views/:id',
    access: 'admin',
    summary: 'Renombra una vista o la actualiza con la configuración actual',
    tags,
    params: idParamsSchema,
    body: savedViewPatchSchema,
    responses: { 200: savedViewResponseSchema, ...nameErrors },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/v1/views/:id',
    access: 'admin',
    summary: 'Elimina una vista',
    tags,
    params: idParamsSchema,
    responses: { 200: savedViewResponseSchema, ...errors },
  }),
});
