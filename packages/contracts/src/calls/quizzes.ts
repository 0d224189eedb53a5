import { defineCall } from '../call';
import { apiErrorSchema, setupSchema } from '../common';
import { XLSX_TYPE } from '../file-types';
import { jsonQuery, optionalJsonQuery } from '../json-query';
import {
  fieldVisibilityBodySchema,
  fieldVisibilityResponseSchema,
  fieldsVisibilityQuerySchema,
  fieldsVisibilityResponseSchema,
  keyAnswersFilterSchema,
  keyAnswersResponseSchema,
  quizFilterSchema,
  quizPlanActionsResponseSchema,
  quizPlanFilterSchema,
  quizFiltersQuerySchema,
  quizFiltersResponseSchema,
  quizzesResponseSchema,
  resetQuizBodySchema,
  resetQuizResponseSchema,
} from '../quizzes';
import { z } from 'zod';

const tags = ['quizzes'];
const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The quiz follow-up's calls (spec §7 "Quiz follow-up", the /admin/datos screen). */
export const quizCalls = {
  filters: defineCall({
    method: 'GET',
    path: '/v15/centers/quiz-filters',
    access: 'admin',
    scope: 'scoped',
    summary: 'Opciones de los filtros de Seguimiento centros',
    tags,
    query: optionalJsonQuery({ filter: quizFiltersQuerySchema }),
    responses: { 200: quizFiltersResponseSchema, ...errors },
  }),
  list: defineCall({
    method: 'GET',
    path: '/v15/centros/quizes',
    access: 'admin',
    scope: 'scoped',
    summary: 'Evaluaciones de los centros en un periodo, paginadas en el servidor',
    tags,
    query: optionalJsonQuery({ filter: quizFilterSchema, setup: setupSchema }),
    responses: { 200: quizzesResponseSchema, ...errors },
  }),
  download: defineCall({
    method: 'GET',
    path: '/v15/centros/download-info',
    access: 'admin',
    scope: 'scoped',
    summary: 'Descarga en Excel de todas las filas que cumplen el filtro',
    tags,
    query: optionalJsonQuery({ filter: quizFilterSchema }),
    responses: { 400: apiErrorSchema },
    download: [XLSX_TYPE],
  }),
  keyAnswers: defineCall({
    method: 'GET',
    path: '/v15/centros/key-answers',
    access: 'admin',
    scope: 'scoped',
    summary: 'Respuestas de un centro a las preguntas de una clave',
    tags,
    query: z.strictObject({ filter: jsonQuery(keyAnswersFilterSchema) }),
    responses: { 200: keyAnswersResponseSchema, ...errors },
  }),
  planActions: defineCall({
    method: 'GET',
    path: '/v15/centros/plan-actions',
    access: 'admin',
    scope: 'scoped',
    summary: 'Acciones del plan de mejora de un centro en un periodo, para consultarlas',
    tags,
    query: z.strictObject({ filter: jsonQuery(quizPlanFilterSchema) }),
    responses: { 200: quizPlanActionsResponseSchema, ...errors },
  }),
  fieldsVisibility: defineCall({
    method: 'GET',
    path: '/v15/fields-visibility',
    access: 'admin',
    scope: 'own',
    summary: 'Columnas visibles de una tabla para el administrador',
    tags,
    query: fieldsVisibilityQuerySchema,
    responses: { 200: fieldsVisibilityResponseSchema, ...errors },
  }),
  saveFieldVisibility: defineCall({
    method: 'PUT',
    path: '/v15/fields-visibility',
    access: 'admin',
    scope: 'own',
    summary: 'Guarda si una columna es visible para el administrador',
    tags,
    body: fieldVisibilityBodySchema,
    responses: { 200: fieldVisibilityResponseSchema, ...errors },
  }),
  reset: defineCall({
    method: 'POST',
    path: '/v7/reset-quiz',
    access: 'admin',
    scope: 'scoped',
    summary: 'Reinicia la evaluación terminada de un centro en el periodo activo',
    tags,
    body: resetQuizBodySchema,
    responses: { 200: resetQuizResponseSchema, ...errors },
  }),
};
