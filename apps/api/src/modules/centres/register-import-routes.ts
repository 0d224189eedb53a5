import type { Readable } from 'node:stream';
import {
  CENTRE_IMPORT_CSV_TYPE,
  CENTRE_IMPORT_MESSAGES as M,
  CENTRE_IMPORT_XLSX_TYPE,
  centreImportPreviewResponseSchema,
  centreImportResultResponseSchema,
} from '@eval/contracts/centre-import';
import { apiErrorSchema } from '@eval/contracts/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { transferDeadline, transferSignal } from '../../lib/transfer-deadline';
import type { AppModule } from '../../http/module';
import { commitImport, previewImport } from './register-import';
import { receiveRegister, type RegisterUpload } from './register-import-parse';

const tags = ['centres'];
const errors = {
  400: apiErrorSchema,
  408: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * The whole file, received and checked (receiveRegister) before the import touches the
 * database; anything but CSV or XLSX is refused before it is read.
 */
function uploadOf(request: FastifyRequest): Promise<RegisterUpload> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== CENTRE_IMPORT_CSV_TYPE && type !== CENTRE_IMPORT_XLSX_TYPE)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.badType);
  return receiveRegister(request.body as Readable, type);
}

/**
 * Import of the centre register (issue 19). The file is the raw request body (`text/csv` or
 * the XLSX type), read as it arrives: no base64 in JSON (a third larger, and held whole in
 * memory) and no multipart. Both calls read the same file: the preview writes nothing, the
 * commit checks every row again and writes all or nothing (docs/centres.md).
 */
export const centreImportModule: AppModule = async (app, { db, config }) => {
  // Scoped to this plugin: the raw body reaches the handler as a stream, whose size
  // readRegister bounds itself (Fastify's bodyLimit only applies to bodies it buffers).
  for (const type of [CENTRE_IMPORT_CSV_TYPE, CENTRE_IMPORT_XLSX_TYPE])
    app.addContentTypeParser(type, (_request, payload, done) => done(null, payload));

  // The audit plugin records the body: a summary, not the stream or the file.
  const summarise = (request: FastifyRequest, summary: Record<string, number>) => {
    request.body = { fichero: request.headers['content-type'], ...summary };
  };

  app.post(
    '/v2/centros/import/preview',
    {
      // The rows are checked for NUL one by one, giving that row an error (register-import-rows).
      config: { access: 'admin', nulCheckedPerRow: true },
      handlerTimeout: transferDeadline(config),
      schema: {
        tags,
        summary: 'Importar centros: vista previa (cuerpo: el CSV o XLSX tal cual; no escribe)',
        response: { 200: centreImportPreviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const deadline = transferSignal(reply, config);
      const preview = await previewImport(db, await uploadOf(request), deadline);
      summarise(request, preview.counts);
      return { data: preview };
    },
  );

  app.post(
    '/v2/centros/import',
    {
      config: { access: 'admin', nulCheckedPerRow: true },
      handlerTimeout: transferDeadline(config),
      schema: {
        tags,
        summary:
          'Importar centros: crea o actualiza por código, todo o nada (201 si creó alguno, si no 200)',
        response: {
          200: centreImportResultResponseSchema,
          201: centreImportResultResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const deadline = transferSignal(reply, config);
      const upload = await uploadOf(request);
      const result = await commitImport(db, upload, request.user?.id ?? null, deadline);
      summarise(request, result);
      // 201 only when a centre was created (docs/decisions.md), as for the mass user upload.
      return reply.code(result.created > 0 ? 201 : 200).send({ data: result });
    },
  );
};
