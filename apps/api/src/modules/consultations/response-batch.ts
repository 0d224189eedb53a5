import type { Database } from '../../db/client';
import { insertResponses, type ResponseRow } from './repository';

/** The most responses one statement carries. */
const MAX_BATCH = 200;
/** Statements in flight at once: the rest of the pool stays free for everything else. */
const MAX_IN_FLIGHT = 2;

interface Waiting {
  row: ResponseRow;
  today: string;
  done: (stored: boolean) => void;
  fail: (error: unknown) => void;
}

/**
 * Gathers the responses that arrive while earlier ones are being written and stores them
 * together: one statement, one commit and one round trip for up to MAX_BATCH responses.
 * Nothing waits on a timer: a response arriving when no statement is in flight is written at
 * the next turn of the event loop, so a quiet consultation answers as fast as one insert; at
 * the peak, the batches grow with the load. At most MAX_IN_FLIGHT statements run at once, so a
 * thousand classes answering never take the pool from Seguimiento and the other calls. A
 * failed statement fails each of its responses (the client sends them again with the same ids,
 * and a stored one is never stored twice).
 */
export class ResponseBatch {
  private queue: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly db: Database) {}

  /** Whether `row` was written now (false: nothing written; the caller finds out why). */
  store(row: ResponseRow, today: string): Promise<boolean> {
    return new Promise((done, fail) => {
      this.queue.push({ row, today, done, fail });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= MAX_IN_FLIGHT || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.inFlight >= MAX_IN_FLIGHT || this.queue.length === 0) return;
    // One day per statement: a batch never straddles midnight's change of `today`.
    const today = this.queue[0]?.today ?? '';
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const waiting of this.queue)
      (batch.length < MAX_BATCH && waiting.today === today ? batch : rest).push(waiting);
    this.queue = rest;
    this.inFlight += 1;
    this.schedule();
    try {
      const stored = await insertResponses(
        this.db,
        batch.map((waiting) => waiting.row),
        today,
      );
      // The same response twice in one batch (a retry overtaking its first send): stored once,
      // told "written now" once.
      const told = new Set<string>();
      for (const waiting of batch) {
        const { id } = waiting.row;
        waiting.done(stored.has(id) && !told.has(id));
        told.add(id);
      }
    } catch (error) {
      for (const waiting of batch) waiting.fail(error);
    } finally {
      this.inFlight -= 1;
      this.schedule();
    }
  }
}
