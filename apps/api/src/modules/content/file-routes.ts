import { contentCalls } from '@eval/contracts/calls/content';
import { UPLOAD_BODY_LIMIT } from '@eval/contracts/content';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { attachment } from '../../lib/file-reply';
import { transferDeadline } from '../../lib/transfer-deadline';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { storeFile } from './files-repository';
import { readFile } from './stored-files';
import {
  createDocumento,
  deleteDocumento,
  documentoFileId,
  listDocumentos,
} from './toolkits-documents';

/**
 * An upload route's options take the larger body limit (a 10 MB file as base64 JSON) and the
 * deadline of transfers (TRANSFER_TIMEOUT).
 */
export const uploadLimits = (config: Config) => ({
  bodyLimit: UPLOAD_BODY_LIMIT,
  handlerTimeout: transferDeadline(config),
});

/** A download by id answers the file (sendFile) within the deadline of transfers. */
const downloadLimits = (config: Config) => ({ handlerTimeout: transferDeadline(config) });

/**
 * Sends a stored file as a download: never rendered by the browser (attachment, nosniff), so
 * an uploaded file cannot run as a page of this origin.
 */
async function sendFile(db: Database, reply: FastifyReply, id: number) {
  const file = await readFile(db, id);
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', attachment(file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

/** Uploaded files and documentos (spec §7): upload, list, download, delete. */
export const contentFileRoutes: AppModule = async (app, { db, config }) => {
  app.route({
    ...routeOf(contentCalls.upload),
    ...uploadLimits(config),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await storeFile(db, request.body, request.user.id) }),
  });
  app.route({
    ...routeOf(contentCalls.file),
    ...downloadLimits(config),
    handler: async (request, reply) => sendFile(db, reply, request.params.id),
  });

  app.route({
    ...routeOf(contentCalls.documentos),
    handler: async () => ({ data: await listDocumentos(db) }),
  });
  app.route({
    ...routeOf(contentCalls.createDocumento),
    ...uploadLimits(config),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createDocumento(db, request.body, request.user.id) }),
  });
  app.route({
    ...routeOf(contentCalls.downloadDocumento),
    ...downloadLimits(config),
    handler: async (request, reply) =>
      sendFile(db, reply, await documentoFileId(db, request.params.id)),
  });
  app.route({
    ...routeOf(contentCalls.deleteDocumento),
    handler: async (request) => ({
      data: await deleteDocumento(db, request.params.id, request.audit),
    }),
  });
};
