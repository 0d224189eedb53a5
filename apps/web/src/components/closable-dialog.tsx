import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** The props of a dialog that shows one thing while it is set (`Name`), and clears it to close. */
export type ShowingProps<Name extends string, T> = Record<Name, T | null> & { onClose(): void };

interface ClosableDialogProps {
  open: boolean;
  onClose(): void;
  /** The title's element id: the dialog is named by its title. */
  titleId: string;
  title: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  fullWidth?: boolean;
  /**
   * Long content scrolls inside the dialog, between dividers; the content is then focusable so
   * the keyboard can scroll it too.
   */
  scrolls?: boolean;
  /** The closing button's text, where a contract names it. */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * A dialog that shows something (a history, an e-mail, a result…) and whose only action is
 * "Cerrar": what a screen shows differs, the frame around it is this one.
 */
export function ClosableDialog({
  open,
  onClose,
  titleId,
  title,
  maxWidth = 'md',
  fullWidth = true,
  scrolls = false,
  closeLabel = 'Cerrar',
  children,
}: ClosableDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={maxWidth}
      fullWidth={fullWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent {...(scrolls ? { dividers: true, tabIndex: 0 } : {})}>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
