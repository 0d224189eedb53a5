import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { formatContentJson, parseContentJson } from '../content-json';

interface ContentJsonDialogProps {
  /** The payload being edited, or undefined for a new content. */
  initial: unknown;
  busy: boolean;
  onSave(payload: unknown): void;
  onClose(): void;
}

/** Edits a content as JSON text, validated before it is sent. */
export function ContentJsonDialog({ initial, busy, onSave, onClose }: ContentJsonDialogProps) {
  const [text, setText] = useState(initial === undefined ? '{\n  \n}' : formatContentJson(initial));
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const parsed = parseContentJson(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    onSave(parsed.payload);
  };
  return (
    <FormDialog
      titleId="contenido-dialog-title"
      title={initial === undefined ? 'Nuevo contenido' : 'Editar contenido'}
      maxWidth="md"
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label="Contenido (JSON)"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        multiline
        minRows={12}
        fullWidth
        margin="dense"
        error={error !== null}
        helperText={error ?? 'Un objeto o una lista JSON. Se guarda como datos, nunca como HTML.'}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
    </FormDialog>
  );
}
