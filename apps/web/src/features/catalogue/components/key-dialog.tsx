import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { claveBodySchema, type Clave, type ClaveBody, type Color } from '@eval/contracts/catalogue';
import { FormDialog } from '../../../components/form-dialog';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../components/form/use-contract-form';

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
  const form = useContractForm(
    claveBodySchema,
    {
      titulo: initial?.titulo_es ?? '',
      titulo_ca: initial?.titulo_ca ?? '',
      descripcion: initial?.descripcion_es ?? '',
      descripcion_ca: initial?.descripcion_ca ?? '',
      colores_id: initial?.colores_id ?? null,
      orden: initial?.orden ?? nextOrden,
    },
    // The dialog never marked its fields required; the contract still refuses a blank title.
    { markRequired: false },
  );
  const colourOptions = [
    { value: null, label: 'Sin color', hex: null },
    ...colores.map((c) => ({ value: c.id, label: c.nombre, hex: c.hex })),
  ];
  const text = (name: 'titulo' | 'titulo_ca' | 'descripcion' | 'descripcion_ca', label: string) => (
    <FormTextField
      form={form}
      name={name}
      label={label}
      fullWidth
      margin="dense"
      multiline={name.startsWith('descripcion')}
      minRows={name.startsWith('descripcion') ? 2 : undefined}
    />
  );
  return (
    <FormDialog
      // Closing with edits asks before discarding them.
      dirty={form.formState.isDirty}
      titleId="clave-dialog-title"
      title={initial ? 'Editar clave' : 'Nueva clave'}
      maxWidth="md"
      busy={busy}
      onSubmit={() => void form.handleSubmit(onSave)()}
      onClose={onClose}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 1 }}>
          {text('titulo', 'Título (castellano)')}
          {text('descripcion', 'Descripción (castellano)')}
        </Box>
        <Box sx={{ flex: 1 }}>
          {text('titulo_ca', 'Título (catalán)')}
          {text('descripcion_ca', 'Descripción (catalán)')}
        </Box>
      </Stack>
      <Stack direction="row" spacing={2}>
        <FormSelectField
          form={form}
          name="colores_id"
          label="Color"
          native={false}
          options={colourOptions}
          renderOption={(option) => {
            const hex = colourOptions.find((c) => c.value === option.value)?.hex;
            return (
              <>
                {hex && (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      display: 'inline-block',
                      width: 16,
                      height: 16,
                      mr: 1,
                      bgcolor: hex,
                      border: '1px solid #0003',
                      verticalAlign: 'middle',
                    }}
                  />
                )}
                {option.label}
              </>
            );
          }}
          margin="dense"
          sx={{ minWidth: 220 }}
        />
        <FormNumberField form={form} name="orden" label="Orden" margin="dense" />
      </Stack>
    </FormDialog>
  );
}
