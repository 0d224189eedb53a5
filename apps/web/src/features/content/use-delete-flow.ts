import { useState } from 'react';
import { notify } from '../../lib/notify';
import { notifyFailure } from '../../lib/api-errors';

/**
 * The delete step of a content screen: remembers the row to confirm, calls the delete, then
 * notifies. The list reloads through tag invalidation (spec §4).
 */
export function useDeleteFlow<Row extends { id: number }>(
  remove: (id: number) => { unwrap(): Promise<unknown> },
  doneMessage: string,
) {
  const [pending, setPending] = useState<Row | null>(null);
  const confirm = async () => {
    if (!pending) return;
    try {
      await remove(pending.id).unwrap();
      notify(doneMessage);
    } catch (error) {
      notifyFailure(error);
    }
    setPending(null);
  };
  return { pending, ask: setPending, cancel: () => setPending(null), confirm };
}
