import { z } from 'zod';
import { apiErrorSchema } from '@eval/contracts/common';
import {
  DOWNLOAD_CENTRE_FORMATS,
  centreCountsResponseSchema,
  chartPdfBodySchema,
  dashboardFilterSchema,
  dashboardFiltersQuerySchema,
  dashboardFiltersResponseSchema,
  evaluationPeriodResponseSchema,
  keyResultsResponseSchema,
  type DashboardFilter,
} from '@eval/contracts/dashboard';
import { optionalJsonQuery } from '@eval/contracts/json-query';
import type { AppModule } from '../../http/module';
import { adminRoutes, sessionErrors } from '../../http/admin-routes';
import { CSV_TYPE, PDF_TYPE, XLSX_TYPE, sendFile } from '../../lib/file-reply';
import { fileSlug } from '@eval/contracts/file-names';
import { validateFilter } from '../../lib/centre-filter';
import { exportCentres } from './centre-export';
import { chartReportPdf } from './chart-pdf';
import {
  centreCounts,
  dashboardFilterOptions,
  evaluationsPerPeriod,
  keyResults,
} from './repository';
import { transferDeadline } from '../../lib/transfer-deadline';

const filterQuery = optionalJsonQuery({ filter: dashboardFilterSchema });
const admin = { access: 'admin' } as const;
const route = adminRoutes(['dashboard'], sessionErrors);
/** A 1200×800 PNG of a bar chart is well under 1 MB; leave room for base64 and busy charts. */
const PDF_BODY_LIMIT = 5 * 1024 * 1024;

/** The dashboard's calls (spec §7 "Dashboard and reports"); every one is for administrators. */
export const dashboardModule: AppModule = async (app, { db, config }) => {
  const cache = app.versionedCache;
  const checked = async (filter: DashboardFilter | undefined): Promise<DashboardFilter> => {
    const value = filter ?? {};
    await validateFilter(db, value);
    return value;
  };

  app.get(
    '/v2/centers/dashboard-filters',
    route.ok(
      'Opciones del filtro del dashboard',
      { querystring: dashboardFiltersQuerySchema },
      dashboardFiltersResponseSchema,
    ),
    async (request) => ({ data: await dashboardFilterOptions(db, request.query.provincia) }),
  );

  app.get(
    '/v2/centros/dashboard',
    route.ok('Número de centros activos', {}, centreCountsResponseSchema),
    async () => ({ data: await centreCounts(db, cache, {}) }),
  );

  app.get(
    '/v2/centers/dashboard',
    route.ok(
      'Número de centros activos, en total y con el filtro',
      { querystring: filterQuery },
      centreCountsResponseSchema,
    ),
    async (request) => ({
      data: await centreCounts(db, cache, await checked(request.query.filter)),
    }),
  );

  app.get(
    '/v2/centers/download-centers',
    {
      config: { ...admin, download: [CSV_TYPE, XLSX_TYPE] },
      handlerTimeout: transferDeadline(config),
      schema: {
        tags: ['dashboard'],
        summary: 'Descarga de los centros filtrados (CSV con ";" o Excel)',
        querystring: filterQuery.extend({
          format: z.enum(DOWNLOAD_CENTRE_FORMATS).default('csv'),
        }),
        response: sessionErrors,
      },
    },
    async (request, reply) => {
      const filter = await checked(request.query.filter);
      const { format } = request.query;
      return sendFile(
        reply,
        `centros.${format}`,
        format === 'csv' ? CSV_TYPE : XLSX_TYPE,
        await exportCentres(db, filter, format),
      );
    },
  );

  app.get(
    '/v2/centros/evaluation-period',
    route.ok(
      'Evaluaciones empezadas y terminadas por periodo',
      { querystring: filterQuery },
      evaluationPeriodResponseSchema,
    ),
    async (request) => ({
      data: { centers: await evaluationsPerPeriod(db, cache, await checked(request.query.filter)) },
    }),
  );

  app.get(
    '/v3/results-keys-report',
    route.ok(
      'Resultados por clave: primera evaluación frente a las posteriores',
      { querystring: filterQuery },
      keyResultsResponseSchema,
    ),
    async (request) => ({ data: await keyResults(db, cache, await checked(request.query.filter)) }),
  );

  app.post(
    '/v3/keys/results-report/download',
    {
      config: { ...admin, download: [PDF_TYPE] },
      handlerTimeout: transferDeadline(config),
      bodyLimit: PDF_BODY_LIMIT,
      schema: {
        tags: ['dashboard'],
        summary: 'Informe PDF de un gráfico del dashboard',
        body: chartPdfBodySchema,
        response: { ...sessionErrors, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const pdf = await chartReportPdf(db, cache, request.body);
      return sendFile(reply, `${fileSlug(request.body.title, 'informe')}.pdf`, PDF_TYPE, pdf);
    },
  );
};
