import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { TableToolbar } from '../../../components/table-toolbar';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import LockResetIcon from '@mui/icons-material/LockReset';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCellItem,
  type GridColDef,
} from '@mui/x-data-grid';
import { ScrollableRegion, columnsWidth } from '../../../components/scrollable-region';
import {
  USER_MESSAGES,
  USER_ORDER_FIELDS,
  type UserRow,
  type UserSetup,
} from '@eval/contracts/users';
import { ADMIN_PROFILE, CENTRE_USERS_PAGE_SIZES } from '@eval/contracts/common';
import { useShowInactive } from '../../../lib/state/use-show-inactive';
import { searchOf } from '../../../lib/state/table-setup';
import { useRememberedTable } from '../../../lib/state/use-remembered-table';
import { pageGridProps } from '../../../components/grid-locale';
import { historyLabel, useHistoryDialog } from '../../../components/history/history-button';
import { LoadError } from '../../../components/load-error';
import { useLanguageOptions } from '../../../lib/languages';
import { notify } from '../../../lib/notify';
import {
  useGetCargosQuery,
  useGetCentreUsersQuery,
  useGetProfilesQuery,
  useGetUsersPageQuery,
  useResetPasswordMutation,
  useResetSecondFactorMutation,
} from '../api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { selectSessionUser } from '../../../lib/session-slice';
import { notifyMail } from '../mail-notice';
import { passwordReset, passwordResetFailed } from '../slice';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { userColumns } from './user-columns';
import { UserExportButtons } from './user-export-buttons';
import { SavedViewsMenu } from '../../../components/saved-views-menu';
import { errorMessage, GENERIC_FAILURE } from '../../../lib/api-errors';
import { useBulkSelection } from '../../../components/bulk/bulk-selection';
import { UserBulkActions } from './user-bulk-actions';
import { PERSONAL_DATA_MESSAGES } from '@eval/contracts/personal-data';
import { fileSaver } from '../../../lib/download-file';
import { useExportPersonalDataMutation } from '../personal-data-api';
import { ErasePersonalDataDialog } from './erase-personal-data-dialog';
import { useCanWrite, useCanWriteNational } from '../../../lib/admin-scope';

const ALL_USERS_PAGE_SIZES = [10, 20, 50];

interface UsersTableProps {
  /** The selected centre: only its users, pages of 5 or 10, updates forced to it (spec §5). */
  centreId: number | null;
  /** Absent: no "Nuevo usuario" (a read-only administrator). */
  onCreate?: (() => void) | undefined;
  /** The user just created, or opened from Auditoría: shown, highlighted. */
  shown: { id: number; email: string } | null;
}

/** The editable, server-paged table of users (spec §2 Gestión de usuarios). */
export function UsersTable({ centreId, onCreate, shown }: UsersTableProps) {
  const dispatch = useDispatch();
  const [showInactive] = useShowInactive('users');
  const pageSizes = centreId === null ? ALL_USERS_PAGE_SIZES : [...CENTRE_USERS_PAGE_SIZES];
  // Page, size, order and search are remembered (spec §7), for every user and for a centre's.
  const table = useRememberedTable(centreId === null ? 'users' : 'centreUsers', {
    pageSizes,
    orderFields: USER_ORDER_FIELDS,
  });
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [resettingFactor, setResettingFactor] = useState<UserRow | null>(null);
  const ownId = useSelector(selectSessionUser)?.id;
  const canWrite = useCanWrite();
  const canWriteNational = useCanWriteNational();
  const [erasing, setErasing] = useState<UserRow | null>(null);
  const personalData = fileSaver(
    useExportPersonalDataMutation(),
    PERSONAL_DATA_MESSAGES.exportFailed,
  );
  const savePersonalData = personalData.save;
  const [editing, setEditing] = useState<UserRow | null>(null);

  // The user to show: the search becomes their e-mail, which the box then shows.
  const shownEmail = shown?.email;
  const { applyFilter } = table;
  useEffect(() => {
    if (shownEmail) applyFilter({ search: shownEmail });
  }, [shownEmail, applyFilter]);

  const setup: UserSetup = table.setup;
  const term = searchOf(table.filter);
  const filter = { showInactive, ...(term ? { search: term } : {}) };
  const all = useGetUsersPageQuery({ setup, filter }, { skip: centreId !== null });
  const scoped = useGetCentreUsersQuery(
    { centreId: centreId ?? 0, setup, filter },
    { skip: centreId === null },
  );
  const result = centreId === null ? all : scoped;
  const bulk = useBulkSelection(centreId === null ? filter : { ...filter, centros_id: centreId });
  const { data: profiles = [] } = useGetProfilesQuery(undefined);
  const { data: cargos = [] } = useGetCargosQuery(undefined);
  const languages = useLanguageOptions();
  const [resetPassword, resetCall] = useResetPasswordMutation();
  const [resetSecondFactor, resetFactorCall] = useResetSecondFactorMutation();

  /** Another administrator's second factor (a lost phone): audited; they sign in again. */
  const resetFactor = async (row: UserRow) => {
    try {
      notify((await resetSecondFactor(row.id).unwrap()).message);
    } catch (error) {
      notify(errorMessage(error, GENERIC_FAILURE, { firstProblem: true }), { variant: 'error' });
    }
    setResettingFactor(null);
  };

  const reset = async (row: UserRow) => {
    try {
      const { mail } = await resetPassword(row.id).unwrap();
      dispatch(passwordReset({ id: row.id, email: row.email }));
      notifyMail(mail, {
        sent: USER_MESSAGES.passwordReset,
        queued: USER_MESSAGES.passwordResetQueued,
      });
    } catch (error) {
      dispatch(passwordResetFailed(errorMessage(error, GENERIC_FAILURE, { firstProblem: true })));
      notify(errorMessage(error, GENERIC_FAILURE, { firstProblem: true }), { variant: 'error' });
    }
    setResetting(null);
  };

  const { show: showHistory, dialog: historyDialog } = useHistoryDialog();
  // Actions first, after the checkboxes: they stay in view whichever columns show.
  const columns = useMemo<GridColDef<UserRow>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Acciones',
        width: 170,
        getActions: ({ row }) => {
          const history = (
            <GridActionsCellItem
              key="history"
              icon={<HistoryIcon />}
              label={historyLabel(row.email)}
              onClick={() => showHistory({ entity: 'user', id: row.id, name: row.email })}
            />
          );
          // The export of the person's data is a read: offered to everyone who sees the row.
          const exportData = (
            <GridActionsCellItem
              key="personal-data"
              label={PERSONAL_DATA_MESSAGES.exportLabel}
              showInMenu
              onClick={() => void savePersonalData(row.id)}
            />
          );
          // A read-only administrator is refused every change: only what reads is offered.
          if (!canWrite) return [history, exportData];
          return [
            <GridActionsCellItem
              key="edit"
              icon={<EditIcon />}
              label={`Editar a ${row.email}`}
              onClick={() => setEditing(row)}
            />,
            <GridActionsCellItem
              key="reset"
              icon={<LockResetIcon />}
              label={`Restablecer la contraseña de ${row.email}`}
              onClick={() => setResetting(row)}
            />,
            <GridActionsCellItem
              key="delete"
              icon={<DeleteIcon />}
              label={`Eliminar a ${row.email}`}
              onClick={() => setDeleting(row)}
            />,
            history,
            // Another administrator's second factor, a national administrator's to reset; one's
            // own is managed in "Mi cuenta".
            ...(canWriteNational && row.perfil === ADMIN_PROFILE && row.id !== ownId
              ? [
                  <GridActionsCellItem
                    key="second-factor"
                    icon={<PhonelinkEraseIcon />}
                    label={`Restablecer la verificación en dos pasos de ${row.email}`}
                    onClick={() => setResettingFactor(row)}
                    showInMenu
                  />,
                ]
              : []),
            // The person's rights (docs/privacy.md): in the row's menu, not as buttons.
            exportData,
            <GridActionsCellItem
              key="erase"
              label={PERSONAL_DATA_MESSAGES.eraseLabel}
              showInMenu
              onClick={() => setErasing(row)}
            />,
          ];
        },
      },
      ...userColumns(profiles, cargos, languages),
    ],
    [profiles, cargos, languages, showHistory, ownId, savePersonalData, canWrite, canWriteNational],
  );

  // The default columns fit 1,280 px; columns shown from the menu scroll in the region (whose
  // pagination stays in view), never in the grid, which the keyboard could not scroll.
  const visibleColumns = columns.filter(
    (column) => table.grid.columnVisibilityModel[column.field] !== false,
  );
  const noRows = term ? `Ningún usuario coincide con «${term}».` : 'No hay usuarios que mostrar.';
  return (
    <Box>
      <TableToolbar
        table={table}
        inactiveOf="users"
        searchLabel="Buscar usuario"
        createLabel="Nuevo usuario"
        onCreate={onCreate}
      />
      <SavedViewsMenu views={table.views} columns={columns} />
      <LoadError what="los usuarios" loads={[result]} />
      <UserExportButtons
        filter={centreId === null ? filter : { ...filter, centros_id: centreId }}
      />
      <UserBulkActions bulk={bulk} total={result.data?.count ?? 0} />
      <ScrollableRegion
        label="Tabla de usuarios (desplazable)"
        contentWidth={columnsWidth([GRID_CHECKBOX_SELECTION_COL_DEF, ...visibleColumns])}
      >
        <DataGrid
          aria-label="Usuarios"
          columns={columns}
          {...pageGridProps(result, noRows)}
          filterMode="server"
          {...table.grid}
          // A read-only administrator is refused every bulk action: no rows to tick.
          {...(canWrite ? bulk.gridProps((result.data?.data ?? []).length) : {})}
          // The bulk toolbar above says how many are selected, counting every page; the footer's
          // count of this page's ticks would say another number.
          hideFooterSelectedRowCount
          getRowClassName={({ id }) => (id === shown?.id ? 'row-created' : '')}
          sx={{
            '& .row-created': { bgcolor: 'success.light', '&:hover': { bgcolor: 'success.light' } },
          }}
          autoHeight
          density="compact"
        />
      </ScrollableRegion>
      {editing && (
        <EditUserDialog user={editing} centreId={centreId} onClose={() => setEditing(null)} />
      )}
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <ErasePersonalDataDialog user={erasing} onClose={() => setErasing(null)} />
      <ResetPasswordDialog
        user={resetting}
        busy={resetCall.isLoading}
        onConfirm={(user) => void reset(user)}
        onClose={() => setResetting(null)}
      />
      <ConfirmDialog
        open={resettingFactor !== null}
        title="Restablecer la verificación en dos pasos"
        message={
          `¿Restablecer la verificación en dos pasos de ${resettingFactor?.email ?? ''}? Sus ` +
          'sesiones se cerrarán y podrá entrar solo con su contraseña hasta que la vuelva a activar.'
        }
        confirmLabel="Restablecer"
        busy={resetFactorCall.isLoading}
        onConfirm={() => resettingFactor && void resetFactor(resettingFactor)}
        onClose={() => setResettingFactor(null)}
      />
      {historyDialog}
    </Box>
  );
}
