import { readFile } from 'node:fs/promises';
import { COMMON_MESSAGES, type ApiError } from '@eval/contracts/common';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toErrorReply } from './error-replies';

export interface ErrorHandlerOptions {
  /** index.html of the web build; when set, unknown page paths answer with it (SPA fallback). */
  spaIndexFile?: string;
  /** index.html of the centre app's build: the fallback of page paths under /centro. */
  centreIndexFile?: string;
}

/** The centre app's paths: `/centro` and everything under `/centro/`. */
const CENTRE_APP_PATH = /^\/centro(?:\/|$)/;

/** Paths that belong to the API (and its docs): never answered with the web app's page. */
const API_PATH = /^\/(?:v\d+(?:\/|$)|health|docs)/;
/** A last path segment with an extension names a file (a missing chunk), not a client route. */
const FILE_PATH = /\/[^/]*\.[^/]*$/;

const routeNotFound: ApiError = {
  error: { code: 'NOT_FOUND', message: COMMON_MESSAGES.routeNotFound },
};

const pathOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? '/';

function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  return !API_PATH.test(path) && !FILE_PATH.test(path);
}

async function sendSpaPage(reply: FastifyReply, indexFile: string): Promise<FastifyReply> {
  // Read on each miss: the file is small and this keeps a rebuilt web app current.
  const html = await readFile(indexFile);
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

/**
 * The one place where failures become responses `{ error: { code, message, details? } }`.
 * Registered with fastify-plugin so it applies to every route, including plugins' routes.
 */
const errorHandlerPlugin: FastifyPluginAsync<ErrorHandlerOptions> = async (app, options) => {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body, retryAfter } = toErrorReply(error);
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: body.error.code, statusCode }, body.error.message);
    }
    return reply.code(statusCode).send(body);
  });

  const { spaIndexFile, centreIndexFile } = options;
  // An unknown path is a 404 whatever its body: answer before the body is read and parsed.
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 && request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(routeNotFound);
    }
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (centreIndexFile && wantsSpaPage(request) && CENTRE_APP_PATH.test(pathOf(request)))
      return sendSpaPage(reply, centreIndexFile);
    if (spaIndexFile && wantsSpaPage(request)) return sendSpaPage(reply, spaIndexFile);
    return reply.code(404).send(routeNotFound);
  });
};

export default fp(errorHandlerPlugin, { name: 'error-handler', fastify: '5.x' });
