import { useState } from 'react';
import { showBulkFailure } from './bulk-outcome';
import type { BulkOutcome } from './bulk-result-dialog';
import type { BulkSelectionState, Selection } from './bulk-selection';

/** A lazy count query's trigger and result, as RTK Query's `useLazy…Query` gives them. */
type LazyCount<F> = readonly [
  (selection: Selection<F>, preferCacheValue: boolean) => unknown,
  { isFetching: boolean; data?: number },
  ...unknown[],
];

/**
 * The confirm-then-run flow of a table's bulk actions: the action waiting for its
 * confirmation, the server's count of the selection (asked afresh as the confirmation opens)
 * and the outcome shown once the action has run. Spread `toolbarProps` on the BulkToolbar,
 * `confirmProps` on the BulkConfirmDialog and `resultProps` on the BulkResultDialog.
 */
export function useBulkConfirmation<F, A extends string>(
  bulk: BulkSelectionState<F>,
  /** Rows matching the table's filter, on every page. */
  total: number,
  [count, counted]: LazyCount<F>,
) {
  const [action, setAction] = useState<A | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  /** Asks to confirm `next` on the selection; nothing happens while no row is selected. */
  const open = (next: A) => {
    const selection = bulk.selection;
    if (!selection) return;
    setAction(next);
    void count(selection, false);
  };

  /**
   * Runs the confirmed action: `apply` sends it and answers the result's lines. A refusal (the
   * refused rows) shows in the result dialog; any other failure is a notice saying `fallback`
   * when the server sent no message.
   */
  const confirm = async (
    apply: (action: A, selection: Selection<F>) => Promise<string[]>,
    fallback?: string,
  ) => {
    const selection = bulk.selection;
    if (!action || !selection) return;
    try {
      setOutcome({ kind: 'done', lines: await apply(action, selection) });
      bulk.clear();
    } catch (error) {
      showBulkFailure(error, setOutcome, fallback);
    }
    setAction(null);
  };

  return {
    /** The action waiting for confirmation, if any. */
    action,
    open,
    confirm,
    toolbarProps: {
      count: bulk.countOf(total),
      total,
      allMatching: bulk.allMatching,
      onSelectAllMatching: bulk.selectAllMatching,
      onClear: bulk.clear,
      onAction: open,
    },
    confirmProps: {
      open: action !== null,
      title: 'Acción sobre la selección',
      count: counted.isFetching ? undefined : counted.data,
      onClose: () => setAction(null),
    },
    resultProps: { outcome, onClose: () => setOutcome(null) },
  };
}
