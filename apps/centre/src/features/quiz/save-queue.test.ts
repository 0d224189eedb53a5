import { describe, expect, it } from 'vitest';
import type { AnswerBody } from '@eval/contracts/quizzes';
import { createSaveQueue, retryDelay, type SaveOutcome } from './save-queue';

/** A storage in memory, and a scheduler whose waiting runs the test starts by hand. */
function harness(outcomes: SaveOutcome[]) {
  const store = new Map<string, string>();
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  const waiting: { run: () => void; ms: number }[] = [];
  const sent: { id: number; body: AnswerBody }[] = [];
  const queue = createSaveQueue({
    storage,
    storageKey: 'centro.pendingAnswers.7',
    send: async (id, body) => {
      sent.push({ id, body });
      return outcomes.shift() ?? { ok: true };
    },
    schedule: (run, ms) => {
      const item = { run, ms };
      waiting.push(item);
      return () => waiting.splice(waiting.indexOf(item), 1);
    },
  });
  return { queue, store, waiting, sent, storage };
}

const one: AnswerBody = { respuestasIds: [3] };
const two: AnswerBody = { respuestasIds: [4] };

describe('the answers save queue', () => {
  it('sends an answer and forgets it once saved', async () => {
    const { queue, store, sent } = harness([{ ok: true }]);
    await queue.enqueue(10, one);
    expect(sent).toEqual([{ id: 10, body: one }]);
    expect(queue.states().size).toBe(0);
    expect(store.size).toBe(0);
  });

  it('marks a failed save, keeps it in storage and retries it with back-off until it is saved', async () => {
    const { queue, store, waiting, sent } = harness([
      { ok: false, retryable: true, message: null },
      { ok: false, retryable: true, message: null },
      { ok: true },
    ]);
    await queue.enqueue(10, one);
    expect(queue.states().get(10)).toEqual({ status: 'retrying', attempts: 1 });
    expect(JSON.parse(store.get('centro.pendingAnswers.7') ?? '{}')).toEqual({ 10: one });
    expect(waiting.map((w) => w.ms)).toEqual([1_000]);
    waiting[0]?.run();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.states().get(10)).toEqual({ status: 'retrying', attempts: 2 });
    expect(waiting.map((w) => w.ms)).toEqual([2_000]);
    await queue.retryNow();
    expect(sent).toHaveLength(3);
    expect(queue.states().size).toBe(0);
    expect(store.size).toBe(0);
  });

  it('keeps an answer the server refuses visible with its reason, and out of storage', async () => {
    const { queue, store } = harness([
      { ok: false, retryable: false, message: 'La evaluación ya está enviada.' },
    ]);
    await queue.enqueue(10, one);
    expect(queue.states().get(10)).toEqual({
      status: 'rejected',
      message: 'La evaluación ya está enviada.',
    });
    expect(store.size).toBe(0);
  });

  it('sends the newest answer of a question after the one in flight, never out of order', async () => {
    const { queue, sent } = harness([{ ok: true }, { ok: true }]);
    const first = queue.enqueue(10, one);
    const second = queue.enqueue(10, two);
    await Promise.all([first, second]);
    expect(sent.map((s) => s.body)).toEqual([one, two]);
    expect(queue.states().size).toBe(0);
  });

  it('sends again, after a reload, the answers an earlier visit left unsaved', async () => {
    const earlier = harness([{ ok: false, retryable: true, message: null }]);
    await earlier.queue.enqueue(10, one);
    const later = createSaveQueue({
      storage: earlier.storage,
      storageKey: 'centro.pendingAnswers.7',
      send: async () => ({ ok: true }),
      schedule: () => () => undefined,
    });
    await later.restore();
    expect(later.states().size).toBe(0);
    expect(earlier.store.size).toBe(0);
  });

  it('stops at a 401: nothing more is sent, every answer waits in storage for the next sign-in', async () => {
    const { queue, store, waiting, sent, storage } = harness([
      { ok: false, retryable: true, message: null },
      { ok: false, signedOut: true },
    ]);
    await queue.enqueue(10, one);
    expect(waiting).toHaveLength(1);
    await queue.enqueue(11, two);
    expect(waiting).toHaveLength(0);
    expect(queue.states().get(10)).toEqual({ status: 'waitingSignIn' });
    expect(queue.states().get(11)).toEqual({ status: 'waitingSignIn' });
    await queue.enqueue(12, one);
    await queue.retryNow();
    expect(sent.map((s) => s.id)).toEqual([10, 11]);
    expect(JSON.parse(store.get('centro.pendingAnswers.7') ?? '{}')).toEqual({
      10: one,
      11: two,
      12: one,
    });
    const next = createSaveQueue({
      storage,
      storageKey: 'centro.pendingAnswers.7',
      send: async (id, body) => {
        sent.push({ id, body });
        return { ok: true };
      },
      schedule: () => () => undefined,
    });
    await next.restore();
    expect(sent.slice(2).map((s) => s.id)).toEqual([10, 11, 12]);
    expect(store.size).toBe(0);
  });

  it('waits longer after each failure, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([
      1_000, 2_000, 5_000, 10_000, 30_000, 30_000,
    ]);
  });
});
