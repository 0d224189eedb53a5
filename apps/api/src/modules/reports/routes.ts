import { dashboardFilterSchema } from '@eval/contracts/dashboard';
import {
  reportPeriodQuerySchema,
  resultsReportResponseSchema,
  type ReportPeriodQuery,
} from '@eval/contracts/reports';
import type { Database } from '../../db/client';
import { jsonQuery } from '@eval/contracts/json-query';
import { validateFilter } from '../../lib/centre-filter';
import type { AppModule } from '../../http/module';
import { accessErrors, adminRoutes } from '../../http/admin-routes';
import { answersReport } from './answers-report';
import { excelResults } from './excel-results';
import { XLSX_TYPE, sendFile } from '../../lib/file-reply';
import { fileSlug } from '@eval/contracts/file-names';
import { resolvePeriod, resultsReport, type ReportPeriod } from './repository';
import { transferDeadline } from '../../lib/transfer-deadline';

const admin = { access: 'admin' } as const;
const route = adminRoutes(['reports'], accessErrors);

/** 'resultados-2025-2026.xlsx', or 'resultados-todos-los-periodos.xlsx' for period 0. */
const fileName = (prefix: string, period: ReportPeriod): string =>
  `${prefix}-${fileSlug(period.periodo ?? 'todos los periodos', 'informe')}.xlsx`;

const periodOf = (db: Database, query: ReportPeriodQuery) => resolvePeriod(db, query.period);

/** The results downloads (spec §7 "Dashboard and reports"); every one is for administrators. */
export const reportsModule: AppModule = async (app, { db, config }) => {
  const cache = app.versionedCache;
  app.get(
    '/v15/reports/results',
    route.ok(
      'Evaluaciones terminadas por comunidad autónoma y por titularidad',
      { querystring: reportPeriodQuerySchema },
      resultsReportResponseSchema,
    ),
    async (request) => ({
      data: await resultsReport(db, cache, await periodOf(db, request.query)),
    }),
  );

  app.get(
    '/v15/reports/excel-results',
    {
      config: { ...admin, download: [XLSX_TYPE] },
      handlerTimeout: transferDeadline(config),
      schema: {
        tags: ['reports'],
        summary: 'Excel de resultados: un centro por fila con la puntuación de cada clave',
        querystring: reportPeriodQuerySchema,
        response: accessErrors,
      },
    },
    async (request, reply) => {
      const period = await periodOf(db, request.query);
      return sendFile(
        reply,
        fileName('resultados', period),
        XLSX_TYPE,
        await excelResults(db, period),
      );
    },
  );

  app.get(
    '/v15/reports/answers',
    {
      config: { ...admin, download: [XLSX_TYPE] },
      handlerTimeout: transferDeadline(config),
      schema: {
        tags: ['reports'],
        summary: 'Excel de respuestas de los centros filtrados en un periodo',
        querystring: reportPeriodQuerySchema.extend({
          filter: jsonQuery(dashboardFilterSchema).optional(),
        }),
        response: accessErrors,
      },
    },
    async (request, reply) => {
      const period = await periodOf(db, request.query);
      const filter = request.query.filter ?? {};
      await validateFilter(db, filter);
      return sendFile(
        reply,
        fileName('respuestas', period),
        XLSX_TYPE,
        await answersReport(db, period, filter),
      );
    },
  );
};
