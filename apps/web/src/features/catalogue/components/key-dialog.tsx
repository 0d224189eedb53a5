import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { claveBodySchema, type Clave, type ClaveBody, type Color } from '@eval/contracts/catalogue';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { firstIssue } from '../../../lib/form-issues';

interface KeyDialogProps {
  initial: Clave | null;
  colores: Color[];
  nextOrden: number;
  busy: boolean;
  onSave(body: ClaveBody): void;
  onClose(): void;
}

/** Edits a key's texts in both languages, its colour and its order. */
export function KeyDialog({ initial, colores, nextOrden, busy, onSave, onClose }: KeyDialogProps) {
  const [loaded] = useState(() => ({
    titulo: initial?.titulo_es ?? '',
    titulo_ca: initial?.titulo_ca ?? '',
    descripcion: initial?.descripcion_es ?? '',
    descripcion_ca: initial?.descripcion_ca ?? '',
    colores_id: initial?.colores_id ? String(initial.colores_id) : '',
    orden: String(initial?.orden ?? nextOrden),
  }));
  const [form, setForm] = useState(loaded);
  const [error, setError] = useState<string | null>(null);
  const field = (key: keyof typeof form, label: string, multiline = false) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
      fullWidth
      margin="dense"
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
    />
  );
  const save = () => {
    const parsed = claveBodySchema.safeParse({
      ...form,
      colores_id: form.colores_id === '' ? null : Number(form.colores_id),
      orden: Number(form.orden),
    });
    if (!parsed.success) return setError(firstIssue(parsed.error.issues));
    onSave(parsed.data);
  };
  return (
    <FormDialog
      // Closing with edits asks before discarding them (issue 27).
      dirty={JSON.stringify(form) !== JSON.stringify(loaded)}
      titleId="clave-dialog-title"
      title={initial ? 'Editar clave' : 'Nueva clave'}
      maxWidth="md"
      error={error}
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 1 }}>
          {field('titulo', 'Título (castellano)')}
          {field('descripcion', 'Descripción (castellano)', true)}
        </Box>
        <Box sx={{ flex: 1 }}>
          {field('titulo_ca', 'Título (catalán)')}
          {field('descripcion_ca', 'Descripción (catalán)', true)}
        </Box>
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label="Color"
          value={form.colores_id}
          onChange={(e) => setForm((f) => ({ ...f, colores_id: e.target.value }))}
          margin="dense"
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Sin color</MenuItem>
          {colores.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'inline-block',
                  width: 16,
                  height: 16,
                  mr: 1,
                  bgcolor: c.hex,
                  border: '1px solid #0003',
                  verticalAlign: 'middle',
                }}
              />
              {c.nombre}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Orden"
          type="number"
          value={form.orden}
          onChange={(e) => setForm((f) => ({ ...f, orden: e.target.value }))}
          margin="dense"
        />
      </Stack>
    </FormDialog>
  );
}
