import Stack from '@mui/material/Stack';
import { feedbackBodySchema, type Feedback, type FeedbackBody } from '@eval/contracts/content';
import { useState } from 'react';
import { FormDialog, type FormDialogFrame } from '../../../components/form-dialog';
import type { Option } from '../api';
import { firstIssue } from '../../../lib/form-issues';
import { DialogTextField } from './dialog-text-field';
import { SingleSelect } from './option-selects';

interface FeedbackDialogProps extends FormDialogFrame {
  initial: Feedback | null;
  claves: Option[];
  onSave(body: FeedbackBody): void;
}

/** Creates or edits a feedback entry: key, score range and text. */
export function FeedbackDialog({ initial, claves, onSave, ...frame }: FeedbackDialogProps) {
  const [clave, setClave] = useState<number | null>(initial?.claves_id ?? null);
  const [minimo, setMinimo] = useState(String(initial?.minimo ?? 0));
  const [maximo, setMaximo] = useState(String(initial?.maximo ?? 100));
  const [titulo, setTitulo] = useState(initial?.titulo ?? '');
  const [texto, setTexto] = useState(initial?.texto ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const parsed = feedbackBodySchema.safeParse({
      claves_id: clave,
      minimo: Number(minimo),
      maximo: Number(maximo),
      titulo,
      texto,
    });
    if (!parsed.success) {
      setError(firstIssue(parsed.error.issues));
      return;
    }
    onSave(parsed.data);
  };
  return (
    <FormDialog
      titleId="feedback-dialog-title"
      title={initial ? 'Editar feedback' : 'Nuevo feedback'}
      {...frame}
      onSubmit={save}
    >
      <SingleSelect label="Clave" options={claves} value={clave} onChange={setClave} />
      <Stack direction="row" spacing={2}>
        {[
          { label: 'Mínimo', value: minimo, onChange: setMinimo },
          { label: 'Máximo', value: maximo, onChange: setMaximo },
        ].map(({ label, value, onChange }) => (
          <DialogTextField
            key={label}
            label={label}
            type="number"
            value={value}
            onChange={onChange}
            fullWidth={false}
          />
        ))}
      </Stack>
      <DialogTextField label="Título" value={titulo} onChange={setTitulo} required />
      <DialogTextField
        label="Texto"
        value={texto}
        onChange={setTexto}
        multiline
        minRows={4}
        refusal={error}
        helperText=" "
      />
    </FormDialog>
  );
}
