import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import { AppError } from '../lib/errors';
import type { DatabaseHandle } from '../db/client';
import { campaignProgress, outboxState } from '../lib/outbox-state';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry when metrics are on (METRICS_TOKEN or METRICS_PORT), else null. */
    metrics: { registry: Registry; port(): number | null } | null;
  }
}

/** Request duration buckets, in seconds: from a cached read to a national export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];

/**
 * Routes whose duration is an import or an export (the whole upload or download, since
 * onResponse fires when the last byte is sent). By route pattern, never the URL.
 */
const TRANSFER_ROUTES: Record<string, 'import' | 'export'> = {
  'POST /v1/auth/massive': 'import',
  'POST /v2/centros/import': 'import',
  'POST /v11/resources/upload': 'import',
  'GET /v1/users/export': 'export',
  'GET /v1/users/:id/personal-data': 'export',
  'POST /v2/centros/bulk/export': 'export',
  'GET /v2/centers/download-centers': 'export',
  'GET /v15/centros/download-info': 'export',
  'GET /v15/reports/excel-results': 'export',
  'GET /v15/reports/answers': 'export',
  'GET /v3/keys/results-report/download': 'export',
};

/** Constant-time comparison of a presented bearer token with the configured one. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = header?.startsWith('Bearer ') ? header.slice(7) : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * Prometheus metrics (docs/operations.md, "Metrics"). Off unless METRICS_TOKEN
 * (GET /metrics on the main port, bearer token required) or METRICS_PORT (a listener of its
 * own, for a network only the scraper reaches) is set. Labels carry route patterns, methods,
 * statuses and campaign ids: never a URL, a name or an e-mail.
 */
const metricsPlugin: FastifyPluginAsync<{ handle: DatabaseHandle; config: Config }> = async (
  app,
  { handle, config },
) => {
  const token = config.METRICS_TOKEN;
  if (token === undefined && config.METRICS_PORT === undefined) {
    app.decorate('metrics', null);
    return;
  }
  const registry = new Registry();
  // Process memory, CPU, handles, GC and event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its last byte',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const transfers = new Histogram({
    name: 'eval_transfer_duration_seconds',
    help: 'Duration of imports and exports (uploads and downloads), by kind and route',
    labelNames: ['kind', 'route'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // The pattern ('/v1/user/:id'); a URL that matched no route counts as one series.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    const seconds = reply.elapsedTime / 1000;
    requests.inc(labels);
    durations.observe(labels, seconds);
    const kind = TRANSFER_ROUTES[`${request.method} ${route}`];
    if (kind && reply.statusCode < 400) transfers.observe({ kind, route }, seconds);
  });

  const pool = handle.pool;
  new Gauge({
    name: 'eval_db_pool_connections',
    help: 'PostgreSQL pool connections: max, open, idle, in use; waiting = callers queued',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!pool) return;
      const counts = pool.counts();
      this.set({ state: 'max' }, pool.max);
      this.set({ state: 'open' }, counts.total);
      this.set({ state: 'idle' }, counts.idle);
      this.set({ state: 'in_use' }, counts.total - counts.idle);
      this.set({ state: 'waiting' }, counts.waiting);
    },
  });
  const waits = new Histogram({
    name: 'eval_db_pool_wait_seconds',
    help: 'Time a query waited for a free pooled connection (PostgreSQL)',
    buckets: WAIT_BUCKETS,
    registers: [registry],
  });
  pool?.onWait((seconds) => waits.observe(seconds));

  const cache = app.versionedCache;
  new Counter({
    name: 'eval_cache_lookups_total',
    help: 'Versioned cache lookups (aggregates, list totals) by result',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, cache.hits);
      this.inc({ result: 'miss' }, cache.misses);
    },
  });

  const responses = app.responseCache;
  new Counter({
    name: 'eval_response_cache_requests_total',
    help: 'Requests of the lists kept as bytes (lib/response-bytes-cache.ts) by result',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, responses.hits);
      this.inc({ result: 'miss' }, responses.misses);
      this.inc({ result: 'not_modified' }, responses.notModified);
    },
  });
  new Gauge({
    name: 'eval_response_cache_bytes',
    help: 'Bytes held by the lists kept as bytes, bounded by RESPONSE_CACHE_MB',
    registers: [registry],
    collect() {
      this.set(responses.size);
    },
  });

  const db = handle.db;
  // One outbox read per scrape feeds the three gauges: a scrape starts their collects together,
  // so they share the read in flight, and the next scrape reads again.
  let outbox: ReturnType<typeof outboxState> | null = null;
  const outboxOnce = () =>
    (outbox ??= outboxState(db).finally(() => {
      outbox = null;
    }));
  new Gauge({
    name: 'eval_outbox_pending_messages',
    help: 'E-mails not yet sent that will be attempted',
    registers: [registry],
    async collect() {
      this.set((await outboxOnce()).pending);
    },
  });
  new Gauge({
    name: 'eval_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail still to be sent (0 when none)',
    registers: [registry],
    async collect() {
      this.set((await outboxOnce()).oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'eval_outbox_overdue_seconds',
    help: 'How long the most overdue e-mail has waited past its due time (0 when none)',
    registers: [registry],
    async collect() {
      this.set((await outboxOnce()).overdueSeconds);
    },
  });
  new Gauge({
    name: 'eval_campaign_messages',
    help: 'Messages of recent or scheduled campaigns by outcome (sent, pending, failed)',
    labelNames: ['campaign_id', 'outcome'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await campaignProgress(db)) {
        const campaign_id = String(row.campaign_id);
        this.set({ campaign_id, outcome: 'sent' }, row.sent);
        this.set({ campaign_id, outcome: 'pending' }, row.pending);
        this.set({ campaign_id, outcome: 'failed' }, row.failed);
      }
    },
  });

  if (token !== undefined) {
    app.get(
      '/metrics',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        if (!tokenMatches(request.headers.authorization, token))
          throw new AppError('UNAUTHORIZED', 'Token de métricas no válido');
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  }

  let server: Server | null = null;
  if (config.METRICS_PORT !== undefined) {
    const metricsServer = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/metrics') return void response.writeHead(404).end();
      if (token !== undefined && !tokenMatches(request.headers.authorization, token))
        return void response.writeHead(401).end();
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    server = metricsServer;
    const port = config.METRICS_PORT;
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        metricsServer.once('error', reject);
        metricsServer.listen(port, config.HOST, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      if (metricsServer.listening)
        await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
    });
  }
  app.decorate('metrics', {
    registry,
    port: () => {
      const address = server?.address();
      return address && typeof address === 'object' ? address.port : null;
    },
  });
};

export default fp(metricsPlugin, {
  name: 'metrics',
  fastify: '5.x',
  dependencies: ['versioned-cache'],
});
