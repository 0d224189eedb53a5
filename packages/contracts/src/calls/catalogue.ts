import { defineCall, withScope } from '../call';
import {
  preguntaBodySchema,
  preguntaResponseSchema,
  preguntasQuerySchema,
  preguntasResponseSchema,
  preguntaUpdateSchema,
  removalSchema,
  respuestaBodySchema,
  respuestaResponseSchema,
  respuestasResponseSchema,
  respuestaUpdateSchema,
} from '../catalogue';
import { apiErrorSchema, idParamsSchema } from '../common';

const tags = ['catalogue'];
/** A call's refusals: bad input, a record that is not there, a conflict (a number taken…). */
const recordErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The questionnaire's questions and their options (spec §7 "Catalogue"), answered in the
 * request's `language` header. Keys, types and colours are in catalogue-lists.ts.
 */
export const catalogueCalls = withScope('national', {
  preguntas: defineCall({
    method: 'GET',
    path: '/v3/preguntas',
    access: 'admin',
    summary: 'Preguntas (de una clave con claves_id; las retiradas con retired=true)',
    tags,
    query: preguntasQuerySchema,
    responses: { 200: preguntasResponseSchema, ...recordErrors },
  }),
  createPregunta: defineCall({
    method: 'POST',
    path: '/v3/preguntas',
    access: 'admin',
    summary: 'Crea una pregunta',
    tags,
    body: preguntaBodySchema,
    responses: { 201: preguntaResponseSchema, ...recordErrors },
  }),
  updatePregunta: defineCall({
    method: 'PUT',
    path: '/v3/pregunta/:id',
    access: 'admin',
    summary: 'Modifica una pregunta',
    tags,
    params: idParamsSchema,
    body: preguntaUpdateSchema,
    responses: { 200: preguntaResponseSchema, ...recordErrors },
  }),
  removePregunta: defineCall({
    method: 'DELETE',
    path: '/v3/pregunta/:id',
    access: 'admin',
    summary: 'Elimina una pregunta, o la retira si ya tiene respuestas',
    tags,
    params: idParamsSchema,
    responses: { 200: removalSchema, ...recordErrors },
  }),
  respuestas: defineCall({
    method: 'GET',
    path: '/v3/preguntas/:id/respuestas',
    access: 'admin',
    summary: 'Respuestas de una pregunta',
    tags,
    params: idParamsSchema,
    responses: { 200: respuestasResponseSchema, ...recordErrors },
  }),
  createRespuesta: defineCall({
    method: 'POST',
    path: '/v3/respuestas',
    access: 'admin',
    summary: 'Crea una respuesta',
    tags,
    body: respuestaBodySchema,
    responses: { 201: respuestaResponseSchema, ...recordErrors },
  }),
  updateRespuesta: defineCall({
    method: 'PUT',
    path: '/v3/respuesta/:id',
    access: 'admin',
    summary: 'Modifica una respuesta',
    tags,
    params: idParamsSchema,
    body: respuestaUpdateSchema,
    responses: { 200: respuestaResponseSchema, ...recordErrors },
  }),
  removeRespuesta: defineCall({
    method: 'DELETE',
    path: '/v3/respuesta/:id',
    access: 'admin',
    summary: 'Elimina una respuesta, o la retira si algún centro la eligió',
    tags,
    params: idParamsSchema,
    responses: { 200: removalSchema, ...recordErrors },
  }),
});
