import { Readable } from 'node:stream';
import { centreCalls } from '@eval/contracts/calls/centres';
import {
  CENTRE_IMPORT_CSV_TYPE,
  CENTRE_IMPORT_MESSAGES as M,
  CENTRE_IMPORT_XLSX_TYPE,
} from '@eval/contracts/centre-import';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { transferDeadline, transferSignal } from '../../lib/transfer-deadline';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { commitImport, previewImport } from './register-import';
import { receiveRegister, type RegisterUpload } from './register-import-parse';

/**
 * The whole file, received and checked (receiveRegister) before the import touches the
 * database; anything but CSV or XLSX is refused before it is read.
 */
function uploadOf(request: FastifyRequest): Promise<RegisterUpload> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== CENTRE_IMPORT_CSV_TYPE && type !== CENTRE_IMPORT_XLSX_TYPE)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.badType);
  // The content-type parsers of the module hand the body over as the stream it is; a body
  // without one has no file to read.
  const { body } = request;
  if (!(body instanceof Readable)) throw new AppError('BAD_REQUEST', M.emptyFile);
  return receiveRegister(body, type);
}

/**
 * Import of the centre register. The file is the raw request body (`text/csv` or
 * the XLSX type), read as it arrives: no base64 in JSON (a third larger, and held whole in
 * memory) and no multipart. Both calls read the same file: the preview writes nothing, the
 * commit checks every row again and writes all or nothing (docs/centres.md). Declared in
 * contracts/calls/centres.ts.
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

  app.route({
    // The rows are checked for NUL one by one, giving that row an error (register-import-rows).
    ...routeOf(centreCalls.importPreview, { nulCheckedPerRow: true }),
    handlerTimeout: transferDeadline(config),
    handler: async (request, reply) => {
      const deadline = transferSignal(reply, config);
      const preview = await previewImport(
        db,
        await uploadOf(request),
        deadline,
        request.user.scope,
      );
      summarise(request, preview.counts);
      return { data: preview };
    },
  });

  app.route({
    ...routeOf(centreCalls.import, { nulCheckedPerRow: true }),
    handlerTimeout: transferDeadline(config),
    handler: async (request, reply) => {
      const deadline = transferSignal(reply, config);
      const upload = await uploadOf(request);
      const actor = { userId: request.user.id, scope: request.user.scope };
      const result = await commitImport(db, upload, actor, deadline);
      summarise(request, result);
      // 201 only when a centre was created (docs/decisions.md), as for the mass user upload.
      return reply.code(result.created > 0 ? 201 : 200).send({ data: result });
    },
  });
};
