import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { Tipo } from '@eval/contracts/catalogue';
import { useState } from 'react';
import { EditorRowActions } from './editor-row-actions';

export interface QuestionDraft {
  num: string;
  tipos_id: string;
  titulo: string;
  titulo_ca: string;
}

/** The title in each language, one under the other; `label` names the field for screen readers. */
const TITLES = [
  { key: 'titulo', placeholder: 'Título (castellano)', label: 'título' },
  { key: 'titulo_ca', placeholder: 'Título (catalán)', label: 'título en catalán' },
] as const;

interface QuestionEditorRowProps {
  initial: QuestionDraft;
  tipos: Tipo[];
  saveLabel: string;
  /** Prefix of the inputs' accessible names ("Nueva pregunta", "Pregunta 3"). */
  name: string;
  busy: boolean;
  onSave(draft: QuestionDraft): Promise<boolean>;
  onCancel?(): void;
}

/** A question's number, type and titles edited in place, in a table row. */
export function QuestionEditorRow(props: QuestionEditorRowProps) {
  const { initial, tipos, saveLabel, name, busy, onSave, onCancel } = props;
  const [draft, setDraft] = useState(initial);
  const set = (key: keyof QuestionDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  return (
    <TableRow>
      <TableCell sx={{ width: 90 }}>
        <TextField
          size="small"
          type="number"
          value={draft.num}
          onChange={set('num')}
          slotProps={{ htmlInput: { 'aria-label': `${name}: número`, min: 1 } }}
        />
      </TableCell>
      <TableCell sx={{ width: 180 }}>
        <TextField
          select
          size="small"
          value={draft.tipos_id}
          onChange={set('tipos_id')}
          fullWidth
          slotProps={{
            select: { SelectDisplayProps: { 'aria-label': `${name}: tipo` } as object },
          }}
        >
          {tipos.map((t) => (
            <MenuItem key={t.id} value={String(t.id)}>
              {t.nombre}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell>
        {TITLES.map(({ key, placeholder, label }, index) => (
          <TextField
            key={key}
            size="small"
            fullWidth
            placeholder={placeholder}
            value={draft[key]}
            onChange={set(key)}
            sx={index > 0 ? { mt: 1 } : undefined}
            slotProps={{ htmlInput: { 'aria-label': `${name}: ${label}` } }}
          />
        ))}
      </TableCell>
      <TableCell />
      <EditorRowActions
        saveLabel={saveLabel}
        busy={busy}
        onSave={() => {
          void onSave(draft).then((saved) => {
            if (saved && !onCancel) setDraft({ ...initial, num: String(Number(draft.num) + 1) });
          });
        }}
        onCancel={onCancel}
      />
    </TableRow>
  );
}
