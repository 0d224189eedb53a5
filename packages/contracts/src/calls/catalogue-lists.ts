import { defineCall, withScope } from '../call';
import {
  claveBodySchema,
  claveResponseSchema,
  clavesResponseSchema,
  coloresResponseSchema,
  tipoBodySchema,
  tipoResponseSchema,
  tiposResponseSchema,
} from '../catalogue';
import { apiErrorSchema, idParamsSchema } from '../common';

const tags = ['catalogue'];
/** A write's refusals: bad input, a record that is not there, a conflict (a code taken…). */
const recordErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The catalogue's simple lists (spec §7 "Catalogue"): keys, question types and colours. The keys
 * are answered in the request's `language` header.
 */
export const catalogueListCalls = withScope('national', {
  claves: defineCall({
    method: 'GET',
    path: '/v3/claves',
    access: 'admin',
    summary: 'Claves',
    tags,
    responses: { 200: clavesResponseSchema, ...recordErrors },
  }),
  createClave: defineCall({
    method: 'POST',
    path: '/v3/claves',
    access: 'admin',
    summary: 'Crea una clave',
    tags,
    body: claveBodySchema,
    responses: { 201: claveResponseSchema, ...recordErrors },
  }),
  updateClave: defineCall({
    method: 'PUT',
    path: '/v3/clave/:id',
    access: 'admin',
    summary: 'Modifica una clave',
    tags,
    params: idParamsSchema,
    body: claveBodySchema,
    responses: { 200: claveResponseSchema, ...recordErrors },
  }),
  tipos: defineCall({
    method: 'GET',
    path: '/v3/tipos',
    access: 'admin',
    summary: 'Tipos de pregunta',
    tags,
    // Nothing to validate: its errors keep the generic body, as this list always had.
    responses: { 200: tiposResponseSchema },
  }),
  createTipo: defineCall({
    method: 'POST',
    path: '/v3/tipos',
    access: 'admin',
    summary: 'Crea un tipo de pregunta',
    tags,
    body: tipoBodySchema,
    responses: { 201: tipoResponseSchema, ...recordErrors },
  }),
  updateTipo: defineCall({
    method: 'PUT',
    path: '/v3/tipo/:id',
    access: 'admin',
    summary: 'Modifica un tipo de pregunta',
    tags,
    params: idParamsSchema,
    body: tipoBodySchema,
    responses: { 200: tipoResponseSchema, ...recordErrors },
  }),
  colores: defineCall({
    method: 'GET',
    path: '/v3/colores',
    access: 'admin',
    summary: 'Colores',
    tags,
    responses: { 200: coloresResponseSchema },
  }),
});
