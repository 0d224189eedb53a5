import { useState } from 'react';
import type { CentreOption } from '@eval/contracts/centre-options';
import { USER_MESSAGES, updateUserSchemaFor, type UserRow } from '@eval/contracts/users';
import { FormDialog } from '../../../components/form-dialog';
import { useContractForm } from '../../../components/form/use-contract-form';
import { errorMessage, GENERIC_FAILURE } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useUpdateUserMutation } from '../api';
import { centreOptionOfRow } from '../centre-options';
import { checkUpdatedUser } from '../user-validation';
import { UserFormFields } from './user-form-fields';
import { useCanWriteNational } from '../../../lib/admin-scope';
import { scopeBody } from './user-scope-fields';

interface EditUserDialogProps {
  user: UserRow;
  /** The selected centre: the user is moved to it whatever the picker says (spec §5). */
  centreId: number | null;
  onClose(): void;
}

/**
 * Edits a user in a dialog opened from the row's pencil, as BBDD Centros does (the
 * inline row editor sat 1,700 px from its pencil). The same fields and messages as "Nuevo
 * usuario"; the 11-value rule of spec §5 is told as a notice only once every field is right.
 */
export function EditUserDialog({ user, centreId, onClose }: EditUserDialogProps) {
  // Phone and DNI are checked when changed; an old row's unchecked value may stay (docs/users.md).
  const form = useContractForm(updateUserSchemaFor(user), {
    id: user.id,
    nombre: user.nombre,
    apellidos: user.apellidos ?? '',
    email: user.email,
    telefono: user.telefono ?? '',
    dni: user.dni ?? '',
    perfil: user.perfil,
    language_id: user.language_id === 'CA' ? 'CA' : 'ES',
    cargos_id: user.cargos_id,
    activo: user.activo === 0 ? 0 : 1,
    centros_id: user.centros_id,
    ambito: [...user.ambito],
    solo_lectura: user.solo_lectura === 1 ? 1 : 0,
  });
  const canEditScope = useCanWriteNational();
  const [centre, setCentre] = useState<CentreOption | null>(centreOptionOfRow(user));
  const [updateUser, { isLoading }] = useUpdateUserMutation();

  const save = form.handleSubmit(async (body) => {
    // The row as the table will hold it, the centre's own fields included, for the count.
    const edited = {
      ...user,
      ...body,
      perfil: typeof body.perfil === 'number' ? body.perfil : user.perfil,
      centros_id: centre,
    };
    const checked = checkUpdatedUser(edited, centreId);
    if ('message' in checked) {
      notify(checked.message, { variant: 'error' });
      return;
    }
    try {
      await updateUser({ ...checked.body, ...scopeBody(body, canEditScope) }).unwrap();
      notify(USER_MESSAGES.updated);
      onClose();
    } catch (error) {
      notify(errorMessage(error, GENERIC_FAILURE, { firstProblem: true }), { variant: 'error' });
    }
  });
  const submit = () => {
    form.setValue('centros_id', centreId ?? centre?.id ?? null);
    void save();
  };

  return (
    <FormDialog
      dirty={form.formState.isDirty || centre?.id !== (user.centros_id ?? undefined)}
      titleId="edit-user-title"
      title={`Editar a ${user.email}`}
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    >
      <UserFormFields
        form={form}
        centre={centre}
        onCentreChange={setCentre}
        centreFixed={centreId !== null}
      />
    </FormDialog>
  );
}
