import { useState } from 'react';
import { notify } from '../../lib/notify';
import { notifyFailure } from '../../lib/api-errors';

/** A delete mutation as RTK Query's hook gives it: the call and its state. */
type DeleteMutation<Result> = readonly [
  (id: number) => { unwrap(): Promise<Result> },
  { readonly isLoading: boolean },
];

/**
 * The delete step of a content screen: remembers the row to confirm, calls the delete, then
 * notifies. The list reloads through tag invalidation (spec §4). `dialog` holds the confirm
 * dialog's props other than its texts. `doneMessage` may read the answer: a consultation
 * question with responses is retired rather than deleted, and the notice says which.
 */
export function useDeleteFlow<Row extends { id: number }, Result = unknown>(
  [remove, removing]: DeleteMutation<Result>,
  doneMessage: string | ((result: Result) => string),
) {
  const [pending, setPending] = useState<Row | null>(null);
  const confirm = async () => {
    if (!pending) return;
    try {
      const result = await remove(pending.id).unwrap();
      notify(typeof doneMessage === 'string' ? doneMessage : doneMessage(result));
    } catch (error) {
      notifyFailure(error);
    }
    setPending(null);
  };
  const cancel = () => setPending(null);
  const dialog = {
    open: pending !== null,
    busy: removing.isLoading,
    onConfirm: () => void confirm(),
    onClose: cancel,
  };
  return { pending, ask: setPending, dialog };
}

/** What {@link useDeleteFlow} gives a screen. */
export type DeleteFlow<Row extends { id: number }> = ReturnType<typeof useDeleteFlow<Row>>;
