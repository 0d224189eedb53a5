import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { confirmColor, type ConfirmTone } from '../confirm-tone';

interface BulkConfirmDialogProps {
  open: boolean;
  title: string;
  /** The server's count of the selection; undefined while it is asked for. */
  count: number | undefined;
  /**
   * The question, with the count and its noun agreeing (countText): "¿Desactivar a 30.000
   * usuarios?", "¿Desactivar a 1 usuario?".
   */
  question(count: number): string;
  /** Fields the action needs (the cargo or profile to set). */
  children?: ReactNode;
  confirmLabel: string;
  /** False while a needed field is empty. */
  ready?: boolean;
  busy: boolean;
  /** Destructive (the default: error colour) or constructive ("Activar": primary colour). */
  tone?: ConfirmTone;
  onConfirm(): void;
  onClose(): void;
}

/**
 * The one confirmation of a bulk action: it states how many rows the server counts in the
 * selection (all of the filter's pages included) and that the action is all or nothing.
 */
export function BulkConfirmDialog(props: BulkConfirmDialogProps) {
  const { count } = props;
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="bulk-confirm-title">
      <DialogTitle id="bulk-confirm-title">{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {count === undefined ? 'Contando la selección…' : props.question(count)}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          Se aplica a todas o a ninguna: si alguna fila no lo permite, no se cambia nada y se indica
          cuál y por qué.
        </DialogContentText>
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button variant="text" onClick={props.onClose}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          color={confirmColor(props.tone ?? 'destructive')}
          onClick={props.onConfirm}
          disabled={props.busy || count === undefined || count === 0 || props.ready === false}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
