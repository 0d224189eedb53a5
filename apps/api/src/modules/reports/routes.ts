import { reportCalls } from '@eval/contracts/calls/reports';
import { REPORT_MESSAGES, type ReportPeriodQuery } from '@eval/contracts/reports';
import type { Database } from '../../db/client';
import { validateFilter } from '../../lib/centre-filter';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { answersReport } from './answers-report';
import { excelResults } from './excel-results';
import { XLSX_TYPE, sendFile } from '../../lib/file-reply';
import { fileSlug } from '@eval/contracts/file-names';
import { AppError } from '../../lib/errors';
import { findReportPeriod, resultsReport, type ReportPeriod } from './repository';
import { transferDeadline } from '../../lib/transfer-deadline';

/** 'resultados-2025-2026.xlsx', or 'resultados-todos-los-periodos.xlsx' for period 0. */
const fileName = (prefix: string, period: ReportPeriod): string =>
  `${prefix}-${fileSlug(period.periodo ?? 'todos los periodos', 'informe')}.xlsx`;

/** The period asked for (0 = all periods); an unknown id is a 404. */
async function periodOf(db: Database, query: ReportPeriodQuery): Promise<ReportPeriod> {
  const period = await findReportPeriod(db, query.period);
  if (!period) throw new AppError('NOT_FOUND', REPORT_MESSAGES.periodNotFound);
  return period;
}

/**
 * The results downloads (spec §7 "Dashboard and reports"), declared in
 * contracts/calls/reports.ts; every one is for administrators.
 */
export const reportsModule: AppModule = async (app, { db, config }) => {
  const cache = app.versionedCache;
  app.route({
    ...routeOf(reportCalls.results),
    handler: async (request) => ({
      data: await resultsReport(db, cache, await periodOf(db, request.query), request.user.scope),
    }),
  });

  app.route({
    ...routeOf(reportCalls.excelResults),
    handlerTimeout: transferDeadline(config),
    handler: async (request, reply) => {
      const period = await periodOf(db, request.query);
      return sendFile(
        reply,
        fileName('resultados', period),
        XLSX_TYPE,
        await excelResults(db, period, request.user.scope),
      );
    },
  });

  app.route({
    ...routeOf(reportCalls.answers),
    handlerTimeout: transferDeadline(config),
    handler: async (request, reply) => {
      const period = await periodOf(db, request.query);
      const filter = request.query.filter ?? {};
      await validateFilter(db, filter);
      return sendFile(
        reply,
        fileName('respuestas', period),
        XLSX_TYPE,
        await answersReport(db, period, filter, request.user.scope),
      );
    },
  });
};
