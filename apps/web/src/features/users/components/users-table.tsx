import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ScrollableRegion, columnsWidth } from '../../../components/scrollable-region';
import { TableToolbar } from '../../../components/table-toolbar';
import Box from '@mui/material/Box';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import LockResetIcon from '@mui/icons-material/LockReset';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  type GridColDef,
  type GridRowModesModel,
} from '@mui/x-data-grid';
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
  useUpdateUserMutation,
} from '../api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { selectSessionUser } from '../../../lib/session-slice';
import { notifyMail } from '../mail-notice';
import { passwordReset, passwordResetFailed } from '../slice';
import { checkUpdatedUser } from '../user-validation';
import { DeleteUserDialog } from './delete-user-dialog';
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

const ALL_USERS_PAGE_SIZES = [10, 20, 50];

/** A row the screen or the server refused: it stays in edit mode, with this message shown. */
class RowRefused extends Error {}

interface UsersTableProps {
  /** The selected centre: only its users, pages of 5 or 10, updates forced to it (spec §5). */
  centreId: number | null;
  onCreate(): void;
}

/** The editable, server-paged table of users (spec §2 Gestión de usuarios). */
export function UsersTable({ centreId, onCreate }: UsersTableProps) {
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
  const [erasing, setErasing] = useState<UserRow | null>(null);
  const personalData = fileSaver(
    useExportPersonalDataMutation(),
    PERSONAL_DATA_MESSAGES.exportFailed,
  );
  const savePersonalData = personalData.save;
  const [rowModes, setRowModes] = useState<GridRowModesModel>({});

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
  const [updateUser] = useUpdateUserMutation();
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
  const columns = useMemo<GridColDef<UserRow>[]>(() => {
    const setMode = (id: number, mode: GridRowModes, ignoreModifications = false) =>
      setRowModes((modes) => ({
        ...modes,
        [id]: mode === GridRowModes.Edit ? { mode } : { mode, ignoreModifications },
      }));
    return [
      ...userColumns(profiles, cargos, languages, centreId === null),
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Acciones',
        width: 190,
        getActions: ({ row }) =>
          rowModes[row.id]?.mode === GridRowModes.Edit
            ? [
                <GridActionsCellItem
                  key="save"
                  icon={<SaveIcon />}
                  label={`Guardar los cambios de ${row.email}`}
                  onClick={() => setMode(row.id, GridRowModes.View)}
                />,
                <GridActionsCellItem
                  key="cancel"
                  icon={<CancelIcon />}
                  label={`Descartar los cambios de ${row.email}`}
                  onClick={() => setMode(row.id, GridRowModes.View, true)}
                />,
              ]
            : [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditIcon />}
                  label={`Editar a ${row.email}`}
                  onClick={() => setMode(row.id, GridRowModes.Edit)}
                />,
                <GridActionsCellItem
                  key="reset"
                  icon={<LockResetIcon />}
                  label={`Resetear la contraseña de ${row.email}`}
                  onClick={() => setResetting(row)}
                />,
                <GridActionsCellItem
                  key="delete"
                  icon={<DeleteIcon />}
                  label={`Eliminar a ${row.email}`}
                  onClick={() => setDeleting(row)}
                />,
                <GridActionsCellItem
                  key="history"
                  icon={<HistoryIcon />}
                  label={historyLabel(row.email)}
                  onClick={() => showHistory({ entity: 'user', id: row.id, name: row.email })}
                />,
                // Another administrator's second factor; one's own is managed in "Mi cuenta".
                ...(row.perfil === ADMIN_PROFILE && row.id !== ownId
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
                <GridActionsCellItem
                  key="personal-data"
                  label={PERSONAL_DATA_MESSAGES.exportLabel}
                  showInMenu
                  onClick={() => void savePersonalData(row.id)}
                />,
                <GridActionsCellItem
                  key="erase"
                  label={PERSONAL_DATA_MESSAGES.eraseLabel}
                  showInMenu
                  onClick={() => setErasing(row)}
                />,
              ],
      },
    ];
  }, [profiles, cargos, languages, centreId, rowModes, showHistory, ownId, savePersonalData]);

  /**
   * The whole row is saved at once (issue 15): several empty values can be filled together
   * before the 11-value rule is applied. A refused row stays open with the reason shown.
   */
  const processRowUpdate = async (row: UserRow): Promise<UserRow> => {
    const checked = checkUpdatedUser(row, centreId);
    if ('message' in checked) throw new RowRefused(checked.message);
    try {
      const saved = await updateUser(checked.body).unwrap();
      notify(USER_MESSAGES.updated);
      return saved;
    } catch (error) {
      throw new RowRefused(errorMessage(error, GENERIC_FAILURE, { firstProblem: true }));
    }
  };

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
        contentWidth={columnsWidth([GRID_CHECKBOX_SELECTION_COL_DEF, ...columns])}
      >
        <DataGrid
          aria-label="Usuarios"
          columns={columns}
          {...pageGridProps(result)}
          filterMode="server"
          {...table.grid}
          {...bulk.gridProps((result.data?.data ?? []).length)}
          editMode="row"
          rowModesModel={rowModes}
          onRowModesModelChange={setRowModes}
          // The centre picker's list opens outside the row: leaving the row does not save it;
          // Enter, Escape and the row's buttons do.
          onRowEditStop={(params, event) => {
            if (params.reason === GridRowEditStopReasons.rowFocusOut)
              event.defaultMuiPrevented = true;
          }}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: unknown) =>
            notify(
              error instanceof RowRefused
                ? error.message
                : errorMessage(error, GENERIC_FAILURE, { firstProblem: true }),
              {
                variant: 'error',
              },
            )
          }
          autoHeight
          density="compact"
        />
      </ScrollableRegion>
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
