import { useState } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { HISTORY_LABELS } from '@eval/contracts/history';
import { HistoryDialog, type HistoryTarget } from './history-dialog';

/** The accessible name of a row's history action. */
export const historyLabel = (name: string): string => `${HISTORY_LABELS.action} de ${name}`;

/** The history dialog of a screen whose rows open it (Data Grid row actions). */
export function useHistoryDialog() {
  const [target, setTarget] = useState<HistoryTarget | null>(null);
  return {
    show: setTarget,
    dialog: <HistoryDialog target={target} onClose={() => setTarget(null)} />,
  };
}

/** A row's "Historial" icon button with its own dialog (plain tables). */
export function HistoryButton(props: HistoryTarget) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={HISTORY_LABELS.action}>
        <IconButton
          aria-label={historyLabel(props.name)}
          onClick={() => setOpen(true)}
          size="small"
        >
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <HistoryDialog target={open ? props : null} onClose={() => setOpen(false)} />
    </>
  );
}
