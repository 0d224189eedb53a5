import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';

interface DiscardChangesDialogProps {
  open: boolean;
  onKeep(): void;
  onDiscard(): void;
}

/** The question a dirty form dialog asks before closing; Escape keeps editing. */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: DiscardChangesDialogProps) {
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="discard-changes-title">
      <DialogTitle id="discard-changes-title">¿Descartar los cambios?</DialogTitle>
      <DialogActions>
        <Button variant="text" onClick={onKeep} autoFocus>
          Seguir editando
        </Button>
        <Button variant="contained" color="error" onClick={onDiscard}>
          Descartar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
