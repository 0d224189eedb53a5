import { idParamsSchema } from '@eval/contracts/catalogue';
import { apiErrorSchema } from '@eval/contracts/common';
import {
  deletedResponseSchema,
  documentoCreateSchema,
  documentoResponseSchema,
  documentosResponseSchema,
  UPLOAD_BODY_LIMIT,
  uploadBodySchema,
  uploadResponseSchema,
} from '@eval/contracts/content';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { attachment } from '../../lib/file-reply';
import { transferDeadline } from '../../lib/transfer-deadline';
import type { AppModule } from '../../http/module';
import { adminRoutes } from '../../http/admin-routes';
import { readFile, storeFile } from './files-repository';
import {
  createDocumento,
  deleteDocumento,
  documentoFileId,
  listDocumentos,
} from './toolkits-documents';

const admin = { access: 'admin' } as const;
/** What a route taking an upload can refuse: also too large (413) and of a refused type (415). */
export const uploadErrors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};
const tags = ['content'];
const route = adminRoutes(tags, uploadErrors);

/**
 * An upload route's options take the larger body limit (a 10 MB file as base64 JSON) and the
 * deadline of transfers (TRANSFER_TIMEOUT, issue 24).
 */
export const withUploadLimit = <O extends object>(config: Config, options: O) => ({
  ...options,
  bodyLimit: UPLOAD_BODY_LIMIT,
  handlerTimeout: transferDeadline(config),
});

/** A download by id: no response schema, the reply is the file (sendFile). */
const download = (config: Config, summary: string) => ({
  config: admin,
  handlerTimeout: transferDeadline(config),
  schema: { tags, summary, params: idParamsSchema },
});

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
  app.post(
    '/v11/resources/upload',
    withUploadLimit(
      config,
      route.created(
        'Sube un fichero (PDF, imagen o documento de oficina, hasta 10 MB)',
        { body: uploadBodySchema },
        uploadResponseSchema,
      ),
    ),
    async (request, reply) =>
      reply.code(201).send({ data: await storeFile(db, request.body, request.user.id) }),
  );
  app.get(
    '/v11/files/:id',
    download(config, 'Descarga un fichero subido'),
    async (request, reply) => sendFile(db, reply, request.params.id),
  );

  app.get('/v1/documentos', route.list('Documentos', documentosResponseSchema), async () => ({
    data: await listDocumentos(db),
  }));
  app.post(
    '/v1/documentos',
    withUploadLimit(
      config,
      route.created('Sube un documento', { body: documentoCreateSchema }, documentoResponseSchema),
    ),
    async (request, reply) =>
      reply.code(201).send({
        data: await createDocumento(db, request.body, request.user.id),
      }),
  );
  app.get(
    '/v1/documentos/:id/download',
    download(config, 'Descarga un documento'),
    async (request, reply) => sendFile(db, reply, await documentoFileId(db, request.params.id)),
  );
  app.delete(
    '/v1/documentos/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Elimina un documento',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await deleteDocumento(db, request.params.id, request.audit) }),
  );
};
