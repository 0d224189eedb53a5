import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { USER_MESSAGES, type UserRow } from '@eval/contracts/users';
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
    <Dialog open={user !== null} onClose={onClose} aria-labelledby="delete-user-title">
      <DialogTitle id="delete-user-title">Eliminar la cuenta</DialogTitle>
      <DialogContent>
        <DialogContentText>
          ¿Eliminar la cuenta de {user?.nombre} {user?.apellidos} ({user?.email})? Las respuestas
          que haya dado se conservan en su centro.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="text" onClick={onClose}>
          Cancelar
        </Button>
        <Button color="error" onClick={() => void confirm()} disabled={isLoading}>
          Eliminar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
