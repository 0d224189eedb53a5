import { adminCallErrors, defineCall, withScope } from '../call';
import { apiErrorSchema, idParamsSchema } from '../common';
import {
  consultationAnswerBodySchema,
  consultationAnswerResponseSchema,
  consultationCodeParamsSchema,
  consultationCreateSchema,
  consultationLanguageQuerySchema,
  consultationListResponseSchema,
  consultationParamsSchema,
  consultationParticipationQuerySchema,
  consultationParticipationResponseSchema,
  consultationQuestionBodySchema,
  consultationQuestionDeletedSchema,
  consultationQuestionResponseSchema,
  consultationQuestionsQuerySchema,
  consultationQuestionsResponseSchema,
  consultationReportDownloadQuerySchema,
  consultationReportQuerySchema,
  consultationReportResponseSchema,
  consultationResponseSchema,
  consultationResultsQuerySchema,
  consultationResultsResponseSchema,
  consultationUpdateSchema,
  publicConsultationResponseSchema,
} from '../consultations';
import { CSV_TYPE, PNG_TYPE, XLSX_TYPE } from '../file-types';

const tags = ['Consultas'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
/** The public calls: no account, so no 401/403; a flood is a 429. */
const publicErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * A consultation seen by a respondent: no account, nothing personal stored or logged
 * (docs/privacy.md "Consultations"). The answer call is rate limited per consultation and per
 * client address, in memory.
 */
export const consultationPublicCalls = {
  read: defineCall({
    method: 'GET',
    path: '/v15/consultas/:codigo',
    access: 'public',
    summary: 'Las preguntas de una consulta, para responderla sin cuenta',
    tags,
    params: consultationCodeParamsSchema,
    query: consultationLanguageQuerySchema,
    responses: { 200: publicConsultationResponseSchema, ...publicErrors },
  }),
  answer: defineCall({
    method: 'POST',
    path: '/v15/consultas/:codigo/respuestas',
    access: 'public',
    summary: 'Envía una respuesta completa y anónima a una consulta',
    tags,
    params: consultationCodeParamsSchema,
    body: consultationAnswerBodySchema,
    responses: {
      200: consultationAnswerResponseSchema,
      201: consultationAnswerResponseSchema,
      ...publicErrors,
      429: apiErrorSchema,
    },
  }),
};

/**
 * The centre's consultations of the active period: every person of the centre reads them,
 * the coordinator opens, closes and reopens them.
 */
export const consultationCentreCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v15/centro/consultas',
    access: 'centre',
    summary: 'Consultas del centro en el periodo activo, con sus respuestas',
    tags,
    query: consultationLanguageQuerySchema,
    responses: { 200: consultationListResponseSchema, ...errors },
  }),
  create: defineCall({
    method: 'POST',
    path: '/v15/centro/consultas',
    access: 'coordinator',
    summary: 'Abre una consulta de un grupo (alumnado, familias o profesorado)',
    tags,
    body: consultationCreateSchema,
    responses: { 201: consultationResponseSchema, ...errors },
  }),
  update: defineCall({
    method: 'PATCH',
    path: '/v15/centro/consultas/:consultaId',
    access: 'coordinator',
    summary: 'Cambia la fecha de cierre de una consulta, la cierra o la reabre',
    tags,
    params: consultationParamsSchema,
    body: consultationUpdateSchema,
    responses: { 200: consultationResponseSchema, ...errors },
  }),
  qr: defineCall({
    method: 'GET',
    path: '/v15/centro/consultas/:consultaId/qr',
    access: 'centre',
    summary: 'Código QR del enlace de una consulta (PNG), para proyectarlo o imprimirlo',
    tags,
    params: consultationParamsSchema,
    responses: errors,
    download: [PNG_TYPE],
  }),
  results: defineCall({
    method: 'GET',
    path: '/v15/centro/consultas/resultados',
    access: 'centre',
    summary:
      'Resultados por clave de cada grupo consultado (desde 10 respuestas) frente a la autoevaluación',
    tags,
    query: consultationResultsQuerySchema,
    responses: { 200: consultationResultsResponseSchema, ...errors },
  }),
};

/** Each group's questionnaire: catalogue data, national. */
export const consultationQuestionCalls = withScope('national', {
  list: defineCall({
    method: 'GET',
    path: '/v3/consultation-questions',
    access: 'admin',
    summary: 'Preguntas de las consultas (de un grupo con grupo), en su orden',
    tags,
    query: consultationQuestionsQuerySchema,
    responses: { 200: consultationQuestionsResponseSchema, ...errors },
  }),
  create: defineCall({
    method: 'POST',
    path: '/v3/consultation-questions',
    access: 'admin',
    summary: 'Crea una pregunta de consulta, asociada a una clave',
    tags,
    body: consultationQuestionBodySchema,
    responses: { 201: consultationQuestionResponseSchema, ...errors },
  }),
  update: defineCall({
    method: 'PUT',
    path: '/v3/consultation-questions/:id',
    access: 'admin',
    summary: 'Modifica una pregunta de consulta',
    tags,
    params: idParamsSchema,
    body: consultationQuestionBodySchema,
    responses: { 200: consultationQuestionResponseSchema, ...errors },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/v3/consultation-questions/:id',
    access: 'admin',
    summary: 'Elimina una pregunta de consulta (la retira si ya tiene respuestas)',
    tags,
    params: idParamsSchema,
    responses: { 200: consultationQuestionDeletedSchema, ...errors },
  }),
});

/** What administrators follow: participation per centre and the dashboard's card. */
export const consultationAdminCalls = withScope('scoped', {
  participation: defineCall({
    method: 'GET',
    path: '/v15/centros/quizes/consultas',
    access: 'admin',
    summary: 'Respuestas por grupo de las consultas del periodo activo de los centros indicados',
    tags,
    query: consultationParticipationQuerySchema,
    responses: { 200: consultationParticipationResponseSchema, ...adminCallErrors },
  }),
  report: defineCall({
    method: 'GET',
    path: '/v3/consultations-report',
    access: 'admin',
    summary:
      'Participación en las consultas del periodo activo y diferencia por clave entre alumnado y autoevaluación',
    tags,
    query: consultationReportQuerySchema,
    responses: { 200: consultationReportResponseSchema, ...adminCallErrors },
  }),
  download: defineCall({
    method: 'GET',
    path: '/v3/consultations-report/download',
    access: 'admin',
    summary: 'Descarga de la tarjeta de consultas del dashboard (Excel o CSV)',
    tags,
    query: consultationReportDownloadQuerySchema,
    responses: adminCallErrors,
    download: [XLSX_TYPE, CSV_TYPE],
  }),
});
