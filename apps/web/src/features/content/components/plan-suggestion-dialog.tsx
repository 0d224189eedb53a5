import {
  planSuggestionBodySchema,
  type PlanSuggestionBody,
  type PlanSuggestionRow,
} from '@eval/contracts/plan-suggestions';
import { FormDialog, type FormDialogFrame } from '../../../components/form-dialog';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import type { Option } from '../api';

interface PlanSuggestionDialogProps extends FormDialogFrame {
  initial: PlanSuggestionRow | null;
  /** The key a new suggestion starts with (the one the list is filtered by, else the first). */
  defaultKey: number | null;
  claves: Option[];
  onSave(body: PlanSuggestionBody): void;
}

/** Creates or edits a suggestion of the plan: its key, both texts and its order. */
export function PlanSuggestionDialog({
  initial,
  defaultKey,
  claves,
  onSave,
  ...frame
}: PlanSuggestionDialogProps) {
  const form = useContractForm(planSuggestionBodySchema, {
    claves_id: initial?.claves_id ?? defaultKey ?? claves[0]?.id ?? 0,
    texto: initial?.texto ?? '',
    texto_ca: initial?.texto_ca ?? '',
    orden: initial?.orden ?? 0,
  });
  return (
    <FormDialog
      titleId="plan-suggestion-dialog-title"
      title={initial ? 'Editar sugerencia' : 'Nueva sugerencia'}
      {...frame}
      onSubmit={() => void form.handleSubmit(onSave)()}
    >
      <FormSelectField
        form={form}
        name="claves_id"
        label="Clave"
        native={false}
        options={claves.map((c) => ({ value: c.id, label: c.label }))}
        fullWidth
        margin="dense"
      />
      <FormTextField
        form={form}
        name="texto"
        label="Texto"
        fullWidth
        margin="dense"
        multiline
        minRows={3}
      />
      <FormTextField
        form={form}
        name="texto_ca"
        label="Texto (catalán)"
        fullWidth
        margin="dense"
        multiline
        minRows={3}
        helperText="Si se deja vacío, los centros en catalán ven el texto en español."
      />
      <FormNumberField form={form} name="orden" label="Orden" margin="dense" />
    </FormDialog>
  );
}
