import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { newPeriodBodySchema, PERIOD_TEXTS } from '@eval/contracts/periods';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { notify } from '../../../lib/notify';
import { useCreatePeriodMutation, useGetNewPeriodImpactQuery } from '../api';
import { notifyFailure } from '../../../lib/api-errors';
import { closingText } from '../impact-text';

/**
 * Creates a period after a confirmation: it becomes the active period and closes the current
 * one (evaluations in progress become "No terminada"). The name is checked as it is typed.
 * Closing is not undone by a click, so the dialog states how many evaluations it closes and
 * holds "Crear y activar" until the period's name is typed again.
 */
export function NewPeriodDialog({ suggested, onClose }: { suggested: string; onClose(): void }) {
  const form = useContractForm(newPeriodBodySchema, { periodo: suggested }, { live: true });
  const [createPeriod, { isLoading }] = useCreatePeriodMutation();
  const impact = useGetNewPeriodImpactQuery(undefined).data;
  const [typed, setTyped] = useState('');
  const name = form.watch('periodo') ?? '';
  const confirmed = name.trim() !== '' && typed.trim() === name.trim();
  const submit = form.handleSubmit(async (body) => {
    try {
      await createPeriod(body).unwrap();
      notify(PERIOD_TEXTS.created);
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  });
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      titleId="new-period-title"
      title="Nuevo periodo"
      fullWidth={false}
      submitLabel="Crear y activar"
      busy={!form.formState.isValid || !confirmed || impact === undefined || isLoading}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{PERIOD_TEXTS.confirmCreate}</DialogContentText>
      <FormTextField
        form={form}
        name="periodo"
        autoFocus
        fullWidth
        label="Periodo"
        helperText="Por ejemplo, 2026-2027"
      />
      <DialogContentText sx={{ my: 2 }} data-testid="new-period-impact">
        {impact === undefined ? 'Contando las evaluaciones en proceso…' : closingText(impact)}
      </DialogContentText>
      <TextField
        fullWidth
        label={PERIOD_TEXTS.typeToConfirm}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
      />
    </FormDialog>
  );
}
