import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

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

/** Security headers on every response, and the rate limiter that routes opt into. */
const securityPlugin: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Same intent as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  });

  // Opt-in per route (`config.rateLimit`). The store is in this process's memory: with several
  // instances each counts on its own, which still bounds guessing per instance.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', COMMON_MESSAGES.tooManyRequests),
  });
};

export default fp(securityPlugin, { name: 'security', fastify: '5.x' });
