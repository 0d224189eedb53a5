import { useState } from 'react';
import { notify } from '../../lib/notify';
import { notifyFailure } from '../../lib/api-errors';

/** A delete mutation as RTK Query's hook gives it: the call and its state. */
type DeleteMutation = readonly [
  (id: number) => { unwrap(): Promise<unknown> },
  { readonly isLoading: boolean },
];

/**
 * The delete step of a content screen: remembers the row to confirm, calls the delete, then
 * notifies. The list reloads through tag invalidation (spec §4). `dialog` holds the confirm
 * dialog's props other than its texts.
 */
export function useDeleteFlow<Row extends { id: number }>(
  [remove, removing]: DeleteMutation,
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
