import type { ContenidoPayload } from '@eval/contracts/content';
import { useState } from 'react';
import { FormDialog, type FormDialogFrame } from '../../../components/form-dialog';
import { formatContentJson, parseContentJson } from '../content-json';
import { DialogTextField } from './dialog-text-field';

interface ContentJsonDialogProps extends FormDialogFrame {
  /** The payload being edited, or undefined for a new content. */
  initial: unknown;
  onSave(payload: ContenidoPayload): void;
}

/** Edits a content as JSON text, validated before it is sent. */
export function ContentJsonDialog({ initial, onSave, ...frame }: ContentJsonDialogProps) {
  const [text, setText] = useState(initial === undefined ? '{\n  \n}' : formatContentJson(initial));
  const [error, setError] = useState<string | null>(null);
  /** A new text clears the refusal of the one before. */
  const retype = (typed: string) => {
    setText(typed);
    setError(null);
  };
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
      {...frame}
      onSubmit={save}
    >
      <DialogTextField
        label="Contenido (JSON)"
        value={text}
        onChange={retype}
        multiline
        minRows={12}
        refusal={error}
        helperText="Un objeto o una lista JSON. Se guarda como datos, nunca como HTML."
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
    </FormDialog>
  );
}
