import { z } from 'zod';
import { adminCallErrors, defineCall } from '../call';
import { apiErrorSchema } from '../common';
import {
  DOWNLOAD_CENTRE_FORMATS,
  centreCountsResponseSchema,
  chartPdfBodySchema,
  dashboardFilterSchema,
  dashboardFiltersQuerySchema,
  dashboardFiltersResponseSchema,
  evaluationPeriodResponseSchema,
  keyResultsResponseSchema,
  planAdoptionResponseSchema,
} from '../dashboard';
import { CSV_TYPE, PDF_TYPE, XLSX_TYPE } from '../file-types';
import { optionalJsonQuery } from '../json-query';

const tags = ['dashboard'];
/** The dashboard filter, optional JSON (`?filter=`): no filter counts every centre. */
const filterQuery = optionalJsonQuery({ filter: dashboardFilterSchema });

/** The dashboard's calls (spec §7 "Dashboard and reports"); every one is for administrators. */
export const dashboardCalls = {
  filters: defineCall({
    method: 'GET',
    path: '/v2/centers/dashboard-filters',
    access: 'admin',
    scope: 'scoped',
    summary: 'Opciones del filtro del dashboard',
    tags,
    query: dashboardFiltersQuerySchema,
    responses: { 200: dashboardFiltersResponseSchema, ...adminCallErrors },
  }),
  activeCentres: defineCall({
    method: 'GET',
    path: '/v2/centros/dashboard',
    access: 'admin',
    scope: 'scoped',
    summary: 'Número de centros activos',
    tags,
    responses: { 200: centreCountsResponseSchema, ...adminCallErrors },
  }),
  centreCounts: defineCall({
    method: 'GET',
    path: '/v2/centers/dashboard',
    access: 'admin',
    scope: 'scoped',
    summary: 'Número de centros activos, en total y con el filtro',
    tags,
    query: filterQuery,
    responses: { 200: centreCountsResponseSchema, ...adminCallErrors },
  }),
  downloadCentres: defineCall({
    method: 'GET',
    path: '/v2/centers/download-centers',
    access: 'admin',
    scope: 'scoped',
    summary: 'Descarga de los centros filtrados (CSV con ";" o Excel)',
    tags,
    query: filterQuery.extend({ format: z.enum(DOWNLOAD_CENTRE_FORMATS).default('csv') }),
    responses: adminCallErrors,
    download: [CSV_TYPE, XLSX_TYPE],
  }),
  evaluationsPerPeriod: defineCall({
    method: 'GET',
    path: '/v2/centros/evaluation-period',
    access: 'admin',
    scope: 'scoped',
    summary: 'Evaluaciones empezadas y terminadas por periodo',
    tags,
    query: filterQuery,
    responses: { 200: evaluationPeriodResponseSchema, ...adminCallErrors },
  }),
  keyResults: defineCall({
    method: 'GET',
    path: '/v3/results-keys-report',
    access: 'admin',
    scope: 'scoped',
    summary: 'Resultados por clave: primera evaluación frente a las posteriores',
    tags,
    query: filterQuery,
    responses: { 200: keyResultsResponseSchema, ...adminCallErrors },
  }),
  planAdoption: defineCall({
    method: 'GET',
    path: '/v3/plans-report',
    access: 'admin',
    scope: 'scoped',
    summary:
      'Adopción del plan de mejora en el periodo activo: centros con plan, acciones por estado y por clave',
    tags,
    query: filterQuery,
    responses: { 200: planAdoptionResponseSchema, ...adminCallErrors },
  }),
  chartPdf: defineCall({
    method: 'POST',
    path: '/v3/keys/results-report/download',
    access: 'admin',
    scope: 'scoped',
    summary: 'Informe PDF de un gráfico del dashboard',
    tags,
    body: chartPdfBodySchema,
    // 413: a chart image past the route's body limit.
    responses: { ...adminCallErrors, 413: apiErrorSchema },
    download: [PDF_TYPE],
  }),
};
