import { defineCall } from '../call';
import { centreAppRoutes } from './centre-app-routes';
import {
  centreEvaluationParamsSchema,
  centreEvaluationsResponseSchema,
  centreFileParamsSchema,
  centreHomeResponseSchema,
  centreLanguageQuerySchema,
  centreResultsResponseSchema,
} from '../centre-app';
import { apiErrorSchema } from '../common';
import { STORED_FILE_TYPES } from '../content';
import { PDF_TYPE } from '../file-types';
import {
  answerBodySchema,
  centreParamsSchema,
  centreProgressResponseSchema,
  centreQuestionnaireResponseSchema,
  centreQuestionParamsSchema,
} from '../quizzes';

const tags = ['centre'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The centres' app calls (contracts/centre-app.ts; domain.md "answering"): a user of a
 * centre reads its home, answers the active period's questionnaire, submits it and reads the
 * results of its finished evaluations.
 */
export const centreAppCalls = {
  home: defineCall({
    ...centreAppRoutes.home,
    access: 'centre',
    summary: 'Inicio de la app de centros: usuario, centro, periodo activo y progreso',
    tags,
    query: centreLanguageQuerySchema,
    responses: { 200: centreHomeResponseSchema, ...errors },
  }),
  evaluations: defineCall({
    ...centreAppRoutes.evaluations,
    access: 'centre',
    summary: 'Evaluaciones del centro en todos los periodos',
    tags,
    responses: { 200: centreEvaluationsResponseSchema, ...errors },
  }),
  results: defineCall({
    ...centreAppRoutes.results,
    access: 'centre',
    summary: 'Resultados de una evaluación terminada del centro, con comparaciones',
    tags,
    params: centreEvaluationParamsSchema,
    query: centreLanguageQuerySchema,
    responses: { 200: centreResultsResponseSchema, ...errors },
  }),
  report: defineCall({
    ...centreAppRoutes.report,
    access: 'centre',
    summary: 'Informe en PDF de una evaluación terminada del centro',
    tags,
    params: centreEvaluationParamsSchema,
    query: centreLanguageQuerySchema,
    responses: errors,
    download: [PDF_TYPE],
  }),
  file: defineCall({
    ...centreAppRoutes.file,
    access: 'centre',
    summary: 'Descarga el archivo de un recurso, toolkit o documento recomendado',
    tags,
    params: centreFileParamsSchema,
    responses: errors,
    // A recommended file is a stored content file, sent with the type detected at upload.
    download: STORED_FILE_TYPES,
  }),
  questionnaire: defineCall({
    ...centreAppRoutes.questionnaire,
    access: 'centre',
    summary: 'Cuestionario del periodo activo con las respuestas del centro',
    tags,
    params: centreParamsSchema,
    query: centreLanguageQuerySchema,
    responses: { 200: centreQuestionnaireResponseSchema, ...errors },
  }),
  progress: defineCall({
    ...centreAppRoutes.progress,
    access: 'centre',
    summary: 'Progreso del centro por clave en el periodo activo',
    tags,
    params: centreParamsSchema,
    responses: { 200: centreProgressResponseSchema, ...errors },
  }),
  answer: defineCall({
    ...centreAppRoutes.answer,
    access: 'centre',
    summary: 'Responde una pregunta o la marca como «no procede»',
    tags,
    params: centreQuestionParamsSchema,
    body: answerBodySchema,
    responses: { 200: centreProgressResponseSchema, ...errors },
  }),
  submit: defineCall({
    ...centreAppRoutes.submit,
    access: 'coordinator',
    summary: 'Envía la evaluación cuando todas las claves están al 100 %',
    tags,
    params: centreParamsSchema,
    responses: { 200: centreProgressResponseSchema, ...errors },
  }),
};
