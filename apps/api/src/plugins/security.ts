import helmet from '@fastify/helmet';
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
  frameSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * Security headers on every response, and the rate limiter that routes opt into, counting in
 * the database so that every instance shares the limits.
 */
const securityPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Same intent as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
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
