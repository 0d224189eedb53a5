import DialogContentText from '@mui/material/DialogContentText';
import { newPeriodBodySchema, PERIOD_TEXTS } from '@eval/contracts/periods';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { notify } from '../../../lib/notify';
import { useCreatePeriodMutation } from '../api';
import { notifyFailure } from '../../../lib/api-errors';

/**
 * Creates a period after a confirmation: it becomes the active period and closes the current
 * one (evaluations in progress become "No terminada"). The name is checked as it is typed.
 */
export function NewPeriodDialog({ suggested, onClose }: { suggested: string; onClose(): void }) {
  const form = useContractForm(newPeriodBodySchema, { periodo: suggested }, { live: true });
  const [createPeriod, { isLoading }] = useCreatePeriodMutation();
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
      titleId="new-period-title"
      title="Nuevo periodo"
      fullWidth={false}
      submitLabel="Crear y activar"
      cancelVariant="outlined"
      busy={!form.formState.isValid || isLoading}
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
    </FormDialog>
  );
}
