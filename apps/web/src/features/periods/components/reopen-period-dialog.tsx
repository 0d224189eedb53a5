import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { PERIOD_TEXTS, type PeriodDto } from '@eval/contracts/periods';
import { notifyFailure } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useGetReopenPeriodImpactQuery, useReopenPeriodMutation } from '../api';
import { closingText, reopeningText } from '../impact-text';

/**
 * Reopens a period closed by mistake. It closes the active period in turn, so the
 * confirmation states both consequences with numbers and holds "Reabrir" until the period's
 * name is typed, as creating a period does. Auditoría can revert it.
 */
export function ReopenPeriodDialog({ period, onClose }: { period: PeriodDto; onClose(): void }) {
  const impact = useGetReopenPeriodImpactQuery(period.id, {
    refetchOnMountOrArgChange: true,
  }).data;
  const [reopen, { isLoading }] = useReopenPeriodMutation();
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === period.periodo;
  const submit = async () => {
    try {
      await reopen(period.id).unwrap();
      notify(PERIOD_TEXTS.reopened);
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="reopen-period-title">
      <DialogTitle id="reopen-period-title">{`${PERIOD_TEXTS.reopenTitle} ${period.periodo}`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{PERIOD_TEXTS.confirmReopen}</DialogContentText>
        <DialogContentText sx={{ mb: 2 }} data-testid="reopen-period-impact">
          {impact === undefined
            ? 'Contando las evaluaciones…'
            : `${reopeningText(impact.periodo, impact.reabiertas)} ${closingText(impact)}`}
        </DialogContentText>
        <TextField
          fullWidth
          autoFocus
          label={PERIOD_TEXTS.typeToConfirm}
          helperText={`Escriba ${period.periodo}`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
      </DialogContent>
      <DialogActions>
        <Button variant="text" onClick={onClose}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={!confirmed || impact === undefined || isLoading}
          onClick={() => void submit()}
        >
          {PERIOD_TEXTS.reopen}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
