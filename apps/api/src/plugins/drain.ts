import { COMMON_MESSAGES } from '@eval/contracts/common';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance is leaving the balancer (main.ts, on SIGTERM). */
    readonly lifecycle: Lifecycle;
  }
}

/** The instance's place in the balancer: serving, or draining before it stops. */
export class Lifecycle {
  private drainStarted = false;

  get draining(): boolean {
    return this.drainStarted;
  }

  /** From now on the instance reports itself unready and sends retryable requests elsewhere. */
  startDraining(): void {
    this.drainStarted = true;
  }
}

/**
 * Methods a balancer may send to another instance after a 503: nginx retries every method but
 * POST, PATCH and LOCK on `proxy_next_upstream http_503` (deploy/nginx-proxy.conf).
 */
const RETRYABLE = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** The probes keep answering while draining: /health is liveness, /health/ready says 503. */
const PROBES = new Set(['/health', '/health/ready']);

/**
 * Draining (docs/operations.md, "Deployment"). nginx has only passive checks: it learns that
 * an instance is leaving from a failed request. So while draining, a request nginx can retry
 * is answered 503 before anything runs, and nginx sends it to another instance and stops
 * choosing this one for `fail_timeout`; a POST or PATCH, which nginx would not retry, is served
 * as usual. After the drain period main.ts stops listening and finishes what is in flight.
 */
async function drainPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('lifecycle', new Lifecycle());
  app.addHook('onRequest', async (request, reply) => {
    if (!app.lifecycle.draining || !RETRYABLE.has(request.method)) return;
    if (PROBES.has(request.url.split('?', 1)[0] ?? '')) return;
    reply.header('connection', 'close').header('retry-after', '1');
    throw new AppError('UNAVAILABLE', COMMON_MESSAGES.unavailable);
  });
}

export default fp(drainPlugin, { name: 'drain', fastify: '5.x' });
