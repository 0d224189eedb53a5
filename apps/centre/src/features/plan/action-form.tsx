import type { PlanData } from '@eval/contracts/plans';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionFields } from './api';

/**
 * The coordinator's form of an action: its text, key, responsable and due date. The state is
 * changed on the action itself (as its responsable does), so the form keeps to what only the
 * coordinator decides.
 */
export function ActionForm({
  plan,
  initial,
  title,
  busy,
  error,
  onSave,
  onClose,
}: {
  plan: PlanData;
  initial: ActionFields | null;
  title: string;
  busy: boolean;
  error: string | null;
  onSave: (fields: ActionFields) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [texto, setTexto] = useState(initial?.texto ?? '');
  const [clave, setClave] = useState(initial?.claves_id ?? plan.claves[0]?.id ?? 0);
  const [responsable, setResponsable] = useState<number | null>(initial?.responsable_id ?? null);
  const [fecha, setFecha] = useState(initial?.fecha_limite ?? '');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="action-form-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave({
            texto,
            claves_id: clave,
            responsable_id: responsable,
            fecha_limite: fecha === '' ? null : fecha,
          });
        }}
      >
        <DialogTitle id="action-form-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('plan.action')}
              value={texto}
              onChange={(event) => setTexto(event.target.value)}
              required
              multiline
              minRows={2}
              autoFocus
            />
            <TextField
              select
              label={t('plan.key')}
              value={clave}
              onChange={(event) => setClave(Number(event.target.value))}
            >
              {plan.claves.map((key) => (
                <MenuItem key={key.id} value={key.id}>
                  {key.titulo}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('plan.responsable')}
              value={responsable ?? 0}
              onChange={(event) =>
                setResponsable(Number(event.target.value) === 0 ? null : Number(event.target.value))
              }
            >
              <MenuItem value={0}>{t('plan.nobody')}</MenuItem>
              {plan.personas.map((person) => (
                <MenuItem key={person.id} value={person.id}>
                  {person.nombre}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={t('plan.dueDate')}
              value={fecha}
              onChange={(event) => setFecha(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {error && (
              <span role="alert" style={{ color: '#b3261e' }}>
                {error}
              </span>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="text" onClick={onClose}>
            {t('plan.cancel')}
          </Button>
          <Button type="submit" disabled={busy || texto.trim() === ''}>
            {t('plan.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
