import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client';
import { countHit } from '../lib/rate-counter';

/** The route a limiter belongs to, as @fastify/rate-limit passes it to `child()`. */
function routeName(routeOptions: object): string {
  const info = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  const method = Array.isArray(info?.method) ? info.method.join(',') : String(info?.method ?? '');
  return `${method} ${String(info?.url ?? '')}`;
}

/**
 * A @fastify/rate-limit store that keeps its counters in PostgreSQL (`rate_limit_hits`), so
 * every instance behind the balancer counts against the same limit. Each limited request costs
 * one upsert (lib/rate-counter.ts). The plugin builds the store with `new Store(options)` and
 * one child per route; the child's keys carry the route, as the plugin's Redis store does.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: object, prefix = 'global|') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions, `${routeName(routeOptions)}|`);
    }
  };
}
