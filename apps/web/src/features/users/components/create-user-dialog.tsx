import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Box from '@mui/material/Box';
import type { CentreOption } from '@eval/contracts/centre-options';
import {
  USER_MESSAGES,
  registerUserBodySchema,
  type RegisterUserBody,
} from '@eval/contracts/users';
import { useSelectedCentre } from '../../../lib/state/selected-centre';
import { FormDialog } from '../../../components/form-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import {
  firstErrorMessage,
  useContractForm,
  type Draft,
} from '../../../components/form/use-contract-form';
import { useLanguageOptions } from '../../../lib/languages';
import { notify } from '../../../lib/notify';
import { useGetCargosQuery, useGetProfilesQuery, useRegisterUserMutation } from '../api';
import { centreOptionOfCentre } from '../centre-options';
import { notifyMail } from '../mail-notice';
import { newUserCreated, newUserFailed } from '../slice';
import { newUserShortfall } from '../user-validation';
import { CentrePicker } from './centre-picker';
import { errorMessage, GENERIC_FAILURE } from '../../../lib/api-errors';

/** A profile not chosen yet is null, so the contract names it ("El perfil es obligatorio."). */
const EMPTY_USER: Required<Draft<RegisterUserBody>> = {
  nombre: '',
  apellidos: '',
  email: '',
  telefono: '',
  dni: '',
  perfil: null,
  language_id: 'ES',
  cargos_id: null,
  activo: 1,
  centros_id: null,
};

const ACTIVE_OPTIONS = [
  { value: 1, label: 'Sí' },
  { value: 0, label: 'No' },
] as const;

interface CreateUserDialogProps {
  open: boolean;
  centreId: number | null;
  onClose(): void;
}

/**
 * New user. Each field is checked by the contract before sending, with its own plain message
 * under it, and the user needs at least 8 values (spec §5); the server e-mails the link to set
 * a password.
 */
export function CreateUserDialog({ open, centreId, onClose }: CreateUserDialogProps) {
  const dispatch = useDispatch();
  const form = useContractForm(registerUserBodySchema, EMPTY_USER, { markRequired: false });
  const [chosen, setChosen] = useState<CentreOption | null>(null);
  const { data: profiles = [] } = useGetProfilesQuery(undefined);
  const { data: cargos = [] } = useGetCargosQuery(undefined);
  const languages = useLanguageOptions();
  // With a centre selected, the new user belongs to it: the picker shows it, fixed.
  const selected = useSelectedCentre().centre.data;
  const centre = centreId === null ? chosen : selected ? centreOptionOfCentre(selected) : null;
  const [registerUser, { isLoading }] = useRegisterUserMutation();

  const save = form.handleSubmit(
    async (body) => {
      const shortfall = newUserShortfall(form.getValues());
      if (shortfall) {
        notify(shortfall, { variant: 'error' });
        return;
      }
      try {
        const { data: created, mail } = await registerUser(body).unwrap();
        dispatch(newUserCreated({ id: created.id, email: created.email }));
        notifyMail(mail, { sent: USER_MESSAGES.created, queued: USER_MESSAGES.createdQueued });
        form.reset();
        setChosen(null);
        onClose();
      } catch (error) {
        const message = errorMessage(error, GENERIC_FAILURE, { firstProblem: true });
        dispatch(newUserFailed(message));
        notify(`${USER_MESSAGES.createFailed}: ${message}`, { variant: 'error' });
      }
    },
    (errors) => {
      const message = newUserShortfall(form.getValues()) ?? firstErrorMessage(errors);
      notify(message, { variant: 'error' });
    },
  );
  const submit = () => {
    // The centre is the picker's, or the selected centre whatever the picker held.
    form.setValue('centros_id', centreId ?? chosen?.id ?? null);
    void save();
  };

  const profileOptions = profiles.map((p) => ({ value: p.id, label: p.nombre }));
  const cargoOptions = [
    { value: null, label: 'Sin cargo' },
    ...cargos.map((c) => ({ value: c.id, label: c.nombre })),
  ];
  const languageOptions = languages.map((l) => ({ value: l.code, label: l.name }));
  const text = { form, size: 'small' } as const;
  const select = { form, size: 'small', native: false } as const;
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      titleId="create-user-title"
      title="Nuevo usuario"
      open={open}
      submitLabel="Crear usuario"
      cancelVariant="text"
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: 1 }}>
        <FormTextField {...text} name="nombre" label="Nombre" />
        <FormTextField {...text} name="apellidos" label="Apellidos" />
        <FormTextField {...text} name="email" label="Correo electrónico" type="email" />
        <FormTextField {...text} name="telefono" label="Teléfono" />
        <FormTextField {...text} name="dni" label="DNI" />
        <FormSelectField {...select} name="perfil" label="Perfil" options={profileOptions} />
        <FormSelectField {...select} name="cargos_id" label="Cargo" options={cargoOptions} />
        <FormSelectField {...select} name="language_id" label="Idioma" options={languageOptions} />
        <FormSelectField {...select} name="activo" label="Activo" options={ACTIVE_OPTIONS} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <CentrePicker
            label="Centro"
            value={centre}
            onChange={(option) => {
              setChosen(option);
              form.clearErrors('centros_id');
            }}
            disabled={centreId !== null}
            error={form.formState.errors.centros_id?.message}
          />
        </Box>
      </Box>
    </FormDialog>
  );
}
