import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { CentreOption } from '@eval/contracts/centre-options';
import {
  USER_MESSAGES,
  registerUserBodySchema,
  type RegisterUserBody,
} from '@eval/contracts/users';
import { useSelectedCentre } from '../../../lib/state/selected-centre';
import { FormDialog } from '../../../components/form-dialog';
import { useContractForm, type Draft } from '../../../components/form/use-contract-form';
import { notify } from '../../../lib/notify';
import { useRegisterUserMutation } from '../api';
import { centreOptionOfCentre } from '../centre-options';
import { notifyMail } from '../mail-notice';
import { newUserCreated, newUserFailed } from '../slice';
import { newUserShortfall } from '../user-validation';
import { errorMessage, GENERIC_FAILURE } from '../../../lib/api-errors';
import { UserFormFields } from './user-form-fields';
import { useCanWriteNational } from '../../../lib/admin-scope';
import { scopeBody } from './user-scope-fields';

/**
 * A profile not chosen yet is null, so the contract names it ("El perfil es obligatorio."). An
 * administrator's scope starts national and writable; it is sent only for an administrator, by
 * one who may set it (user-scope-fields.tsx).
 */
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
  ambito: [],
  solo_lectura: 0,
};

interface CreateUserDialogProps {
  open: boolean;
  centreId: number | null;
  onClose(): void;
  /** The user just created, to show and highlight in the table. */
  onCreated?(user: { id: number; email: string }): void;
}

/**
 * New user. Each field is checked by the contract before sending, its message once and under
 * it (no notice repeating it); only when every field is right but the user holds fewer
 * than 8 values (spec §5) does a notice say so. The server e-mails the link to set a password.
 */
export function CreateUserDialog({ open, centreId, onClose, onCreated }: CreateUserDialogProps) {
  const dispatch = useDispatch();
  const form = useContractForm(registerUserBodySchema, EMPTY_USER);
  const [chosen, setChosen] = useState<CentreOption | null>(null);
  // With a centre selected, the new user belongs to it: the picker shows it, fixed.
  const selected = useSelectedCentre().centre.data;
  const centre = centreId === null ? chosen : selected ? centreOptionOfCentre(selected) : null;
  const [registerUser, { isLoading }] = useRegisterUserMutation();
  const canEditScope = useCanWriteNational();

  const save = form.handleSubmit(async (body) => {
    const shortfall = newUserShortfall(form.getValues());
    if (shortfall) {
      notify(shortfall, { variant: 'error' });
      return;
    }
    try {
      const { ambito: _ambito, solo_lectura: _soloLectura, ...fields } = body;
      const { data: created, mail } = await registerUser({
        ...fields,
        ...scopeBody(body, canEditScope),
      }).unwrap();
      dispatch(newUserCreated({ id: created.id, email: created.email }));
      notifyMail(mail, { sent: USER_MESSAGES.created, queued: USER_MESSAGES.createdQueued });
      form.reset();
      setChosen(null);
      onCreated?.({ id: created.id, email: created.email });
      onClose();
    } catch (error) {
      const message = errorMessage(error, GENERIC_FAILURE, { firstProblem: true });
      dispatch(newUserFailed(message));
      notify(`${USER_MESSAGES.createFailed}: ${message}`, { variant: 'error' });
    }
  });
  const submit = () => {
    // The centre is the picker's, or the selected centre whatever the picker held.
    form.setValue('centros_id', centreId ?? chosen?.id ?? null);
    void save();
  };

  return (
    <FormDialog
      dirty={form.formState.isDirty || chosen !== null}
      titleId="create-user-title"
      title="Nuevo usuario"
      open={open}
      submitLabel="Crear usuario"
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    >
      <UserFormFields
        form={form}
        centre={centre}
        onCentreChange={setChosen}
        centreFixed={centreId !== null}
      />
    </FormDialog>
  );
}
