import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { USER_MESSAGES } from '@eval/contracts/users';
import { notify } from '../../../lib/notify';
import {
  errorMessage,
  useGetCargosQuery,
  useGetProfilesQuery,
  useRegisterUserMutation,
} from '../api';
import { newUserCreated, newUserFailed } from '../slice';
import { toRegisterBody, type NewUserForm } from '../user-validation';

interface FormState {
  nombre: string;
  apellidos: string;
  email: string;
  telefono: string;
  dni: string;
  perfil: string;
  language_id: 'ES' | 'CA';
  cargos_id: string;
  activo: '1' | '0';
  centros_id: string;
}

const emptyForm = (centreId: number | null): FormState => ({
  nombre: '',
  apellidos: '',
  email: '',
  telefono: '',
  dni: '',
  perfil: '',
  language_id: 'ES',
  cargos_id: '',
  activo: '1',
  centros_id: centreId === null ? '' : String(centreId),
});

const toNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value));

function toForm(state: FormState): NewUserForm {
  return {
    ...state,
    perfil: toNumber(state.perfil) as number,
    cargos_id: toNumber(state.cargos_id),
    activo: state.activo === '1' ? 1 : 0,
    centros_id: toNumber(state.centros_id),
  };
}

interface CreateUserDialogProps {
  open: boolean;
  centreId: number | null;
  onClose(): void;
}

/** New user (spec §5: at least 8 values); the server e-mails the link to set a password. */
export function CreateUserDialog({ open, centreId, onClose }: CreateUserDialogProps) {
  const dispatch = useDispatch();
  const [form, setForm] = useState<FormState>(() => emptyForm(centreId));
  const { data: profiles = [] } = useGetProfilesQuery(undefined);
  const { data: cargos = [] } = useGetCargosQuery(undefined);
  const [registerUser, { isLoading }] = useRegisterUserMutation();

  const field = (name: keyof FormState, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(event) => setForm((f) => ({ ...f, [name]: event.target.value }))}
      size="small"
      {...extra}
    />
  );

  const submit = async () => {
    const body = toRegisterBody(toForm(form));
    if (!body) {
      notify(USER_MESSAGES.incomplete, { variant: 'error' });
      return;
    }
    try {
      const created = await registerUser(body).unwrap();
      dispatch(newUserCreated({ id: created.id, email: created.email }));
      notify(USER_MESSAGES.created);
      setForm(emptyForm(centreId));
      onClose();
    } catch (error) {
      const message = errorMessage(error);
      dispatch(newUserFailed(message));
      notify(`${USER_MESSAGES.createFailed}: ${message}`, { variant: 'error' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="create-user-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="create-user-title">Nuevo usuario</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: 1 }}>
          {field('nombre', 'Nombre')}
          {field('apellidos', 'Apellidos')}
          {field('email', 'Correo electrónico', { type: 'email' })}
          {field('telefono', 'Teléfono')}
          {field('dni', 'DNI')}
          {field('perfil', 'Perfil', {
            select: true,
            children: profiles.map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.nombre}
              </MenuItem>
            )),
          })}
          {field('cargos_id', 'Cargo', {
            select: true,
            children: [
              <MenuItem key="none" value="">
                Sin cargo
              </MenuItem>,
              ...cargos.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.nombre}
                </MenuItem>
              )),
            ],
          })}
          {field('language_id', 'Idioma', {
            select: true,
            children: [
              <MenuItem key="ES" value="ES">
                Español
              </MenuItem>,
              <MenuItem key="CA" value="CA">
                Català
              </MenuItem>,
            ],
          })}
          {field('activo', 'Activo', {
            select: true,
            children: [
              <MenuItem key="1" value="1">
                Sí
              </MenuItem>,
              <MenuItem key="0" value="0">
                No
              </MenuItem>,
            ],
          })}
          {field('centros_id', 'Id del centro', {
            type: 'number',
            disabled: centreId !== null,
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="text" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={() => void submit()} disabled={isLoading}>
          Crear usuario
        </Button>
      </DialogActions>
    </Dialog>
  );
}
