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
import type { CentreOption } from '@eval/contracts/centre-options';
import { USER_MESSAGES } from '@eval/contracts/users';
import { useSelectedCentre } from '../../../app/state/selected-centre';
import { useLanguageOptions } from '../../../lib/languages';
import { notify } from '../../../lib/notify';
import { useGetCargosQuery, useGetProfilesQuery, useRegisterUserMutation } from '../api';
import { centreOptionOfCentre } from '../centre-options';
import { notifyMail } from '../mail-notice';
import { newUserCreated, newUserFailed } from '../slice';
import { checkNewUser, type NewUserForm } from '../user-validation';
import { CentrePicker } from './centre-picker';
import { firstProblemMessage } from '../../../lib/api-errors';

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
}
type FormField = keyof FormState;

const emptyForm = (): FormState => ({
  nombre: '',
  apellidos: '',
  email: '',
  telefono: '',
  dni: '',
  perfil: '',
  language_id: 'ES',
  cargos_id: '',
  activo: '1',
});

const toNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value));

function toForm(state: FormState, centre: CentreOption | number | null): NewUserForm {
  return {
    ...state,
    // A profile not chosen yet is absent, so the check names it ("El perfil es obligatorio.").
    perfil: toNumber(state.perfil) ?? undefined,
    cargos_id: toNumber(state.cargos_id),
    activo: state.activo === '1' ? 1 : 0,
    centros_id: centre,
  };
}

interface CreateUserDialogProps {
  open: boolean;
  centreId: number | null;
  onClose(): void;
}

/**
 * New user. Each field is checked before sending, with its own plain message under it, and the
 * user needs at least 8 values (spec §5); the server e-mails the link to set a password.
 */
export function CreateUserDialog({ open, centreId, onClose }: CreateUserDialogProps) {
  const dispatch = useDispatch();
  const [form, setForm] = useState<FormState>(emptyForm);
  const [chosen, setChosen] = useState<CentreOption | null>(null);
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const { data: profiles = [] } = useGetProfilesQuery(undefined);
  const { data: cargos = [] } = useGetCargosQuery(undefined);
  const languages = useLanguageOptions();
  // With a centre selected, the new user belongs to it: the picker shows it, fixed.
  const selected = useSelectedCentre().centre.data;
  const centre = centreId === null ? chosen : selected ? centreOptionOfCentre(selected) : null;
  const [registerUser, { isLoading }] = useRegisterUserMutation();

  const forget = (name: string) => setProblems(({ [name]: _gone, ...rest }) => rest);

  const field = (name: FormField, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(event) => {
        setForm((f) => ({ ...f, [name]: event.target.value }));
        forget(name);
      }}
      error={Boolean(problems[name])}
      helperText={problems[name]}
      size="small"
      {...extra}
    />
  );

  const submit = async () => {
    const checked = checkNewUser(toForm(form, centre ?? centreId));
    if ('message' in checked) {
      setProblems(checked.problems);
      notify(checked.message, { variant: 'error' });
      return;
    }
    try {
      const { data: created, mail } = await registerUser(checked.body).unwrap();
      dispatch(newUserCreated({ id: created.id, email: created.email }));
      notifyMail(mail, { sent: USER_MESSAGES.created, queued: USER_MESSAGES.createdQueued });
      setForm(emptyForm());
      setChosen(null);
      setProblems({});
      onClose();
    } catch (error) {
      const message = firstProblemMessage(error);
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
            children: languages.map((l) => (
              <MenuItem key={l.code} value={l.code}>
                {l.name}
              </MenuItem>
            )),
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
          <Box sx={{ gridColumn: '1 / -1' }}>
            <CentrePicker
              label="Centro"
              value={centre}
              onChange={(option) => {
                setChosen(option);
                forget('centros_id');
              }}
              disabled={centreId !== null}
              error={problems.centros_id}
            />
          </Box>
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
