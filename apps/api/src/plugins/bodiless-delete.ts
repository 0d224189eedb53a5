import type { FastifyInstance } from 'fastify';

/**
 * The client sends `Content-Type: application/json` on every call (spec §7), DELETE included,
 * with no body; fastify would refuse that as an empty JSON body. For a DELETE that carries no
 * body the header is dropped before parsing, in this module's routes only.
 */
export function allowBodilessDelete(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'DELETE') return;
    const length = request.headers['content-length'];
    if (
      request.headers['transfer-encoding'] === undefined &&
      (length === undefined || length === '0')
    ) {
      delete request.headers['content-type'];
    }
  });
}
