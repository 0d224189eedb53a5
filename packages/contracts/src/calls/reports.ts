import { adminCallErrors, defineCall } from '../call';
import { apiErrorSchema } from '../common';
import { dashboardFilterSchema } from '../dashboard';
import { XLSX_TYPE } from '../file-types';
import { jsonQuery } from '../json-query';
import { reportPeriodQuerySchema, resultsReportResponseSchema } from '../reports';

const tags = ['reports'];
/** An administration call's refusals, and a period that is not there (404). */
const errors = { ...adminCallErrors, 404: apiErrorSchema };

/** The results downloads (spec §7 "Dashboard and reports"); every one is for administrators. */
export const reportCalls = {
  results: defineCall({
    method: 'GET',
    path: '/v15/reports/results',
    access: 'admin',
    scope: 'scoped',
    summary: 'Evaluaciones terminadas por comunidad autónoma y por titularidad',
    tags,
    query: reportPeriodQuerySchema,
    responses: { 200: resultsReportResponseSchema, ...errors },
  }),
  excelResults: defineCall({
    method: 'GET',
    path: '/v15/reports/excel-results',
    access: 'admin',
    scope: 'scoped',
    summary: 'Excel de resultados: un centro por fila con la puntuación de cada clave',
    tags,
    query: reportPeriodQuerySchema,
    responses: errors,
    download: [XLSX_TYPE],
  }),
  answers: defineCall({
    method: 'GET',
    path: '/v15/reports/answers',
    access: 'admin',
    scope: 'scoped',
    summary: 'Excel de respuestas de los centros filtrados en un periodo',
    tags,
    query: reportPeriodQuerySchema.extend({
      filter: jsonQuery(dashboardFilterSchema).optional(),
    }),
    responses: errors,
    download: [XLSX_TYPE],
  }),
};
