import { centreCalls } from '@eval/contracts/calls/centres';
import { CSV_TYPE, sendFile, XLSX_TYPE } from '../../lib/file-reply';
import { BULK_BODY_LIMIT } from '../../http/bulk-route-parts';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { countCentreSelection, exportCentreSelection, runCentreBulk } from './bulk-centres';
import { transferDeadline } from '../../lib/transfer-deadline';

/**
 * Bulk actions of BBDD Centros, declared in contracts/calls/centres.ts: the count a
 * confirmation states, activate or deactivate, and the export of the selection.
 */
export const centreBulkModule: AppModule = async (app, { db, config }) => {
  const cache = app.versionedCache;
  app.route({
    ...routeOf(centreCalls.bulkCount),
    handler: async (request) => ({
      data: {
        count: await countCentreSelection(db, cache, request.query.selection, request.user.scope),
      },
    }),
  });

  app.route({
    ...routeOf(centreCalls.bulk),
    bodyLimit: BULK_BODY_LIMIT,
    handler: async (request) =>
      runCentreBulk(
        db,
        cache,
        request.body,
        { id: request.user.id, action: 'POST /v2/centros/bulk', scope: request.user.scope },
        request.audit,
      ),
  });

  app.route({
    ...routeOf(centreCalls.bulkExport),
    handlerTimeout: transferDeadline(config),
    bodyLimit: BULK_BODY_LIMIT,
    handler: async (request, reply) => {
      const { selection, format } = request.body;
      const body = await exportCentreSelection(db, cache, selection, format, request.user.scope);
      return sendFile(reply, `centros.${format}`, format === 'csv' ? CSV_TYPE : XLSX_TYPE, body);
    },
  });
};
