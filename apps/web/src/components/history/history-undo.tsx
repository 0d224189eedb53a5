import { useState } from 'react';
import Button from '@mui/material/Button';
import { HISTORY_LABELS, type HistoryEntry } from '@eval/contracts/history';
import { errorMessage } from '../../lib/api-errors';
import { useRevertAuditLineMutation } from '../../lib/history-api';
import { notify } from '../../lib/notify';
import { ConfirmDialog } from '../confirm-dialog';
import { undoQuestion } from './shown-changes';
import { useCanWrite } from '../../lib/admin-scope';

/**
 * The same undo as Auditoría, from a record's history: revert an edit or restore a
 * deletion, after a confirmation that names the record and the change.
 */
export function HistoryUndo({ entry, onDone }: { entry: HistoryEntry; onDone(): void }) {
  const [asking, setAsking] = useState(false);
  const [revertLine, reverting] = useRevertAuditLineMutation();
  // A read-only administrator is refused a revert: nothing to offer.
  const canWrite = useCanWrite();
  if (entry.undo === null || !canWrite) return null;
  const undo = entry.undo;
  const confirm = async () => {
    try {
      const result = await revertLine(entry.id).unwrap();
      notify(result.kind === 'restore' ? HISTORY_LABELS.restored : HISTORY_LABELS.reverted);
      onDone();
    } catch (error) {
      notify(errorMessage(error, 'No se pudo revertir el cambio.'), { variant: 'error' });
    }
    setAsking(false);
  };
  return (
    <>
      <Button
        size="small"
        aria-label={`${HISTORY_LABELS[undo]} el cambio ${entry.id}`}
        onClick={() => setAsking(true)}
      >
        {HISTORY_LABELS[undo]}
      </Button>
      <ConfirmDialog
        open={asking}
        title={undo === 'restore' ? HISTORY_LABELS.restoreTitle : HISTORY_LABELS.revertTitle}
        message={undoQuestion(entry)}
        confirmLabel={HISTORY_LABELS[undo]}
        busy={reverting.isLoading}
        onClose={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
