import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { isSchoolYear, PERIOD_TEXTS } from '@eval/contracts/periods';
import { notify } from '../../../lib/notify';
import { useCreatePeriodMutation } from '../api';
import { notifyFailure } from '../../../lib/api-errors';

/**
 * Creates a period after a confirmation: it becomes the active period and closes the current
 * one (evaluations in progress become "No terminada").
 */
export function NewPeriodDialog({ suggested, onClose }: { suggested: string; onClose(): void }) {
  const [periodo, setPeriodo] = useState(suggested);
  const [createPeriod, { isLoading }] = useCreatePeriodMutation();
  const valid = isSchoolYear(periodo.trim());
  const submit = async () => {
    try {
      await createPeriod({ periodo: periodo.trim() }).unwrap();
      notify(PERIOD_TEXTS.created);
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="new-period-title">
      <DialogTitle id="new-period-title">Nuevo periodo</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{PERIOD_TEXTS.confirmCreate}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          label="Periodo"
          value={periodo}
          onChange={(e) => setPeriodo(e.target.value)}
          error={!valid}
          helperText={valid ? 'Por ejemplo, 2026-2027' : PERIOD_TEXTS.badName}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onClose}>
          Cancelar
        </Button>
        <Button disabled={!valid || isLoading} onClick={() => void submit()}>
          Crear y activar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
