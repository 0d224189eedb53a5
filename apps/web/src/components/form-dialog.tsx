import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FormDialogProps {
  /** Id of the title, which names the dialog; unique on the page. */
  titleId: string;
  title: string;
  maxWidth?: DialogProps['maxWidth'];
  /** Shown as an alert below the fields; leave it out where a field shows its own error. */
  error?: string | null;
  submitLabel?: string;
  busy: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

/** A form in a dialog, named by its title, with Cancel and a submit button held while busy. */
export function FormDialog(props: FormDialogProps) {
  const { titleId, title, maxWidth = 'sm', error, submitLabel = 'Guardar', busy } = props;
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
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
        <Button onClick={props.onClose}>Cancelar</Button>
        <Button variant="contained" onClick={props.onSubmit} disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
