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
    // Sent per request, only over HTTPS (strictTransportSecurity below): on plain HTTP the
    // header is meaningless, and a demo on a LAN address must not pin browsers to HTTPS.
    strictTransportSecurity: false,
  })(response.req, response, (error) => {
    if (error) throw error;
  });
  return response.getHeaders();
}

/** HSTS for a request that came over HTTPS (itself, or through a trusted proxy's X-Forwarded-Proto). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const READS = new Set(['GET', 'HEAD']);

/**
 * What caches may keep of a reply whose handler said nothing. A signed-in call's reply carries
 * the caller's data (people, a centre's answers): `private, no-store`, so neither a shared cache
 * nor the browser's disk keeps it. A public call that is no read (a sign-in with its token, a
 * set-password link, a forgotten password): `no-store`. Public reads (health, languages, files
 * with their own policy) are left as they are; a handler that sets its own (the stored lists'
 * `private, no-cache` with an ETag, downloads' `no-store`) keeps it.
 */
export function defaultCacheControl(access: string | undefined, method: string): string | null {
  if (access !== undefined && access !== 'public') return 'private, no-store';
  return READS.has(method) ? null : 'no-store';
}

/**
 * Security headers on every response, and the rate limiter that routes opt into, counting in
 * the database so that every instance shares the limits.
 */
const securityPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const headers = securityHeaders();
  // onRequest, so that every answer has them: errors, 404s and files included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https')
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) {
      const policy = defaultCacheControl(request.routeOptions.config.access, request.method);
      if (policy) reply.header('cache-control', policy);
    }
    done(null, payload);
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
