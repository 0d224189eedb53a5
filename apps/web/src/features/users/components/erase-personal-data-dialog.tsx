import { PERSONAL_DATA_MESSAGES } from '@eval/contracts/personal-data';
import type { UserRow } from '@eval/contracts/users';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage, GENERIC_FAILURE } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useErasePersonalDataMutation } from '../personal-data-api';

/**
 * Confirms "Suprimir datos personales": the text says what goes, what stays and that there is
 * no restore, since the server keeps no copy of the erased values (docs/privacy.md).
 */
export function ErasePersonalDataDialog({
  user,
  onClose,
}: {
  user: UserRow | null;
  onClose(): void;
}) {
  const [erase, { isLoading }] = useErasePersonalDataMutation();
  const confirm = async () => {
    if (!user) return;
    try {
      await erase(user.id).unwrap();
      notify(PERSONAL_DATA_MESSAGES.erased);
    } catch (error) {
      notify(errorMessage(error, GENERIC_FAILURE, { firstProblem: true }), { variant: 'error' });
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title={PERSONAL_DATA_MESSAGES.eraseTitle}
      message={
        `¿Suprimir los datos personales de ${user?.nombre ?? ''} ${user?.apellidos ?? ''} ` +
        `(${user?.email ?? ''})? ` +
        PERSONAL_DATA_MESSAGES.eraseWarning.replace('{id}', String(user?.id ?? ''))
      }
      confirmLabel={PERSONAL_DATA_MESSAGES.eraseConfirm}
      busy={isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
