import Stack from '@mui/material/Stack';
import { feedbackBodySchema, type Feedback, type FeedbackBody } from '@eval/contracts/content';
import { FormDialog, type FormDialogFrame } from '../../../components/form-dialog';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import type { Option } from '../api';

interface FeedbackDialogProps extends FormDialogFrame {
  initial: Feedback | null;
  claves: Option[];
  onSave(body: FeedbackBody): void;
}

/** Creates or edits a feedback entry: key, score range and text. */
export function FeedbackDialog({ initial, claves, onSave, ...frame }: FeedbackDialogProps) {
  const form = useContractForm(feedbackBodySchema, {
    claves_id: initial?.claves_id ?? null,
    minimo: initial?.minimo ?? 0,
    maximo: initial?.maximo ?? 100,
    titulo: initial?.titulo ?? '',
    texto: initial?.texto ?? '',
  });
  const claveOptions = [
    { value: null, label: 'Ninguna' },
    ...claves.map((c) => ({ value: c.id, label: c.label })),
  ];
  return (
    <FormDialog
      titleId="feedback-dialog-title"
      title={initial ? 'Editar feedback' : 'Nuevo feedback'}
      {...frame}
      onSubmit={() => void form.handleSubmit(onSave)()}
    >
      <FormSelectField
        form={form}
        name="claves_id"
        label="Clave"
        native={false}
        options={claveOptions}
        fullWidth
        margin="dense"
      />
      <Stack direction="row" spacing={2}>
        <FormNumberField form={form} name="minimo" label="Mínimo" margin="dense" />
        <FormNumberField form={form} name="maximo" label="Máximo" margin="dense" />
      </Stack>
      <FormTextField form={form} name="titulo" label="Título" fullWidth margin="dense" />
      <FormTextField
        form={form}
        name="texto"
        label="Texto"
        fullWidth
        margin="dense"
        multiline
        minRows={4}
        helperText=" "
      />
    </FormDialog>
  );
}
