import {
  centreBulkResponseSchema,
  centreBulkBodySchema,
  centreBulkExportBodySchema,
  centreSelectionSchema,
} from '@eval/contracts/bulk-actions';
import { CSV_TYPE, sendFile, XLSX_TYPE } from '../../lib/file-reply';
import { BULK_BODY_LIMIT, bulkCountRoute, bulkErrors } from '../../http/bulk-route-parts';
import type { AppModule } from '../../http/module';
import { countCentreSelection, exportCentreSelection, runCentreBulk } from './bulk-centres';
import { transferDeadline } from '../../lib/transfer-deadline';

const tags = ['centres'];

/**
 * Bulk actions of BBDD Centros (issue 19): the count a confirmation states, activate or
 * deactivate, and the export of the selection.
 */
export const centreBulkModule: AppModule = async (app, { db, config }) => {
  const cache = app.versionedCache;
  app.get(
    '/v2/centros/bulk/count',
    bulkCountRoute(
      centreSelectionSchema,
      tags,
      'Cuántos centros contiene una selección (ids, o filtro sin excepciones)',
    ),
    async (request) => ({
      data: { count: await countCentreSelection(db, cache, request.query.selection) },
    }),
  );

  app.post(
    '/v2/centros/bulk',
    {
      config: { access: 'admin' },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Activa o desactiva los centros seleccionados: todo o nada',
        body: centreBulkBodySchema,
        response: { 200: centreBulkResponseSchema, ...bulkErrors },
      },
    },
    async (request) =>
      runCentreBulk(
        db,
        cache,
        request.body,
        { id: request.user.id, action: 'POST /v2/centros/bulk' },
        request.audit,
      ),
  );

  // A POST because a selection of ids does not fit in a URL; the audit log records who exported.
  app.post(
    '/v2/centros/bulk/export',
    {
      config: { access: 'admin', download: [CSV_TYPE, XLSX_TYPE] },
      handlerTimeout: transferDeadline(config),
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Exporta los centros seleccionados (CSV con ";" o Excel)',
        body: centreBulkExportBodySchema,
        response: bulkErrors,
      },
    },
    async (request, reply) => {
      const { selection, format } = request.body;
      const body = await exportCentreSelection(db, cache, selection, format);
      return sendFile(reply, `centros.${format}`, format === 'csv' ? CSV_TYPE : XLSX_TYPE, body);
    },
  );
};
