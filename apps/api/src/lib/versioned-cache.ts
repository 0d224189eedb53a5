import { sql, type Query, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client';
import { queryCompiledRows } from '../db/prepared';
import { StatementShapes } from '../db/statement-shapes';
import { dataChangeLog, dataVersions, settings } from '../db/schema/index';
import { ACTIVE_PERIOD_SETTING } from '../db/setting-keys';
import { LOCK_KEYS } from '../db/locks';

/** The data channels of migration 0004, each bumped when a commit changes what it covers. */
export type DataChannel = 'users' | 'centros' | 'evaluation_status' | 'sent_emails' | 'reference';

/**
 * The rows of evaluations and their keys of one period (`active`: the active one when read), or
 * of its centres of one community (migration 0021): what Seguimiento shows beyond `centros` and
 * `reference`. An answer changes the two scopes of its evaluation and no other, so pages of other
 * periods and communities stay stored (docs/performance.md).
 */
export type EvaluationRowsChannel =
  `evaluation_rows@${number | 'active'}` | `evaluation_rows@${number | 'active'}/${number}`;

/**
 * The improvement plans' actions of one period, or of its centres of one community (migration
 * 0027): what a Seguimiento page filtered by plan reads, since a plan change moves rows in or out.
 */
export type PlanRowsChannel =
  `plan_rows@${number | 'active'}` | `plan_rows@${number | 'active'}/${number}`;

/** Anything whose version a cached value can be stored under. */
export type ChannelName = DataChannel | EvaluationRowsChannel | PlanRowsChannel;

/** The scope of `period`'s evaluation rows, or of those of its centres in `community`. */
export function evaluationRowsChannel(
  period: number | 'active',
  community?: number,
): EvaluationRowsChannel {
  return community === undefined
    ? `evaluation_rows@${period}`
    : `evaluation_rows@${period}/${community}`;
}

/** The scope of `period`'s plan actions, or of those of its centres in `community`. */
export function planRowsChannel(period: number | 'active', community?: number): PlanRowsChannel {
  return community === undefined ? `plan_rows@${period}` : `plan_rows@${period}/${community}`;
}

/** Entries kept per process; a filter combination is one entry, so this bounds memory. */
const MAX_ENTRIES = 2_000;
/** Unfolded log rows of a channel above which a reader folds them into its counter. */
const FOLD_AT = 200;
/**
 * Results of expensive aggregate queries (national dashboard figures, list totals), remembered
 * per application (plugins/versioned-cache.ts) under the current versions of the data channels they read. Each lookup costs one
 * indexed read of `data_versions` and `data_change_log`; a committed change anywhere (any
 * instance, any code path, since triggers log the channels) changes the key, so a cached value
 * is never older than the last commit a reader could see.
 *
 * Why this is safe without a transaction: the versions are read before the value is computed,
 * so a commit landing in between makes the cache hold newer data under the older key, which the
 * next reader — who sees the newer version — simply skips.
 */
export class VersionedCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  private folding: Promise<unknown> | null = null;
  private closed = false;
  /** Lookups answered from memory and computed, since start (read by plugins/metrics.ts). */
  hits = 0;
  misses = 0;

  /**
   * `database`: the application's handle (never a transaction), read for the versions and
   * where the change log is folded when it grows. One cache per handle: two apps on two
   * databases (tests, tools) can have equal version numbers for different data.
   */
  constructor(
    private readonly database: Database,
    /** false (`DATA_CACHE=false`): every lookup computes, as on a miss (the benchmark's cold path). */
    private readonly options: { remember: boolean } = { remember: true },
  ) {}

  /** `compute()`, or its result remembered for the current versions of `channels`. */
  async get<T>(
    channels: readonly ChannelName[],
    key: string,
    compute: () => Promise<T>,
  ): Promise<T> {
    if (!this.options.remember) {
      this.misses += 1;
      return compute();
    }
    const fullKey = `${key}\u0000${await this.stamp(channels)}`;
    const cached = this.entries.get(fullKey);
    if (cached) {
      this.hits += 1;
      // Refresh its place: the Map's insertion order is the eviction order.
      this.entries.delete(fullKey);
      this.entries.set(fullKey, cached);
      return cached as Promise<T>;
    }
    this.misses += 1;
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

  /**
   * The committed versions of `channels` as one text (`users:12,centros:40`), read now in one
   * statement; it changes exactly when a commit changes one of them (or when the active period
   * a channel names changes). Also what keys the stored responses of lib/response-bytes-cache.ts.
   */
  async stamp(channels: readonly ChannelName[]): Promise<string> {
    const { stamp } = await this.readVersions(channels);
    return stamp;
  }

  /**
   * `stamp(channels)` and the text `also` selects, in one statement (one round trip, one
   * snapshot): what a stored Seguimiento page reads on each request, its rows' versions beside
   * the channels' (ResponseBytesCache.sendCheckingRows).
   */
  async stampWith(channels: readonly ChannelName[], also: ReadBeside): Promise<[string, string]> {
    const { stamp, beside } = await this.readVersions(channels, also);
    return [stamp, beside ?? ''];
  }

  private async readVersions(
    channels: readonly ChannelName[],
    also?: ReadBeside,
  ): Promise<{ stamp: string; beside: string | undefined }> {
    const versions = await channelVersions(this.database, channels, also);
    if (versions.some((v) => v.pending > FOLD_AT)) this.foldInBackground();
    return {
      stamp: versions.map((v) => `${v.channel}:${v.version}`).join(','),
      beside: versions[0]?.beside,
    };
  }

  /** Forgets every entry and waits for a fold in flight, so the database can close after. */
  async close(): Promise<void> {
    this.closed = true;
    this.entries.clear();
    await this.folding;
  }

  /** One fold at a time per process; a failure only leaves the rows for the next reader. */
  private foldInBackground(): void {
    if (this.folding || this.closed) return;
    this.folding = foldDataChanges(this.database)
      .catch(() => undefined)
      .finally(() => (this.folding = null));
  }
}

export interface ChannelVersion {
  /** The channel as read: a scope of the active period names the period's id. */
  channel: string;
  /** Committed changes of the channel: its counter plus its unfolded log rows, as text. */
  version: string;
  /** Its rows in data_change_log not yet folded into the counter. */
  pending: number;
  /** What `ReadBeside` selected, when one was given (the same on every row). */
  beside?: string;
}

/**
 * A text read in the versions' own statement: `build()` selects one text (a scalar subquery),
 * its values written as placeholders named in `values`, so each shape is compiled once.
 */
export interface ReadBeside {
  shape: string;
  build: () => SQL;
  values: Record<string, unknown>;
}

/**
 * The channels' versions, read in one statement (one snapshot): a fold moving rows from the
 * log into the counter cannot make a reader see a version go back or skip. With `also`, its text
 * is read in the same statement.
 */
export async function channelVersions(
  db: Executor,
  channels: readonly ChannelName[],
  also?: ReadBeside,
): Promise<ChannelVersion[]> {
  // No channels, nothing to read; but a text read beside needs a row to come back on.
  if (channels.length === 0 && !also) return [];
  if (channels.length === 0) throw new Error('a text read beside the versions needs a channel');
  const rows = await queryCompiledRows<{
    name: string;
    version: string;
    pending: number;
    beside?: string;
  }>(db, versionsStatement(channels, also));
  return rows.map((row) => ({
    channel: row.name,
    version: row.version,
    pending: Number(row.pending),
    ...(also ? { beside: row.beside ?? '' } : {}),
  }));
}

/** The versions statements: one per number of channels and shape read beside (a handful). */
const versionStatements = new StatementShapes(50);

/**
 * Read on every request that serves a cached figure or a stored response: compiled once per
 * number of channels, so a request does not build its text again (a Seguimiento page names one
 * scope per community of its filter, so the names themselves vary); named, each connection
 * plans it once. `@active` in a name becomes the active period's id, read in the same snapshot.
 * `also` is an uncorrelated scalar subquery: PostgreSQL runs it once, not per channel.
 */
function versionsStatement(channels: readonly ChannelName[], also?: ReadBeside): Query {
  const values: Record<string, unknown> = { activeSetting: ACTIVE_PERIOD_SETTING };
  channels.forEach((channel, index) => (values[`channel${index}`] = channel));
  Object.assign(values, also?.values);
  return versionStatements.fill(
    `versions/${channels.length}/${also?.shape ?? ''}`,
    () => sql`
    select c.name, (coalesce(v.version, 0) + l.pending)::text as version, l.pending${
      also ? sql`, (${also.build()}) as beside` : sql``
    }
    from unnest(array[${sql.join(
      channels.map((_, index) => sql.placeholder(`channel${index}`)),
      sql`, `,
    )}]::text[]) with ordinality as asked(name, position)
    cross join lateral (
      select replace(asked.name, '@active', '@' || coalesce((
        select s.value ->> 'id' from ${settings} s where s.key = ${sql.placeholder('activeSetting')}
      ), '0')) as name
    ) c
    left join ${dataVersions} v on v.name = c.name
    cross join lateral (
      select count(*)::int as pending from ${dataChangeLog} where channel = c.name
    ) l
    order by asked.position`,
    values,
  );
}

/**
 * Moves the change log's rows into the counters, in one transaction: a reader sees the rows or
 * the raised counters, never both nor neither, so versions keep their values. Instances fold
 * one at a time (a try-lock: another one folding is simply left to it). Writers only append,
 * so they never wait for a fold. Returns whether this call folded.
 */
export async function foldDataChanges(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${LOCK_KEYS.cacheFold}) as locked`,
    );
    if (!lock?.locked) return false;
    await tx.execute(sql`
      with folded as (delete from ${dataChangeLog} returning channel),
      counts as (select channel, count(*)::bigint as n from folded group by channel)
      insert into ${dataVersions} (name, version) select channel, n from counts
      on conflict (name) do update set version = ${dataVersions.version} + excluded.version`);
    return true;
  });
}

/** A stable text key of a filter object: the same fields in any order give the same key. */
export function filterKey(prefix: string, value: unknown): string {
  return `${prefix}:${JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )}`;
}
