import { inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { dataVersions } from '../db/schema/index';

/** The data channels of migration 0004, each bumped when a commit changes what it covers. */
export type DataChannel = 'users' | 'centros' | 'evaluation_status' | 'sent_emails' | 'reference';

/** Entries kept per process; a filter combination is one entry, so this bounds memory. */
const MAX_ENTRIES = 2_000;

/**
 * Results of expensive aggregate queries (national dashboard figures, list totals), remembered
 * per process under the current versions of the data channels they read. Each lookup costs one
 * indexed read of `data_versions`; a committed change anywhere (any instance, any code path,
 * since triggers bump the channels) changes the key, so a cached value is never older than the
 * last commit a reader could see.
 *
 * Why this is safe without a transaction: the versions are read before the value is computed,
 * so a commit landing in between makes the cache hold newer data under the older key, which the
 * next reader — who sees the newer version — simply skips.
 */
export class VersionedCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  /** The cached value of `key` for the channels' current versions, computing it at most once. */
  async get<T>(
    db: Executor,
    channels: readonly DataChannel[],
    key: string,
    compute: () => Promise<T>,
  ): Promise<T> {
    const stamp = await versionStamp(db, channels);
    const fullKey = `${key}\u0000${stamp}`;
    const cached = this.entries.get(fullKey);
    if (cached) {
      // Refresh its place: the Map's insertion order is the eviction order.
      this.entries.delete(fullKey);
      this.entries.set(fullKey, cached);
      return cached as Promise<T>;
    }
    // The promise itself is stored, so concurrent misses share one computation.
    const pending = compute();
    this.entries.set(fullKey, pending);
    pending.catch(() => this.entries.delete(fullKey));
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return pending;
  }
}

async function versionStamp(db: Executor, channels: readonly DataChannel[]): Promise<string> {
  const rows = await db
    .select({ name: dataVersions.name, version: dataVersions.version })
    .from(dataVersions)
    .where(inArray(dataVersions.name, [...channels]));
  const byName = new Map(rows.map((row) => [row.name, row.version]));
  return channels.map((channel) => `${channel}:${byName.get(channel) ?? 0}`).join(',');
}

/** A stable text key of a filter object: the same fields in any order give the same key. */
export function filterKey(prefix: string, value: unknown): string {
  return `${prefix}:${JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )}`;
}

const caches = new WeakMap<Database, VersionedCache>();

/**
 * The cache of one database handle. Scoped to the handle, not the process: two apps on two
 * databases (tests, tools) can have equal version numbers for different data.
 */
export function cacheOf(db: Database): VersionedCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new VersionedCache();
    caches.set(db, cache);
  }
  return cache;
}

/** `compute()`, or its result remembered for the current versions of `channels` (see above). */
export function cachedQuery<T>(
  db: Database,
  channels: readonly DataChannel[],
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return cacheOf(db).get(db, channels, key, compute);
}
