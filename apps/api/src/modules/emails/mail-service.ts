import type { MailDelivery } from '@eval/contracts/emails';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { deliverMails, type DeliveryDeps } from './mail-outbox';
import { createMailer, type Mailer } from '../../lib/mail-transport';

export type MailConfig = Pick<
  Config,
  'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'MAIL_RATE_PER_SECOND'
>;

/**
 * Spaces sends `1 / rate` seconds apart: campaign messages leave this instance at most at the
 * configured rate, however many are due. Several instances each keep their own pace.
 */
export function pacer(ratePerSecond: number): () => Promise<void> {
  const gap = 1000 / ratePerSecond;
  let next = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + gap;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}

/** How often the worker looks for messages due for another attempt. */
const POLL_MS = 30_000;
/**
 * How long `stop()` waits for attempts in flight. A database or SMTP peer that never answers
 * must not hold a shutdown forever; what was cut short stays recorded, and its claim expires
 * so another instance (or the next start) retries it.
 */
const STOP_GRACE_MS = 15_000;

/**
 * Sending of recorded messages for one application: immediate attempts after a change is
 * committed, and a worker that retries failed messages with back-off. `stop()` ends the worker
 * and waits for every attempt in flight, so closing the app (tests, shutdown) leaves nothing
 * running against a closed database.
 */
export class MailService {
  private readonly mailer: Mailer | null;
  private readonly bulk: DeliveryDeps['bulk'];
  private readonly tickJobs: (() => Promise<unknown>)[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  /** A kick arrived during a tick: run another one right after it. */
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly config: MailConfig,
  ) {
    this.mailer = createMailer(config.SMTP_URL, config.MAIL_FROM);
    const pooled = createMailer(config.SMTP_URL, config.MAIL_FROM, {}, { pool: true });
    this.bulk = pooled && { mailer: pooled, pace: pacer(config.MAIL_RATE_PER_SECOND) };
  }

  private deps(): DeliveryDeps {
    return { db: this.db, mailer: this.mailer, bulk: this.bulk, publicUrl: this.config.PUBLIC_URL };
  }

  /**
   * Work the worker runs on every tick before delivering what is due, such as enqueuing the
   * scheduled campaign runs (modules/campaigns/scheduler.ts).
   */
  onTick(job: () => Promise<unknown>): void {
    this.tickJobs.push(job);
  }

  /** Runs a tick now, in the background: a campaign was just enqueued. */
  kick(): void {
    if (!this.stopped) void this.tick();
  }

  /** Attempts the given messages now and waits for the outcome; returns how many were sent. */
  deliverNow(ids: readonly number[]): Promise<number> {
    if (this.stopped || ids.length === 0) return Promise.resolve(0);
    return this.track(deliverMails(this.deps(), ids));
  }

  /**
   * Attempts the given messages now and says how many went out and how many wait in the queue
   * (failed, or no transport): what the caller's answer tells the client (MailDelivery).
   */
  async deliverNowReport(ids: readonly number[]): Promise<MailDelivery> {
    const sent = await this.deliverNow(ids);
    return { sent, queued: ids.length - sent };
  }

  /**
   * Attempts the given messages in the background (bulk sends, timing-sensitive replies); at
   * the time of the answer they are all still queued.
   */
  deliverLater(ids: readonly number[]): MailDelivery {
    this.deliverNow(ids).catch(() => undefined);
    return { sent: 0, queued: ids.length };
  }

  /**
   * Runs `record` once `replied` settles — work that records messages, such as finding the
   * account of a forgot-password request, started only after the answer has left so that it
   * can neither delay the answer nor show in its timing — and then attempts the messages it
   * returns. Closing the app waits for it. A failure is passed to `onError`.
   */
  recordLater(
    replied: Promise<unknown>,
    record: () => Promise<readonly number[]>,
    onError: (error: unknown) => void,
  ): void {
    if (this.stopped) return;
    const work = replied.then(record).then((ids) => this.deliverNow(ids));
    this.track(work).catch(onError);
  }

  /** Delivers every message that is due; what the worker runs on each tick. */
  deliverDue(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    return this.track(deliverMails(this.deps()));
  }

  /**
   * Starts the worker. Without SMTP it still runs the tick jobs (scheduled campaigns are
   * recorded, and wait for an instance with SMTP), and records due messages as not sendable.
   */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.tick(), POLL_MS);
    this.timer.unref();
    void this.tick();
  }

  private async tick(): Promise<void> {
    if (this.polling) {
      this.again = true;
      return;
    }
    this.polling = true;
    try {
      do {
        this.again = false;
        for (const job of this.tickJobs) await this.track(job()).catch(() => undefined);
        if (this.mailer) await this.deliverDue();
      } while (this.again && !this.stopped);
    } catch {
      // A database hiccup: the next tick tries again; the messages stay recorded.
    } finally {
      this.polling = false;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.inFlight]),
      new Promise((resolve) => (grace = setTimeout(resolve, STOP_GRACE_MS))),
    ]);
    clearTimeout(grace);
    this.mailer?.close();
    this.bulk?.mailer.close();
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
    return work;
  }
}
