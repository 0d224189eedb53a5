import {
  CONSULTATION_GROUPS,
  CONSULTATION_GROUP_LABELS,
  consultationQuestionBodySchema,
  type ConsultationGroup,
  type ConsultationQuestion,
  type ConsultationQuestionBody,
} from '@eval/contracts/consultations';
import { FormDialog, type FormDialogFrame } from '../../../components/form-dialog';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import type { Option } from '../api';

const GROUP_OPTIONS = CONSULTATION_GROUPS.map((grupo) => ({
  value: grupo,
  label: CONSULTATION_GROUP_LABELS.ES[grupo],
}));

interface ConsultationQuestionDialogProps extends FormDialogFrame {
  initial: ConsultationQuestion | null;
  /** The group a new question starts in: the one the list shows. */
  defaultGroup: ConsultationGroup;
  claves: Option[];
  onSave(body: ConsultationQuestionBody): void;
}

/** Creates or edits a consultation question: its group, key, both texts and its order. */
export function ConsultationQuestionDialog({
  initial,
  defaultGroup,
  claves,
  onSave,
  ...frame
}: ConsultationQuestionDialogProps) {
  const form = useContractForm(consultationQuestionBodySchema, {
    grupo: initial?.grupo ?? defaultGroup,
    claves_id: initial?.claves_id ?? claves[0]?.id ?? 0,
    texto: initial?.texto ?? '',
    texto_ca: initial?.texto_ca ?? '',
    orden: initial?.orden ?? 0,
  });
  return (
    <FormDialog
      titleId="consultation-question-dialog-title"
      title={initial ? 'Editar pregunta' : 'Nueva pregunta'}
      {...frame}
      dirty={form.formState.isDirty}
      onSubmit={() => void form.handleSubmit(onSave)()}
    >
      <FormSelectField
        form={form}
        name="grupo"
        label="Grupo"
        native={false}
        options={GROUP_OPTIONS}
        fullWidth
        margin="dense"
      />
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
        minRows={2}
      />
      <FormTextField
        form={form}
        name="texto_ca"
        label="Texto (catalán)"
        fullWidth
        margin="dense"
        multiline
        minRows={2}
        helperText="Si se deja vacío, quienes responden en catalán ven el texto en español."
      />
      <FormNumberField form={form} name="orden" label="Orden" margin="dense" />
    </FormDialog>
  );
}
