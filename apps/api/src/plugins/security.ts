import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { pruneExpiredCounters } from '../lib/rate-counter';
import { databaseRateLimitStore } from './rate-limit-store';

/** How often each instance deletes expired counters (rate limits, sign-in attempts). */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Content-Security-Policy of every response. Scripts only from our origin (no inline script,
 * no eval), so an injected `<script>` cannot run. Inline styles stay allowed because MUI/emotion
 * inserts style tags at runtime. Swagger UI at /docs loads only same-origin scripts and works
 * under the same policy (its validator badge, an external image, is switched off in docs.ts).
 * No `upgrade-insecure-requests`: the embedded demo is served over plain HTTP on a LAN address.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The centre app's service worker (/centro/sw.js) and web app manifest: our origin only.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * Helmet's headers for our policy, worked out once. They are the same on every response (no CSP
 * nonces), while @fastify/helmet rebuilt helmet's middleware, parsing the CSP again, on each
 * request (1.5–3.8 % of the server's CPU on a cache hit, docs/performance.md). Helmet is run
 * once on a detached response and the headers it set are kept.
 */
export function securityHeaders(): OutgoingHttpHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Same intent as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  })(response.req, response, (error) => {
    if (error) throw error;
  });
  return response.getHeaders();
}

/**
 * Security headers on every response, and the rate limiter that routes opt into, counting in
 * the database so that every instance shares the limits.
 */
const securityPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const headers = securityHeaders();
  // onRequest, so that every answer has them: errors, 404s and files included.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // Opt-in per route (`config.rateLimit`), keyed by the client address as TRUST_PROXY defines
  // it. The counters live in PostgreSQL: behind a balancer, a client spreading its requests over
  // the instances still meets one limit.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', COMMON_MESSAGES.tooManyRequests),
  });

  const prune = () => {
    pruneExpiredCounters(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'no se pudieron borrar los contadores caducados'),
    );
  };
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

export default fp(securityPlugin, { name: 'security', fastify: '5.x' });
