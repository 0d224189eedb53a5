import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { REQUEST_ID_HEADER } from '../lib/request-id';

/**
 * Returns the request's id (lib/request-id.ts, the `reqId` of every log line of the request)
 * as `X-Request-Id` on every answer, errors included, so a user's report or the balancer's log
 * leads to the server's lines.
 */
const requestIdPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
};

export default fp(requestIdPlugin, { name: 'request-id', fastify: '5.x' });
