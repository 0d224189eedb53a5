import { USER_MESSAGES, type UserRow } from '@eval/contracts/users';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useDeleteUserMutation } from '../api';

/** Confirms and deletes a user; answers the person gave stay with the centre. */
export function DeleteUserDialog({ user, onClose }: { user: UserRow | null; onClose(): void }) {
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const confirm = async () => {
    if (!user) return;
    try {
      await deleteUser(user.id).unwrap();
      notify(USER_MESSAGES.deleted);
    } catch {
      notify(USER_MESSAGES.deleteFailed, { variant: 'error' });
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title="Eliminar la cuenta"
      message={
        `¿Eliminar la cuenta de ${user?.nombre ?? ''} ${user?.apellidos ?? ''} ` +
        `(${user?.email ?? ''})? Las respuestas que haya dado se conservan en su centro.`
      }
      busy={isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
