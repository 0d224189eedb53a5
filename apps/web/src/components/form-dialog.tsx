import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { DiscardChangesDialog } from './discard-changes-dialog';

interface FormDialogProps {
  /** Id of the title, which names the dialog; unique on the page. */
  titleId: string;
  title: string;
  /** Shown unless false (a dialog kept mounted between uses); a dialog mounted when shown leaves it out. */
  open?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** False lets the dialog take the width of its content (a one-field confirmation). */
  fullWidth?: boolean;
  /** Shown as an alert below the fields; leave it out where a field shows its own error. */
  error?: string | null;
  submitLabel?: string;
  /** Holds the submit button: while the request runs, or until the form can be sent. */
  busy: boolean;
  /**
   * True once the fields differ from what was loaded (react-hook-form's `formState.isDirty`):
   * closing (Escape, a click outside, Cancelar) then asks before discarding the changes.
   */
  dirty?: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

/** What a screen gives the form dialog it opens: the save running, and how to close it. */
export type FormDialogFrame = Pick<FormDialogProps, 'busy' | 'onClose'>;

/**
 * A form in a dialog, named by its title, with Cancel and a submit button held while busy.
 * Unsaved edits are never lost to a stray Escape or click outside: a dirty form asks first.
 */
export function FormDialog(props: FormDialogProps) {
  const { titleId, title, maxWidth = 'sm', fullWidth = true, error, busy } = props;
  const [asking, setAsking] = useState(false);
  const requestClose = () => (props.dirty ? setAsking(true) : props.onClose());
  return (
    <Dialog
      open={props.open ?? true}
      onClose={requestClose}
      fullWidth={fullWidth}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {props.children}
        {error && (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {/* Text, never the theme's contained default: leaving must not look like the action. */}
        <Button variant="text" onClick={requestClose}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={props.onSubmit} disabled={busy}>
          {props.submitLabel ?? 'Guardar'}
        </Button>
      </DialogActions>
      <DiscardChangesDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          props.onClose();
        }}
      />
    </Dialog>
  );
}
