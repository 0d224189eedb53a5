import { z } from 'zod';
import {
  bulkCountResponseSchema,
  bulkResponseSchema,
  userBulkBodySchema,
  userSelectionSchema,
} from '../bulk-actions';
import { defineCall } from '../call';
import { apiErrorSchema } from '../common';
import { jsonQuery, optionalJsonQuery } from '../json-query';
import {
  massUploadBodySchema,
  massUploadPreviewResponseSchema,
  massUploadQuerySchema,
  massUploadResponseSchema,
} from '../mass-upload';
import { erasureResponseSchema } from '../personal-data';
import { registerUserBodySchema, updateUserBodySchema } from '../user-bodies';
import { USER_EXPORT_TYPES, userExportFormatSchema } from '../user-export';
import {
  centreUsersParamsSchema,
  resetParamsSchema,
  userFilterSchema,
  userIdParamsSchema,
  userMailResponseSchema,
  userResponseSchema,
  usersResponseSchema,
  userSetupSchema,
} from '../user-list';

const tags = ['users'];
/** Bad input, no session, not an administrator. */
const sessionErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
/** A write on a user: besides those, no such user (404) or a conflict (409). */
const recordErrors = { 404: apiErrorSchema, 409: apiErrorSchema, ...sessionErrors };
/** A bulk call: all or nothing, a 409 lists the refused rows. */
const bulkErrors = { ...sessionErrors, 409: apiErrorSchema };
/** The lists' query: a page (`setup`) of the users of a `filter`, both optional JSON. */
const listQuerySchema = optionalJsonQuery({ setup: userSetupSchema, filter: userFilterSchema });

/** Users (spec §7 "Authentication and users"): the lists, edits, uploads and exports. */
export const userCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v1/users',
    access: 'admin',
    scope: 'scoped',
    summary: 'Usuarios: con setup, una página y el total; sin setup, todos (en streaming)',
    tags,
    query: listQuerySchema,
    responses: { 200: usersResponseSchema, ...sessionErrors },
  }),
  centreUsers: defineCall({
    method: 'GET',
    path: '/v1/usersCentro/:centerId',
    access: 'admin',
    scope: 'scoped',
    summary: 'Usuarios de un centro',
    tags,
    params: centreUsersParamsSchema,
    query: listQuerySchema,
    responses: { 200: usersResponseSchema, ...sessionErrors },
  }),
  update: defineCall({
    method: 'PUT',
    path: '/v1/users',
    access: 'admin',
    scope: 'scoped',
    summary: 'Actualiza un usuario (el perfil puede indicarse por su nombre)',
    tags,
    body: updateUserBodySchema,
    responses: { 200: userResponseSchema, ...recordErrors },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/v1/user/:id',
    access: 'admin',
    scope: 'scoped',
    summary: 'Elimina un usuario (sus respuestas se conservan)',
    tags,
    params: userIdParamsSchema,
    responses: { 204: z.null(), ...recordErrors },
  }),
  register: defineCall({
    method: 'POST',
    path: '/v1/auth/registeruser',
    access: 'admin',
    scope: 'scoped',
    summary: 'Crea un usuario y le envía el enlace para establecer la contraseña',
    tags,
    body: registerUserBodySchema,
    responses: { 201: userMailResponseSchema, 409: apiErrorSchema, ...sessionErrors },
  }),
  massUpload: defineCall({
    method: 'POST',
    path: '/v1/auth/massive',
    access: 'admin',
    scope: 'scoped',
    summary:
      'Alta masiva de usuarios desde las filas del CSV (201 si se creó alguno; 200 si se rechazaron todas las filas)',
    tags,
    body: massUploadBodySchema,
    query: massUploadQuerySchema,
    responses: {
      200: massUploadResponseSchema,
      201: massUploadResponseSchema,
      409: apiErrorSchema,
      // The upload ran past its deadline (lib/transfer-deadline.ts).
      503: apiErrorSchema,
      ...sessionErrors,
    },
  }),
  massUploadPreview: defineCall({
    method: 'POST',
    path: '/v1/auth/massive/preview',
    access: 'admin',
    scope: 'scoped',
    summary:
      'Alta masiva: vista previa de cada fila (nuevo, con cambios, sin cambios o error); no escribe nada',
    tags,
    body: massUploadBodySchema,
    query: massUploadQuerySchema,
    responses: { 200: massUploadPreviewResponseSchema, ...sessionErrors },
  }),
  resetPassword: defineCall({
    method: 'PATCH',
    path: '/v1/auth/reset/:userId',
    access: 'admin',
    scope: 'scoped',
    summary: 'Restablece la contraseña del usuario y le envía un enlace para establecer otra',
    tags,
    params: resetParamsSchema,
    responses: { 200: userMailResponseSchema, ...recordErrors },
  }),
  bulkCount: defineCall({
    method: 'GET',
    path: '/v1/users/bulk/count',
    access: 'admin',
    scope: 'scoped',
    summary: 'Cuántos usuarios contiene una selección (ids, o filtro sin excepciones)',
    tags,
    // A GET, because counting changes nothing and so is no write for the audit log.
    query: z.strictObject({ selection: jsonQuery(userSelectionSchema) }),
    responses: { 200: bulkCountResponseSchema, ...bulkErrors },
  }),
  bulk: defineCall({
    method: 'POST',
    path: '/v1/users/bulk',
    access: 'admin',
    scope: 'scoped',
    summary:
      'Acción masiva sobre usuarios (activar, desactivar, invitar, restablecer la contraseña, cargo, perfil, eliminar): todo o nada',
    tags,
    body: userBulkBodySchema,
    responses: { 200: bulkResponseSchema, ...bulkErrors },
  }),
  export: defineCall({
    method: 'GET',
    path: '/v1/users/export',
    access: 'admin',
    scope: 'scoped',
    summary: 'Exporta los usuarios del filtro actual (CSV con ";" o Excel)',
    tags,
    query: z.strictObject({
      filter: jsonQuery(userFilterSchema).optional(),
      format: userExportFormatSchema,
    }),
    responses: sessionErrors,
    download: [USER_EXPORT_TYPES.csv, USER_EXPORT_TYPES.xlsx],
  }),
  personalData: defineCall({
    method: 'GET',
    path: '/v1/users/:id/personal-data',
    access: 'admin',
    scope: 'scoped',
    summary: 'Exporta todo lo que el sistema guarda de una persona (ZIP de JSON y CSV)',
    tags,
    params: userIdParamsSchema,
    responses: { 404: apiErrorSchema, ...sessionErrors },
    download: ['application/zip'],
  }),
  erasePersonalData: defineCall({
    method: 'POST',
    path: '/v1/users/:id/personal-data/erase',
    access: 'admin',
    scope: 'scoped',
    summary: 'Suprime (seudonimiza para siempre) los datos personales de una persona',
    tags,
    params: userIdParamsSchema,
    responses: { 200: erasureResponseSchema, ...recordErrors },
  }),
};
