import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { EditorRowActions } from './editor-row-actions';

export interface OptionDraft {
  respuesta: string;
  respuesta_ca: string;
  valor: string;
  orden: string;
}

interface OptionEditorRowProps {
  initial: OptionDraft;
  name: string;
  saveLabel: string;
  busy: boolean;
  onSave(draft: OptionDraft): Promise<boolean>;
  onCancel?(): void;
}

/** An answer option's texts, score and order edited in place, in a table row. */
export function OptionEditorRow({
  initial,
  name,
  saveLabel,
  busy,
  onSave,
  onCancel,
}: OptionEditorRowProps) {
  const [draft, setDraft] = useState(initial);
  const set = (key: keyof OptionDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const input = (key: keyof OptionDraft, label: string, type = 'text') => (
    <TextField
      size="small"
      fullWidth
      type={type}
      value={draft[key]}
      onChange={set(key)}
      placeholder={label}
      slotProps={{
        htmlInput: {
          'aria-label': `${name}: ${label.toLowerCase()}`,
          ...(type === 'number' ? { min: 0 } : {}),
        },
      }}
    />
  );
  return (
    <TableRow>
      <TableCell>{input('respuesta', 'Texto')}</TableCell>
      <TableCell>{input('respuesta_ca', 'Texto en catalán')}</TableCell>
      <TableCell sx={{ width: 110 }}>{input('valor', 'Puntuación', 'number')}</TableCell>
      <TableCell sx={{ width: 100 }}>{input('orden', 'Orden', 'number')}</TableCell>
      <EditorRowActions
        saveLabel={saveLabel}
        busy={busy}
        onSave={() => void onSave(draft)}
        onCancel={onCancel}
      />
    </TableRow>
  );
}
