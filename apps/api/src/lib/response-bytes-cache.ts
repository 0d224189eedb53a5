import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { scopeKey, type AdminScope } from './scope';
import type { ChannelName, ReadBeside, VersionedCache } from './versioned-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Content codings a stored response is kept in, besides the plain bytes. */
type Coding = 'br' | 'gzip';
type Chosen = Coding | 'identity';

/** Below this many bytes a body is sent plain: compressing it saves less than its headers. */
const COMPRESS_FROM = 1024;
/**
 * Brotli quality 5: on a 7.7 KB page it compresses as well as gzip -9 plus ~15 % in well under a
 * millisecond, and it runs once per stored response; 11 (the default) takes tens of ms.
 */
const BROTLI_OPTIONS = {
  params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
};

interface Stored {
  key: string;
  /** The data versions the bytes were computed under; a hit needs the very same. */
  stamp: string;
  /** Quoted strong ETag of the plain bytes, without the coding suffix. */
  tag: string;
  plain: Buffer;
  /** Compressed once, on the first request that accepts the coding. */
  coded: Map<Coding, Promise<Buffer>>;
  /** Bytes counted against the cap: the plain body, its compressed copies and the key. */
  size: number;
  /** A response whose rows are checked one by one (`sendCheckingRows`): their versions. */
  rows?: RowVersions;
}

/** The versions of the rows a stored body holds, and how to read them again. */
interface RowVersions {
  /** As read with the rows the body was made of. */
  versions: string;
  /** Selects the same rows' versions now, read in the channels' versions statement. */
  check: ReadBeside;
}

/** What a response checked row by row computes on a miss (`sendCheckingRows`). */
export interface CheckedRows<T> extends RowVersions {
  value: T;
}

/** What a cached list declares beside its handler. */
export interface CachedResponse<S extends z.ZodType> {
  /** Every data channel the response reads: a commit to any other must not change it. */
  channels: readonly ChannelName[];
  /** The normalised query (lib/versioned-cache.ts `filterKey` of the validated query). */
  key: string;
  /** The caller's scope: part of the key, so no scope is ever sent another's bytes. */
  scope: AdminScope;
  /** The route's 200 schema: a miss encodes the result through it, as the serialiser would. */
  schema: S;
}

/**
 * Whole responses of the hot lists (centres, users, Seguimiento centros) kept as bytes, per
 * (route and normalised query, access rule of the caller, data versions), so that a repeated
 * request skips the queries, the response validation and the serialisation, and a client that
 * already holds them gets a 304 (docs/performance.md, "Stored responses, `ETag` and 304").
 *
 * - Fresh by construction: each request reads the current versions of the channels the list
 *   reads (one indexed statement, the same the totals' cache reads) and only an entry stored
 *   under exactly those versions is used; the ETag is derived from them, so a commit in any
 *   instance makes every older ETag stale at once.
 * - Shared by every caller of the same access rule and scope: the lists answer every national
 *   administrator the same thing, and a scoped one only their communities' rows (lib/scope.ts);
 *   both the rule and the scope are part of the key.
 * - Bounded: a least-recently-used map capped in bytes (RESPONSE_CACHE_MB); one entry per query,
 *   replaced when its versions move.
 */
export class ResponseBytesCache {
  private readonly entries = new Map<string, Stored>();
  /** Computations in flight, so concurrent misses of one key and version share one. */
  private readonly pending = new Map<string, Promise<Stored>>();
  private bytes = 0;
  hits = 0;
  misses = 0;
  notModified = 0;

  constructor(
    private readonly versions: VersionedCache,
    private readonly maxBytes: number,
    /**
     * `share: false` (`DATA_CACHE=false`, the benchmark's cold path): concurrent requests of one
     * key compute each on its own, so twenty identical requests cost twenty computations.
     */
    private readonly options: { share: boolean } = { share: true },
  ) {}

  /** Bytes held now (plain and compressed bodies and keys). */
  get size(): number {
    return this.bytes;
  }

  /**
   * Answers `request` with the stored bytes of `spec`, a 304 when the client's If-None-Match
   * names them, or `compute()`'s result encoded through `spec.schema` and stored.
   */
  send<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    spec: CachedResponse<S>,
    compute: () => Promise<z.output<S>>,
  ): Promise<FastifyReply> {
    return this.answer(request, reply, spec, false, async () => ({ value: await compute() }));
  }

  /**
   * As `send`, for a response whose rows change far more often than its channels: Seguimiento
   * centros, whose rows show each answer's time and progress while answers arrive by the hundred
   * per second. `spec.channels` then covers which rows the page holds and the rest of
   * what it shows; the rows' own versions (`compute()` returns them, read with the rows) are read
   * again on each request, and the stored bytes are sent only while both are unchanged. An answer
   * elsewhere leaves the page stored; one of its own rows makes it stale at once.
   */
  sendCheckingRows<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    spec: CachedResponse<S>,
    compute: () => Promise<CheckedRows<z.output<S>>>,
  ): Promise<FastifyReply> {
    return this.answer(request, reply, spec, true, compute);
  }

  private async answer<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    spec: CachedResponse<S>,
    checksRows: boolean,
    compute: () => Promise<{ value: z.output<S> } & Partial<RowVersions>>,
  ): Promise<FastifyReply> {
    const access = request.routeOptions.config.access ?? 'admin';
    const key = `${access}\u0000${scopeKey(spec.scope)}\u0000${spec.key}`;
    let stored = this.entries.get(key);
    // Rows checked one by one: their versions now, read in the channels' versions statement (one
    // round trip, one snapshot), to compare with those the bytes were made of.
    const [stamp, rowsNow] = stored?.rows
      ? await this.versions.stampWith(spec.channels, stored.rows.check)
      : [await this.versions.stamp(spec.channels), undefined];
    const coding = chooseCoding(request.headers['accept-encoding']);
    // The coding is only known once the body's size is; Vary goes on every answer, 304 included.
    reply.header('vary', 'Accept-Encoding');
    // Browsers keep the answer but ask again each time (with If-None-Match): never stale.
    reply.header('cache-control', 'private, no-cache');

    if (stored && stored.stamp !== stamp) stored = undefined;
    if (stored?.rows && rowsNow !== stored.rows.versions) stored = undefined;

    // Without rows of its own, the ETag is the versions', whoever computed the body: a client
    // holding the bytes of these versions (from this instance, another, or before a restart)
    // gets a 304, nothing else read. With them, it is known once the rows' versions are.
    const early = stored?.tag ?? (checksRows ? undefined : tagOf(key, stamp));
    const held = early === undefined ? undefined : heldTag(request.headers['if-none-match'], early);
    if (held) return this.notModifiedReply(reply, held);
    if (stored) {
      this.hits += 1;
      // Refresh its place: the Map's insertion order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, stored);
    } else {
      this.misses += 1;
      stored = await this.compute(key, stamp, checksRows, rowsNow, spec.schema, compute);
      const heldNow = heldTag(request.headers['if-none-match'], stored.tag);
      if (heldNow) return this.notModifiedReply(reply, heldNow);
    }

    const chosen: Chosen = stored.plain.length < COMPRESS_FROM ? 'identity' : coding;
    reply.header('etag', etagOf(stored.tag, chosen));
    reply.type('application/json; charset=utf-8');
    if (chosen === 'identity') return reply.send(stored.plain);
    reply.header('content-encoding', chosen);
    return reply.send(await this.coded(stored, chosen));
  }

  private notModifiedReply(reply: FastifyReply, tag: string): FastifyReply {
    this.notModified += 1;
    return reply.code(304).header('etag', tag).send();
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private async compute<S extends z.ZodType>(
    key: string,
    stamp: string,
    checksRows: boolean,
    rowsNow: string | undefined,
    schema: S,
    compute: () => Promise<{ value: z.output<S> } & Partial<RowVersions>>,
  ): Promise<Stored> {
    // A response checked row by row shares a computation only with requests that read the same
    // rows' versions: one started before an answer committed could miss it. Without them (no
    // stored entry yet) each computes its own.
    const flight = `${key}\u0000${stamp}\u0000${rowsNow ?? ''}`;
    const shares = this.options.share && !(checksRows && rowsNow === undefined);
    const running = shares ? this.pending.get(flight) : undefined;
    if (running) return running;
    const made = (async (): Promise<Stored> => {
      const { value, versions, check } = await compute();
      const rows = versions !== undefined && check ? { versions, check } : undefined;
      // What the route's serialiser (fastify-type-provider-zod) does: encode, then stringify.
      const plain = Buffer.from(JSON.stringify(z.encode(schema, value)));
      const stored: Stored = {
        key,
        stamp,
        tag: tagOf(key, stamp, rows?.versions),
        plain,
        coded: new Map(),
        size: plain.length + key.length + (rows?.versions.length ?? 0),
        ...(rows ? { rows } : {}),
      };
      this.store(key, stored);
      return stored;
    })();
    if (!shares) return made;
    this.pending.set(flight, made);
    try {
      return await made;
    } finally {
      this.pending.delete(flight);
    }
  }

  /** The body in `coding`, compressed the first time it is asked for and then kept. */
  private coded(stored: Stored, coding: Coding): Promise<Buffer> {
    const existing = stored.coded.get(coding);
    if (existing) return existing;
    const made =
      coding === 'br'
        ? brotli(stored.plain, BROTLI_OPTIONS)
        : gzipAsync(stored.plain, { level: 6 });
    stored.coded.set(coding, made);
    void made.then(
      (body) => {
        // Counted only while the entry is still held, so a replaced one does not inflate the size.
        if (this.entries.get(stored.key) !== stored) return;
        stored.size += body.length;
        this.bytes += body.length;
        this.evict();
      },
      () => {
        stored.coded.delete(coding);
      },
    );
    return made;
  }

  private store(key: string, stored: Stored): void {
    // A body bigger than an eighth of the cap (a whole unpaged list) would push out many pages.
    if (stored.size > this.maxBytes / 8) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.size;
      this.entries.delete(key);
    }
    this.entries.set(key, stored);
    this.bytes += stored.size;
    this.evict();
  }

  private evict(): void {
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value[0]);
      this.bytes -= oldest.value[1].size;
    }
  }
}

/** The ETag of a key's bytes under data versions `stamp` (and its rows' versions), unquoted. */
function tagOf(key: string, stamp: string, rows?: string): string {
  return createHash('sha256')
    .update(`${key}\u0000${stamp}${rows === undefined ? '' : `\u0000${rows}`}`)
    .digest('base64url')
    .slice(0, 27);
}

/** One strong ETag per coding: the bytes differ, so the validators must too (RFC 9110 8.8.3). */
function etagOf(tag: string, coding: Chosen): string {
  return coding === 'identity' ? `"${tag}"` : `"${tag}-${coding}"`;
}

/**
 * The ETag in If-None-Match that names these versions' bytes in any coding, if one does (weak
 * comparison, RFC 9110 13.1.2). Any coding will do: the client decodes its own copy, and the
 * data is the same.
 */
function heldTag(header: string | undefined, tag: string): string | undefined {
  if (!header) return undefined;
  const ours = new Set([etagOf(tag, 'identity'), etagOf(tag, 'br'), etagOf(tag, 'gzip')]);
  return header
    .split(',')
    .map((item) => item.trim().replace(/^W\//, ''))
    .find((item) => ours.has(item));
}

/** Brotli if the client accepts it, else gzip, else the plain bytes (q=0 refuses a coding). */
function chooseCoding(header: string | undefined): Chosen {
  if (!header) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
