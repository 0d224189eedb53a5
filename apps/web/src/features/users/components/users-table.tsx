import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ScrollableRegion, columnsWidth } from '../../../components/scrollable-region';
import { TableToolbar } from '../../../components/table-toolbar';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import LockResetIcon from '@mui/icons-material/LockReset';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import {
  USER_MESSAGES,
  USER_ORDER_FIELDS,
  type UserRow,
  type UserSetup,
} from '@eval/contracts/users';
import { CENTRE_USERS_PAGE_SIZES } from '@eval/contracts/common';
import { selectShowInactive, showInactiveChanged } from '../../../app/state/show-inactive-slice';
import { notify } from '../../../lib/notify';
import { sortOrder } from '../../../lib/sort-order';
import {
  errorMessage,
  useGetCargosQuery,
  useGetCentreUsersQuery,
  useGetProfilesQuery,
  useGetUsersPageQuery,
  useResetPasswordMutation,
  useUpdateUserMutation,
} from '../api';
import { passwordReset, passwordResetFailed } from '../slice';
import { toUpdateBody } from '../user-validation';
import { DeleteUserDialog } from './delete-user-dialog';
import { useDebounced } from '../../../lib/use-debounced';
import { userColumns } from './user-columns';

const ALL_USERS_PAGE_SIZES = [10, 20, 50];

interface UsersTableProps {
  /** The selected centre: only its users, pages of 5 or 10, updates forced to it (spec §5). */
  centreId: number | null;
  onCreate(): void;
}

/** The editable, server-paged table of users (spec §2 Gestión de usuarios). */
export function UsersTable({ centreId, onCreate }: UsersTableProps) {
  const dispatch = useDispatch();
  const showInactive = useSelector(selectShowInactive).users;
  const pageSizes = centreId === null ? ALL_USERS_PAGE_SIZES : [...CENTRE_USERS_PAGE_SIZES];
  const [paging, setPaging] = useState<GridPaginationModel>({
    page: 0,
    pageSize: pageSizes[0] ?? 10,
  });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 300);
  const [deleting, setDeleting] = useState<UserRow | null>(null);

  // A page size of the other mode (10/20/50 vs 5/10) is brought back to the first option.
  const pageSize = pageSizes.includes(paging.pageSize) ? paging.pageSize : (pageSizes[0] ?? 10);
  const setup: UserSetup = {
    size: pageSize,
    page: paging.page,
    order: sortOrder(sort, USER_ORDER_FIELDS),
  };
  const filter = { showInactive, ...(term ? { search: term } : {}) };
  const all = useGetUsersPageQuery({ setup, filter }, { skip: centreId !== null });
  const scoped = useGetCentreUsersQuery(
    { centreId: centreId ?? 0, setup, filter },
    { skip: centreId === null },
  );
  const result = centreId === null ? all : scoped;
  const { data: profiles = [] } = useGetProfilesQuery(undefined);
  const { data: cargos = [] } = useGetCargosQuery(undefined);
  const [updateUser] = useUpdateUserMutation();
  const [resetPassword] = useResetPasswordMutation();

  const reset = async (row: UserRow) => {
    try {
      await resetPassword(row.id).unwrap();
      dispatch(passwordReset({ id: row.id, email: row.email }));
      notify(USER_MESSAGES.passwordReset);
    } catch (error) {
      dispatch(passwordResetFailed(errorMessage(error)));
      notify(errorMessage(error), { variant: 'error' });
    }
  };

  const columns = useMemo<GridColDef<UserRow>[]>(
    () => [
      ...userColumns(profiles, cargos),
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Acciones',
        width: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="reset"
            icon={<LockResetIcon />}
            label={`Resetear la contraseña de ${row.email}`}
            onClick={() => void reset(row)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Eliminar a ${row.email}`}
            onClick={() => setDeleting(row)}
          />,
        ],
      },
    ],
    // reset only closes over stable hooks' functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [profiles, cargos],
  );

  const processRowUpdate = async (row: UserRow, old: UserRow): Promise<UserRow> => {
    const body = toUpdateBody(row, centreId);
    if (!body) {
      notify(USER_MESSAGES.incomplete, { variant: 'error' });
      return old;
    }
    try {
      const saved = await updateUser(body).unwrap();
      notify(USER_MESSAGES.updated);
      return saved;
    } catch (error) {
      notify(errorMessage(error), { variant: 'error' });
      return old;
    }
  };

  return (
    <Box>
      <TableToolbar
        searchLabel="Buscar usuario"
        search={search}
        onSearch={setSearch}
        showInactive={showInactive}
        onShowInactive={(value) => dispatch(showInactiveChanged({ table: 'users', value }))}
        onFilterChanged={() => setPaging((p) => ({ ...p, page: 0 }))}
        createLabel="Nuevo usuario"
        onCreate={onCreate}
      />
      <ScrollableRegion
        label="Tabla de usuarios (desplazable)"
        contentWidth={columnsWidth(columns)}
      >
        <DataGrid
          aria-label="Usuarios"
          rows={result.data?.data ?? []}
          rowCount={result.data?.count ?? 0}
          columns={columns}
          loading={result.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          paginationModel={{ page: paging.page, pageSize }}
          onPaginationModelChange={setPaging}
          pageSizeOptions={pageSizes}
          sortModel={sort}
          onSortModelChange={setSort}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: unknown) =>
            notify(errorMessage(error), { variant: 'error' })
          }
          autoHeight
          density="compact"
        />
      </ScrollableRegion>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
