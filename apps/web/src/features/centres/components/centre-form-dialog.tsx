import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CENTRE_MESSAGES, type Centre } from '@eval/contracts/centres';
import {
  CENTRE_KIND_LABELS,
  CENTRE_KINDS,
  OWNERSHIP_LABELS,
  OWNERSHIPS,
  SOCIOECONOMIC_LEVEL_LABELS,
  SOCIOECONOMIC_LEVELS,
} from '@eval/contracts/centre-enums';
import { notify } from '../../../lib/notify';
import { useCreateCentreMutation, useUpdateCentreMutation } from '../api';
import { EMPTY_CENTRE_FORM, formFromCentre, toCentreBody, type CentreForm } from '../centre-form';
import { PlaceSelects, type Place } from './place-selects';
import { notifyFailure } from '../../../lib/api-errors';

interface CentreFormDialogProps {
  /** The centre to edit, or null to create one. */
  centre: Centre | null;
  open: boolean;
  onClose(): void;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Create or edit a centre with every field, its place chosen community → province → municipality. */
export function CentreFormDialog({ centre, open, onClose }: CentreFormDialogProps) {
  const [form, setForm] = useState<CentreForm>(() =>
    centre ? formFromCentre(centre) : EMPTY_CENTRE_FORM,
  );
  const [createCentre, creating] = useCreateCentreMutation();
  const [updateCentre, updating] = useUpdateCentreMutation();
  const set = <K extends keyof CentreForm>(key: K, value: CentreForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setPlace = useCallback((place: Place) => setForm((f) => ({ ...f, ...place })), []);

  const save = async () => {
    const body = toCentreBody(form);
    if (!body) {
      notify(CENTRE_MESSAGES.centreIncomplete, { variant: 'error' });
      return;
    }
    try {
      if (centre) {
        await updateCentre({ id: centre.id, ...body }).unwrap();
        notify(CENTRE_MESSAGES.centreUpdated);
      } else {
        await createCentre(body).unwrap();
        notify(CENTRE_MESSAGES.centreCreated);
      }
      onClose();
    } catch (error) {
      notifyFailure(error, CENTRE_MESSAGES.serverProblem);
    }
  };

  const place: Place = {
    comunidades_id: form.comunidades_id,
    provincias_id_provincia: form.provincias_id_provincia,
    municipios_id_municipio: form.municipios_id_municipio,
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{centre ? `Editar ${centre.nombre}` : 'Nuevo centro'}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
          <TextField
            required
            label="Nombre"
            value={form.nombre}
            onChange={(e) => set('nombre', e.target.value)}
          />
          <TextField
            required
            label="Código"
            value={form.codigo}
            onChange={(e) => set('codigo', e.target.value)}
          />
          <PlaceSelects value={place} onChange={setPlace} />
          <TextField
            label="Código postal"
            value={form.cp}
            onChange={(e) => set('cp', e.target.value)}
          />
          <TextField
            label="Dirección"
            value={form.direccion}
            onChange={(e) => set('direccion', e.target.value)}
          />
          <TextField
            select
            label="Titularidad"
            value={form.ownership}
            slotProps={nativeSelect}
            onChange={(e) => set('ownership', e.target.value as CentreForm['ownership'])}
          >
            <option value="">{OWNERSHIP_LABELS.WITHOUT_OWNERSHIP}</option>
            {OWNERSHIPS.map((o) => (
              <option key={o} value={o}>
                {OWNERSHIP_LABELS[o]}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Tipo"
            value={form.kind}
            slotProps={nativeSelect}
            onChange={(e) => set('kind', e.target.value as CentreForm['kind'])}
          >
            {CENTRE_KINDS.map((k) => (
              <option key={k} value={k}>
                {CENTRE_KIND_LABELS[k]}
              </option>
            ))}
          </TextField>
          <TextField
            label="Grupo"
            value={form.groupby}
            onChange={(e) => set('groupby', e.target.value)}
          />
          <TextField
            select
            label="Nivel socioeconómico"
            value={form.nivel_socioeconomico}
            slotProps={nativeSelect}
            onChange={(e) =>
              set('nivel_socioeconomico', e.target.value as CentreForm['nivel_socioeconomico'])
            }
          >
            <option value="">Sin indicar</option>
            {SOCIOECONOMIC_LEVELS.map((l) => (
              <option key={l} value={l}>
                {SOCIOECONOMIC_LEVEL_LABELS[l]}
              </option>
            ))}
          </TextField>
          <TextField
            select
            required
            label="Activo"
            value={form.activo}
            slotProps={nativeSelect}
            onChange={(e) => set('activo', e.target.value === '1' ? 1 : 0)}
          >
            <option value={1}>Sí</option>
            <option value={0}>No</option>
          </TextField>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="text" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={() => void save()} disabled={creating.isLoading || updating.isLoading}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
