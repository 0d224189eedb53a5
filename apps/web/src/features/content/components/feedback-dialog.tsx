import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { feedbackBodySchema, type Feedback, type FeedbackBody } from '@eval/contracts/content';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import type { Option } from '../api';
import { firstIssue } from '../../../lib/form-issues';
import { SingleSelect } from './option-selects';

interface FeedbackDialogProps {
  initial: Feedback | null;
  claves: Option[];
  busy: boolean;
  onSave(body: FeedbackBody): void;
  onClose(): void;
}

/** Creates or edits a feedback entry: key, score range and text. */
export function FeedbackDialog({ initial, claves, busy, onSave, onClose }: FeedbackDialogProps) {
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
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      <SingleSelect label="Clave" options={claves} value={clave} onChange={setClave} />
      <Stack direction="row" spacing={2}>
        <TextField
          label="Mínimo"
          type="number"
          value={minimo}
          onChange={(e) => setMinimo(e.target.value)}
          margin="dense"
        />
        <TextField
          label="Máximo"
          type="number"
          value={maximo}
          onChange={(e) => setMaximo(e.target.value)}
          margin="dense"
        />
      </Stack>
      <TextField
        label="Título"
        value={titulo}
        onChange={(e) => setTitulo(e.target.value)}
        fullWidth
        margin="dense"
        required
      />
      <TextField
        label="Texto"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        fullWidth
        margin="dense"
        multiline
        minRows={4}
        error={error !== null}
        helperText={error ?? ' '}
      />
    </FormDialog>
  );
}
