import { dashboardCalls } from '@eval/contracts/calls/dashboard';
import type { DashboardFilter } from '@eval/contracts/dashboard';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
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
import { planAdoption } from './plan-adoption-repository';
import { transferDeadline } from '../../lib/transfer-deadline';

/** A 1200×800 PNG of a bar chart is well under 1 MB; leave room for base64 and busy charts. */
const PDF_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * The dashboard's calls (spec §7 "Dashboard and reports"), declared in
 * contracts/calls/dashboard.ts; every one is for administrators.
 */
export const dashboardModule: AppModule = async (app, { db, config }) => {
  const cache = app.versionedCache;
  const checked = async (filter: DashboardFilter | undefined): Promise<DashboardFilter> => {
    const value = filter ?? {};
    await validateFilter(db, value);
    return value;
  };

  app.route({
    ...routeOf(dashboardCalls.filters),
    handler: async (request) => ({
      data: await dashboardFilterOptions(db, request.query.provincia, request.user.scope),
    }),
  });

  app.route({
    ...routeOf(dashboardCalls.activeCentres),
    handler: async (request) => ({
      data: await centreCounts(db, cache, {}, request.user.scope),
    }),
  });

  app.route({
    ...routeOf(dashboardCalls.centreCounts),
    handler: async (request) => ({
      data: await centreCounts(db, cache, await checked(request.query.filter), request.user.scope),
    }),
  });

  app.route({
    ...routeOf(dashboardCalls.downloadCentres),
    handlerTimeout: transferDeadline(config),
    handler: async (request, reply) => {
      const filter = await checked(request.query.filter);
      const { format } = request.query;
      return sendFile(
        reply,
        `centros.${format}`,
        format === 'csv' ? CSV_TYPE : XLSX_TYPE,
        await exportCentres(db, filter, format, request.user.scope),
      );
    },
  });

  app.route({
    ...routeOf(dashboardCalls.evaluationsPerPeriod),
    handler: async (request) => ({
      data: {
        centers: await evaluationsPerPeriod(
          db,
          cache,
          await checked(request.query.filter),
          request.user.scope,
        ),
      },
    }),
  });

  app.route({
    ...routeOf(dashboardCalls.keyResults),
    handler: async (request) => ({
      data: await keyResults(db, cache, await checked(request.query.filter), request.user.scope),
    }),
  });

  app.route({
    ...routeOf(dashboardCalls.planAdoption),
    handler: async (request) => ({
      data: await planAdoption(db, cache, await checked(request.query.filter), request.user.scope),
    }),
  });

  app.route({
    // Builds a file from figures and changes nothing: a read-only administrator may have it.
    ...routeOf(dashboardCalls.chartPdf, { readsOnly: true }),
    handlerTimeout: transferDeadline(config),
    bodyLimit: PDF_BODY_LIMIT,
    handler: async (request, reply) => {
      const pdf = await chartReportPdf(db, cache, request.body, request.user.scope);
      return sendFile(reply, `${fileSlug(request.body.title, 'informe')}.pdf`, PDF_TYPE, pdf);
    },
  });
};
