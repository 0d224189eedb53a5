import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ContentField } from '../content-form-model';
import {
  fieldNameProblem,
  NEW_FIELD_KINDS,
  newField,
  parseSubfields,
  type NewFieldKind,
} from '../new-content-field';

interface AddFieldPanelProps {
  /** The keys the content has already. */
  taken: readonly string[];
  onAdd(field: ContentField): void;
}

/** "Añadir campo": a new key of the content, by name and kind. */
export function AddFieldPanel({ taken, onAdd }: AddFieldPanelProps) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<NewFieldKind>('text');
  const [subfields, setSubfields] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [subfieldsError, setSubfieldsError] = useState<string | null>(null);
  const add = () => {
    const problem = fieldNameProblem(name, taken);
    const keys = kind === 'entryList' ? parseSubfields(subfields) : { ok: true as const, keys: [] };
    setNameError(problem);
    setSubfieldsError(keys.ok ? null : keys.message);
    if (problem !== null || !keys.ok) return;
    onAdd(newField(name, kind, keys.keys));
    setName('');
    setSubfields('');
  };
  return (
    <Box
      component="section"
      aria-labelledby="add-field-title"
      sx={{ mt: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="add-field-title" component="h3" variant="subtitle2">
        Añadir campo
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }}>
        <TextField
          label="Nombre del campo"
          margin="dense"
          fullWidth
          value={name}
          error={nameError !== null}
          helperText={nameError ?? 'Letras, cifras, «-» y «_»: enlaces_de_interes'}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <TextField
          select
          label="Tipo"
          margin="dense"
          fullWidth
          value={kind}
          onChange={(event) => setKind(event.target.value as NewFieldKind)}
        >
          {NEW_FIELD_KINDS.map((option) => (
            <MenuItem key={option.kind} value={option.kind}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {kind === 'entryList' && (
        <TextField
          label="Subcampos"
          margin="dense"
          fullWidth
          value={subfields}
          error={subfieldsError !== null}
          helperText={subfieldsError ?? 'Separados por comas: fecha, texto'}
          onChange={(event) => {
            setSubfields(event.target.value);
            setSubfieldsError(null);
          }}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      )}
      <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={add}>
        Añadir campo
      </Button>
    </Box>
  );
}
