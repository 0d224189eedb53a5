import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UserBulkAction, UserBulkBody } from '@eval/contracts/bulk-actions';
import type { UserFilter } from '@eval/contracts/users';
import { countText, formatCount } from '@eval/contracts/count-text';
import { changedLines } from '../../../components/bulk/bulk-outcome';
import { BulkConfirmDialog } from '../../../components/bulk/bulk-confirm-dialog';
import { BulkResultDialog } from '../../../components/bulk/bulk-result-dialog';
import { type BulkSelectionState, type Selection } from '../../../components/bulk/bulk-selection';
import { BulkToolbar } from '../../../components/bulk/bulk-toolbar';
import { useBulkConfirmation } from '../../../components/bulk/use-bulk-confirmation';
import { useGetCargosQuery, useGetProfilesQuery } from '../api';
import { useLazyCountUserSelectionQuery, useRunUserBulkMutation } from '../bulk-api';

/**
 * Button, question and what the result says was done, per action. `{n}` in the question is the
 * count with its noun: "1 usuario", "30.000 usuarios".
 */
const ACTIONS: Record<UserBulkAction, { label: string; question: string; done: string }> = {
  activate: { label: 'Activar', question: '¿Activar a {n}?', done: 'Usuarios activados' },
  deactivate: {
    label: 'Desactivar',
    question: '¿Desactivar a {n}? Sus sesiones se cerrarán.',
    done: 'Usuarios desactivados',
  },
  invite: {
    label: 'Reenviar invitación',
    question:
      '¿Reenviar la invitación para crear la contraseña a {n}? Solo la reciben quienes aún no tienen contraseña.',
    done: 'Invitaciones enviadas',
  },
  resetPassword: {
    label: 'Restablecer contraseñas',
    question:
      '¿Restablecer la contraseña de {n}? Su contraseña deja de funcionar y cada uno recibe un correo para crear otra.',
    done: 'Contraseñas restablecidas',
  },
  setCargo: {
    label: 'Cambiar cargo',
    question: '¿Cambiar el cargo de {n}?',
    done: 'Usuarios con el cargo cambiado',
  },
  setProfile: {
    label: 'Cambiar perfil',
    question: '¿Cambiar el perfil de {n}?',
    done: 'Usuarios con el perfil cambiado',
  },
  delete: {
    label: 'Eliminar',
    question: '¿Eliminar a {n}? No se puede deshacer; sus respuestas se conservan.',
    done: 'Usuarios eliminados',
  },
};
const BUTTONS = (Object.keys(ACTIONS) as UserBulkAction[]).map((action) => ({
  action,
  label: ACTIONS[action].label,
}));
const NO_CARGO = 'none';

interface UserBulkActionsProps {
  bulk: BulkSelectionState<UserFilter>;
  /** Users matching the table's filter, on every page. */
  total: number;
}

/** The selection toolbar of Gestión de usuarios, its confirmation and its result. */
export function UserBulkActions({ bulk, total }: UserBulkActionsProps) {
  const flow = useBulkConfirmation<UserFilter, UserBulkAction>(
    bulk,
    total,
    useLazyCountUserSelectionQuery(),
  );
  const [value, setValue] = useState('');
  const [run, running] = useRunUserBulkMutation();
  const { data: profiles = [] } = useGetProfilesQuery(undefined);
  const { data: cargos = [] } = useGetCargosQuery(undefined);

  const open = (next: UserBulkAction) => {
    if (!bulk.selection) return;
    flow.open(next);
    setValue('');
  };

  const bodyOf = (chosen: UserBulkAction, selection: Selection<UserFilter>): UserBulkBody => {
    if (chosen === 'setCargo')
      return { action: chosen, selection, cargos_id: value === NO_CARGO ? null : Number(value) };
    if (chosen === 'setProfile') return { action: chosen, selection, perfil: Number(value) };
    return { action: chosen, selection };
  };

  const confirm = () =>
    flow.confirm(async (action, selection) => {
      const { data, mail } = await run(bodyOf(action, selection)).unwrap();
      const lines = changedLines(ACTIONS[action].done, data);
      if (mail.sent + mail.queued > 0)
        lines.push(
          mail.queued > 0
            ? `Correos enviados: ${formatCount(mail.sent)}; en cola, se enviarán en cuanto sea posible: ${formatCount(mail.queued)}.`
            : `Correos enviados: ${formatCount(mail.sent)}.`,
        );
      return lines;
    });

  const { action } = flow;
  const needsValue = action === 'setCargo' || action === 'setProfile';
  return (
    <>
      <BulkToolbar
        {...flow.toolbarProps}
        noun={{ one: 'usuario', many: 'usuarios' }}
        actions={BUTTONS}
        onAction={open}
      />
      <BulkConfirmDialog
        {...flow.confirmProps}
        question={(n) =>
          action ? ACTIONS[action].question.replace('{n}', countText(n, 'usuario', 'usuarios')) : ''
        }
        confirmLabel={action ? ACTIONS[action].label : ''}
        tone={
          action === 'deactivate' || action === 'resetPassword' ? 'destructive' : 'constructive'
        }
        ready={!needsValue || value !== ''}
        busy={running.isLoading}
        onConfirm={() => void confirm()}
      >
        {needsValue && (
          <TextField
            select
            fullWidth
            size="small"
            sx={{ mt: 2 }}
            label={action === 'setCargo' ? 'Nuevo cargo' : 'Nuevo perfil'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          >
            {action === 'setCargo' && <MenuItem value={NO_CARGO}>Sin cargo</MenuItem>}
            {(action === 'setCargo' ? cargos : profiles).map((item) => (
              <MenuItem key={item.id} value={String(item.id)}>
                {item.nombre}
              </MenuItem>
            ))}
          </TextField>
        )}
      </BulkConfirmDialog>
      <BulkResultDialog {...flow.resultProps} />
    </>
  );
}
