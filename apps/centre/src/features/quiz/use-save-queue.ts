import { useEffect, useSyncExternalStore } from 'react';
import type { AnswerBody } from '@eval/contracts/quizzes';
import { errorStatus, serverMessage } from '../../lib/api-errors';
import { appStorage, STORAGE_KEYS } from '../../lib/storage-keys';
import { useSaveAnswerMutation } from './api';
import { createSaveQueue, type SaveOutcome, type SaveQueue } from './save-queue';

/** One queue per centre for the whole visit, so leaving the answer screen cancels no save. */
const queues = new Map<number, SaveQueue>();

/**
 * A failure is worth retrying unless the server refused the answer itself (a 4xx); a 401 ends
 * the session, and stops the queue until the next sign-in.
 */
export function outcomeOf(error: unknown): SaveOutcome {
  const status = errorStatus(error);
  if (status === 401) return { ok: false, signedOut: true };
  const refused =
    typeof status === 'number' && status >= 400 && status < 500 && ![408, 429].includes(status);
  return { ok: false, retryable: !refused, message: serverMessage(error) };
}

/**
 * The centre's save queue, sending through the save mutation, and its states (re-rendered on
 * every change). The signed-in frame (layout.tsx) uses it on every screen, so unsaved answers of
 * an earlier visit or session are sent again right after the sign-in, wherever the person is;
 * a browser coming back online retries at once.
 */
export function useSaveQueue(centerId: number) {
  const [saveAnswer] = useSaveAnswerMutation();
  let queue = queues.get(centerId);
  if (!queue) {
    const created: SaveQueue = createSaveQueue({
      storage: appStorage(),
      storageKey: `${STORAGE_KEYS.pendingAnswers}.${centerId}`,
      schedule: (run, ms) => {
        const timer = window.setTimeout(run, ms);
        return () => window.clearTimeout(timer);
      },
      send: async (preguntaId: number, body: AnswerBody): Promise<SaveOutcome> => {
        const result = await saveAnswer({ centerId, preguntaId, body });
        return 'error' in result ? outcomeOf(result.error) : { ok: true };
      },
      // The next sign-in gets a new queue, which sends what this one stored.
      onSignedOut: () => {
        if (queues.get(centerId) === created) queues.delete(centerId);
      },
    });
    queue = created;
    queues.set(centerId, created);
    void created.restore();
  }
  const current = queue;
  const states = useSyncExternalStore(current.subscribe, current.states);
  useEffect(() => {
    const online = () => void current.retryNow();
    window.addEventListener('online', online);
    // Closing the tab with answers unsaved asks first (they are kept in storage regardless).
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (current.states().size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [current]);
  return { queue: current, states };
}

/** Sign-out: stops the retries; what is unsaved stays in storage for the next visit. */
export function disposeSaveQueues(): void {
  for (const queue of queues.values()) queue.dispose();
  queues.clear();
}
