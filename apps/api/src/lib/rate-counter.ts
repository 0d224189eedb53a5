import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { loginThrottle, rateLimitHits } from '../db/schema/index';

export interface CounterHit {
  /** Hits of this key in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends and the count starts again. */
  ttlMs: number;
}

/**
 * Counts one hit of `key` in a fixed window of `windowMs` and returns the count so far. One
 * upsert on `rate_limit_hits`, so every instance on the database shares the count and two
 * concurrent hits are both counted (the row lock orders them).
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<CounterHit> {
  const [row] = await queryRows<{ hits: number; ttl_ms: number }>(
    db,
    sql`INSERT INTO ${rateLimitHits} AS h (key, hits, window_ends)
        VALUES (${key}, 1, now() + ${windowMs}::integer * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN h.window_ends <= now() THEN 1 ELSE h.hits + 1 END,
          window_ends = CASE WHEN h.window_ends <= now() THEN excluded.window_ends
                        ELSE h.window_ends END
        RETURNING hits, ceil(extract(epoch FROM window_ends - now()) * 1000)::integer AS ttl_ms`,
  );
  if (!row) throw new Error('rate counter upsert returned no row');
  return { hits: Number(row.hits), ttlMs: Number(row.ttl_ms) };
}

/** Deletes counters whose window is over; every instance may run it, the work is idempotent. */
export async function pruneExpiredCounters(db: Database): Promise<void> {
  await db.execute(sql`DELETE FROM ${rateLimitHits} WHERE window_ends <= now()`);
  await db.execute(
    sql`DELETE FROM ${loginThrottle}
        WHERE window_ends <= now() AND (known_until IS NULL OR known_until <= now())`,
  );
}
