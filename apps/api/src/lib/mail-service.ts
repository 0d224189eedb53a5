import type { Config } from '../config';
import type { Database } from '../db/client';
import { deliverMails } from './mail-outbox';
import { createMailer, type Mailer } from './mail-transport';

/** How often the worker looks for messages due for another attempt. */
const POLL_MS = 30_000;

/**
 * Sending of recorded messages for one application: immediate attempts after a change is
 * committed, and a worker that retries failed messages with back-off. `stop()` ends the worker
 * and waits for every attempt in flight, so closing the app (tests, shutdown) leaves nothing
 * running against a closed database.
 */
export class MailService {
  private readonly mailer: Mailer | null;
  private readonly inFlight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>,
  ) {
    this.mailer = createMailer(config.SMTP_URL, config.MAIL_FROM);
  }

  /** Attempts the given messages now and waits for the outcome; returns how many were sent. */
  deliverNow(ids: readonly number[]): Promise<number> {
    if (this.stopped || ids.length === 0) return Promise.resolve(0);
    return this.track(
      deliverMails({ db: this.db, mailer: this.mailer, publicUrl: this.config.PUBLIC_URL }, ids),
    );
  }

  /** Attempts the given messages in the background (bulk sends, timing-sensitive replies). */
  deliverLater(ids: readonly number[]): void {
    this.deliverNow(ids).catch(() => undefined);
  }

  /** Delivers every message that is due; what the worker runs on each tick. */
  deliverDue(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    return this.track(
      deliverMails({ db: this.db, mailer: this.mailer, publicUrl: this.config.PUBLIC_URL }),
    );
  }

  /** Starts the retry worker. Without SMTP there is nothing it could deliver, so it stays off. */
  start(): void {
    if (this.timer || this.stopped || !this.mailer) return;
    this.timer = setInterval(() => void this.tick(), POLL_MS);
    this.timer.unref();
    void this.tick();
  }

  private async tick(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      await this.deliverDue();
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
    await Promise.allSettled([...this.inFlight]);
    this.mailer?.close();
    services.delete(this.db);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
    return work;
  }
}

const services = new WeakMap<Database, MailService>();

/**
 * The mail service of the application that uses `db`. The auth, users and emails modules are
 * sibling plugins that cannot see each other's decorators; they share one service through this
 * registry, keyed by the application's database, and each stops it on close.
 */
export function mailServiceFor(
  db: Database,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>,
): MailService {
  let service = services.get(db);
  if (!service) {
    service = new MailService(db, config);
    services.set(db, service);
  }
  return service;
}
