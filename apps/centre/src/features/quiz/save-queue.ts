import type { AnswerBody } from '@eval/contracts/quizzes';
import { isAnswerBody } from '../../lib/shapes';

/** What became of one attempt to save an answer. */
export type SaveOutcome =
  | { ok: true }
  /** `retryable`: the network or the server failed, not the answer (a 5xx, no answer, 408, 429). */
  | { ok: false; retryable: boolean; message: string | null }
  /** The session is over (a 401): nothing more is sent with its token. */
  | { ok: false; signedOut: true };

/** The state of an answer not yet saved; a saved answer has none. */
export type PendingState =
  | { status: 'saving' }
  | { status: 'retrying'; attempts: number }
  | { status: 'rejected'; message: string | null }
  /** Kept on this device until the person signs in again (the session ended). */
  | { status: 'waitingSignIn' };

export interface SaveQueueOptions {
  send(questionId: number, body: AnswerBody): Promise<SaveOutcome>;
  /** Where answers not yet saved are kept, so that a reload or a closed tab loses none. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  storageKey: string;
  /** Runs `run` after `ms`; the answer cancels it. Injected so tests need no clock. */
  schedule(run: () => void, ms: number): () => void;
  /** The session ended: the queue has stopped, and its answers are in storage. */
  onSignedOut?(): void;
}

/** Waits between attempts of a failed save, in ms: quick at first, then every 30 s. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
export const retryDelay = (attempts: number): number =>
  RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];

interface Entry {
  body: AnswerBody;
  state: PendingState;
  attempts: number;
  cancelRetry: (() => void) | null;
}

/**
 * The answers being saved. Each answer is sent as it is given; only the latest answer of a
 * question matters, so a newer one replaces an older one not yet sent, and one question has at
 * most one request in flight (answers of one question can't arrive out of order). A failed save
 * is retried with back-off and shown as such; an answer the server refuses (a 4xx, e.g. the
 * evaluation was already submitted) is kept and shown with the server's reason, never dropped
 * silently. Unsaved answers are kept in storage until the server has them. A 401 stops the
 * queue: retrying with a dead token would only fail again, so every answer waits in storage for
 * the next sign-in, whose queue sends them (`restore`).
 */
export function createSaveQueue(options: SaveQueueOptions) {
  const entries = new Map<number, Entry>();
  const inFlight = new Set<number>();
  const listeners = new Set<() => void>();
  let snapshot: ReadonlyMap<number, PendingState> = new Map();
  /** Set by a 401: from then on answers are only stored. */
  let halted = false;

  const notify = () => {
    snapshot = new Map([...entries].map(([id, entry]) => [id, entry.state]));
    for (const listener of listeners) listener();
  };

  const persist = () => {
    const unsaved: Record<string, AnswerBody> = {};
    for (const [id, entry] of entries) {
      if (entry.state.status !== 'rejected') unsaved[id] = entry.body;
    }
    if (Object.keys(unsaved).length === 0) options.storage?.removeItem(options.storageKey);
    else options.storage?.setItem(options.storageKey, JSON.stringify(unsaved));
  };

  const halt = () => {
    halted = true;
    for (const entry of entries.values()) {
      entry.cancelRetry?.();
      entry.cancelRetry = null;
      if (entry.state.status !== 'rejected') entry.state = { status: 'waitingSignIn' };
    }
    persist();
    notify();
    options.onSignedOut?.();
  };

  async function run(questionId: number): Promise<void> {
    const entry = entries.get(questionId);
    if (!entry || inFlight.has(questionId) || halted) return;
    entry.cancelRetry?.();
    entry.cancelRetry = null;
    const sent = entry.body;
    inFlight.add(questionId);
    if (entry.state.status !== 'retrying') entry.state = { status: 'saving' };
    notify();
    let outcome: SaveOutcome;
    try {
      outcome = await options.send(questionId, sent);
    } catch {
      outcome = { ok: false, retryable: true, message: null };
    }
    inFlight.delete(questionId);
    if ('signedOut' in outcome) {
      if (!halted) halt();
      return;
    }
    const current = entries.get(questionId);
    if (!current) return;
    if (current.body !== sent) {
      // A newer answer arrived meanwhile: it is the one that counts.
      current.attempts = 0;
      current.state = { status: 'saving' };
      await run(questionId);
      return;
    }
    if (outcome.ok) {
      entries.delete(questionId);
    } else if (outcome.retryable) {
      current.attempts += 1;
      current.state = { status: 'retrying', attempts: current.attempts };
      current.cancelRetry = options.schedule(() => {
        void run(questionId);
      }, retryDelay(current.attempts));
    } else {
      current.state = { status: 'rejected', message: outcome.message };
    }
    persist();
    notify();
  }

  return {
    /** Saves the answer to a question now (and again until the server has it). */
    enqueue(questionId: number, body: AnswerBody): Promise<void> {
      const previous = entries.get(questionId);
      previous?.cancelRetry?.();
      entries.set(questionId, {
        body,
        state: halted ? { status: 'waitingSignIn' } : { status: 'saving' },
        attempts: 0,
        cancelRetry: null,
      });
      persist();
      notify();
      return run(questionId);
    },
    /** Answers kept in storage by an earlier visit, sent again; resolves when all were tried. */
    restore(): Promise<void> {
      if (halted) return Promise.resolve();
      const raw = options.storage?.getItem(options.storageKey);
      if (!raw) return Promise.resolve();
      let stored: unknown;
      try {
        stored = JSON.parse(raw);
      } catch {
        return Promise.resolve();
      }
      if (typeof stored !== 'object' || stored === null) return Promise.resolve();
      const runs: Promise<void>[] = [];
      for (const [key, body] of Object.entries(stored)) {
        const id = Number(key);
        if (!Number.isInteger(id) || entries.has(id) || !isAnswerBody(body)) continue;
        entries.set(id, {
          body,
          state: { status: 'saving' },
          attempts: 0,
          cancelRetry: null,
        });
        runs.push(run(id));
      }
      notify();
      return Promise.all(runs).then(() => undefined);
    },
    /** Tries every waiting answer now (the browser came back online, or the person asked). */
    retryNow(): Promise<void> {
      const runs = [...entries]
        .filter(([, entry]) => entry.state.status === 'retrying')
        .map(([id]) => run(id));
      return Promise.all(runs).then(() => undefined);
    },
    /** The answer given, not yet saved, to a question, if any. */
    pendingBody(questionId: number): AnswerBody | undefined {
      return entries.get(questionId)?.body;
    },
    /** The states of the answers not saved yet, by question; a new map after each change. */
    states(): ReadonlyMap<number, PendingState> {
      return snapshot;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Stops every waiting retry (sign-out); what is unsaved stays in storage. */
    dispose(): void {
      for (const entry of entries.values()) entry.cancelRetry?.();
      entries.clear();
      notify();
    },
  };
}

export type SaveQueue = ReturnType<typeof createSaveQueue>;
