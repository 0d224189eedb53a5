import { consultationAdminCalls } from '@eval/contracts/calls/consultations';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { CSV_TYPE, XLSX_TYPE, sendFile } from '../../lib/file-reply';
import { transferDeadline } from '../../lib/transfer-deadline';
import { participation, report, reportDownload } from './report-service';

/**
 * What administrators follow of the consultations (contracts/calls/consultations.ts,
 * `consultationAdminCalls`), each read within the caller's scope. Never cached: a response
 * arriving every millisecond at the peak would make any stored answer stale at once, and
 * each statement reads one period's consultations of the selected centres.
 */
export const consultationAdminModule: AppModule = async (app, { db, config }) => {
  app.route({
    ...routeOf(consultationAdminCalls.participation),
    handler: async (request) => ({
      data: await participation(db, request.query.ids, request.user.scope),
    }),
  });

  app.route({
    ...routeOf(consultationAdminCalls.report),
    handler: async (request) => ({
      data: await report(db, request.query.filter ?? {}, request.user.scope),
    }),
  });

  app.route({
    ...routeOf(consultationAdminCalls.download),
    handlerTimeout: transferDeadline(config),
    handler: async (request, reply) => {
      const { format } = request.query;
      const file = await reportDownload(db, request.query.filter ?? {}, format, request.user.scope);
      return sendFile(reply, `consultas.${format}`, format === 'csv' ? CSV_TYPE : XLSX_TYPE, file);
    },
  });
};
