import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import type { NotificationListener } from '../db/listen';
import { loadSessionState, type SessionState } from './session-state';

/** The channel migration 0017's triggers notify: user ids (`1,2,3`), or `*` for everyone. */
export const SESSION_STATE_CHANNEL = 'session_state';

/** How often each instance sends itself a heartbeat through the channel. */
const BEAT_MS = 250;
/**
 * Cached states are used only while this instance's last heartbeat came back less than this
 * long after it was sent. PostgreSQL delivers notifications in commit order, so a heartbeat
 * sent after a change arrives after that change's notification: no cached state is used more
 * than TRUST_MS after a change committed, on any instance (the issue asks for 1 s).
 */
const TRUST_MS = 750;
/** Users remembered per process; beyond it the oldest is forgotten. */
const MAX_USERS = 10_000;
/** Tokens remembered per user (devices, tabs after a new sign-in); beyond it the user is reset. */
const MAX_TOKENS_PER_USER = 16;

type Listen = DatabaseHandle['listen'];

/** The payload naming the users whose state changed. */
const USER_IDS = /^\d+(,\d+)*$/;

/**
 * The session state of each (user, token) the access check read, remembered per instance so a
 * request does not pay a database round trip for it. What makes that safe:
 *
 * - every change that can end a session (session version, deletion, logout, second factor, the
 *   programme's second-factor setting) notifies SESSION_STATE_CHANNEL from a trigger
 *   (migration 0017), whatever code path or SQL made it; each instance drops what it names;
 * - a request of this process that may have written (any method but GET, HEAD and OPTIONS)
 *   clears everything before its reply leaves, so the next request here sees the change with
 *   no delay at all;
 * - the cache is used only while its own heartbeats come back (TRUST_MS): a dropped listening
 *   connection, a pooler that cannot LISTEN or a notification queue that stalls turn it off,
 *   and every request reads the database as before;
 * - a read that started before an invalidation is not stored (the generation changed).
 */
export class SessionStateCache {
  private readonly byUser = new Map<number, Map<string, SessionState>>();
  /** Raised by every invalidation: a read begun under an older one is not remembered. */
  private generation = 0;
  /** When the newest heartbeat that came back was sent (performance.now()). */
  private confirmedAt = Number.NEGATIVE_INFINITY;
  private readonly beatsInFlight = new Map<number, number>();
  private beatSeq = 0;
  private readonly instance = randomUUID();
  private listener: NotificationListener | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Checks answered from memory and from the database, since start. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly db: Database,
    private readonly listen: Listen,
    /**
     * Where the heartbeat goes: the hot path's own connections, so that writes holding every
     * connection of the main pool cannot delay it past TRUST_MS and turn the cache off.
     */
    private readonly beatDb: Database = db,
  ) {}

  /** Subscribes and starts the heartbeat; without a way to listen the cache stays off. */
  async start(): Promise<void> {
    if (!this.listen || this.closed) return;
    this.listener = await this.listen(SESSION_STATE_CHANNEL, {
      onMessage: (payload) => this.receive(payload),
      onLost: () => {
        this.confirmedAt = Number.NEGATIVE_INFINITY;
        this.clear();
      },
    });
    this.beat();
    this.timer = setInterval(() => this.beat(), BEAT_MS).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.clear();
    await this.listener?.close();
  }

  /** The state of `userId` with token `jti`: remembered while trusted, else read. */
  async load(userId: number, jti: string): Promise<SessionState | null> {
    if (this.trusted()) {
      const state = this.byUser.get(userId)?.get(jti);
      if (state) {
        this.hits += 1;
        return state;
      }
    }
    this.misses += 1;
    const generation = this.generation;
    const state = await loadSessionState(this.db, userId, jti);
    if (state && generation === this.generation && this.trusted()) this.remember(state, jti);
    return state;
  }

  /** Forgets everything (a write of this process, a lost connection, a `*` notification). */
  clear(): void {
    this.generation += 1;
    this.byUser.clear();
  }

  private trusted(): boolean {
    return performance.now() - this.confirmedAt < TRUST_MS;
  }

  private remember(state: SessionState, jti: string): void {
    let tokens = this.byUser.get(state.id);
    if (!tokens || tokens.size >= MAX_TOKENS_PER_USER) {
      tokens = new Map();
      this.byUser.set(state.id, tokens);
      while (this.byUser.size > MAX_USERS) {
        const oldest = this.byUser.keys().next();
        if (oldest.done) break;
        this.byUser.delete(oldest.value);
      }
    }
    tokens.set(jti, state);
  }

  private beat(): void {
    if (this.closed) return;
    this.beatSeq += 1;
    // Taken before the NOTIFY is sent, so the beat commits after this instant.
    this.beatsInFlight.set(this.beatSeq, performance.now());
    // A beat that never returns is simply forgotten: the cache stops being trusted.
    for (const seq of this.beatsInFlight.keys()) {
      if (seq < this.beatSeq - 40) this.beatsInFlight.delete(seq);
    }
    const payload = `beat:${this.instance}:${this.beatSeq}`;
    this.beatDb
      .execute(sql`select pg_notify(${SESSION_STATE_CHANNEL}, ${payload})`)
      .catch(() => undefined);
  }

  private receive(payload: string): void {
    if (payload.startsWith('beat:')) {
      const [, instance, seqText] = payload.split(':');
      if (instance !== this.instance) return;
      const seq = Number(seqText);
      const sentAt = this.beatsInFlight.get(seq);
      if (sentAt === undefined) return;
      for (const older of this.beatsInFlight.keys()) {
        if (older <= seq) this.beatsInFlight.delete(older);
      }
      this.confirmedAt = Math.max(this.confirmedAt, sentAt);
      return;
    }
    // `*`, or anything that is not a list of ids (a NOTIFY by hand): forget everyone.
    if (!USER_IDS.test(payload)) {
      this.clear();
      return;
    }
    this.generation += 1;
    for (const id of payload.split(',')) this.byUser.delete(Number(id));
  }
}
