import type { UserRow } from '@eval/contracts/users';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface ResetPasswordDialogProps {
  user: UserRow | null;
  busy: boolean;
  onConfirm(user: UserRow): void;
  onClose(): void;
}

/** Asks before a password reset: the current password stops working at once (docs/users.md). */
export function ResetPasswordDialog(props: ResetPasswordDialogProps) {
  const { user, busy, onConfirm, onClose } = props;
  return (
    <ConfirmDialog
      open={user !== null}
      title="Restablecer la contraseña"
      message={
        `¿Restablecer la contraseña de ${user?.nombre ?? ''} ${user?.apellidos ?? ''} ` +
        `(${user?.email ?? ''})? Su contraseña actual dejará de funcionar en el acto y recibirá ` +
        'un correo con un enlace para elegir otra.'
      }
      confirmLabel="Restablecer la contraseña"
      busy={busy}
      onConfirm={() => user && onConfirm(user)}
      onClose={onClose}
    />
  );
}
