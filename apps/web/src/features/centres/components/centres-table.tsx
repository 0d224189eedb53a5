import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import { ScrollableRegion, columnsWidth } from '../../../components/scrollable-region';
import { TableToolbar } from '../../../components/table-toolbar';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import {
  CENTRE_MESSAGES,
  CENTRE_ORDER_FIELDS,
  type Centre,
  type CentreUpdate,
} from '@eval/contracts/centres';
import { CENTRE_PAGE_SIZES, type Setup } from '@eval/contracts/common';
import {
  centreSelected,
  selectSelectedCentre,
  type SelectionState,
} from '../../../app/state/selection-slice';
import {
  selectShowInactive,
  showInactiveChanged,
  type ShowInactiveState,
} from '../../../app/state/show-inactive-slice';
import { gridLocale } from './grid-locale';
import { notify } from '../../../lib/notify';
import { sortOrder } from '../../../lib/sort-order';
import { errorMessage, useGetCentresQuery, useUpdateCentreMutation } from '../api';
import { formFromCentre, toCentreBody } from '../centre-form';
import { centreColumns, toRow, type CentreRow } from './centre-columns';
import { useDebounced } from '../../../lib/use-debounced';

interface CentresTableProps {
  onCreate(): void;
  onEdit(centre: Centre): void;
  onSelect(centre: CentreRow): void;
}

/** The row as edited in the grid, as a PATCH body; null when a required field is blank. */
function toUpdateBody(row: CentreRow): CentreUpdate | null {
  const body = toCentreBody(
    formFromCentre({
      ...row,
      activo: row.activo ? 1 : 0,
      ownership: row.ownership || null,
      nivel_socioeconomico: row.nivel_socioeconomico || null,
    }),
  );
  return body && { id: row.id, ...body };
}

/** The editable, server-paged centres table (spec §2 BBDD Centros). */
export function CentresTable({ onCreate, onEdit, onSelect }: CentresTableProps) {
  const dispatch = useDispatch();
  const showInactive = useSelector((s: { showInactive: ShowInactiveState }) =>
    selectShowInactive(s),
  ).centres;
  const selected = useSelector((s: { selection: SelectionState }) => selectSelectedCentre(s));
  const [paging, setPaging] = useState<GridPaginationModel>({
    page: 0,
    pageSize: CENTRE_PAGE_SIZES[0],
  });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 300);
  const setup: Setup = {
    size: paging.pageSize,
    page: paging.page,
    order: sortOrder(sort, CENTRE_ORDER_FIELDS),
  };
  const filter = { ...(showInactive ? {} : { actives: true }), ...(term ? { search: term } : {}) };
  const { data, isFetching, isError } = useGetCentresQuery({ filter, setup });
  const [updateCentre] = useUpdateCentreMutation();

  const processRowUpdate = async (row: CentreRow, old: CentreRow): Promise<CentreRow> => {
    const body = toUpdateBody(row);
    if (!body) {
      notify(CENTRE_MESSAGES.centreIncomplete, { variant: 'error' });
      return old;
    }
    try {
      const saved = await updateCentre(body).unwrap();
      notify(CENTRE_MESSAGES.centreUpdated);
      return toRow(saved);
    } catch (error) {
      notify(errorMessage(error, CENTRE_MESSAGES.serverProblem), { variant: 'error' });
      return old;
    }
  };

  // Actions first: the table is wider than most screens and its columns are virtualised.
  const columns: GridColDef<CentreRow>[] = [
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Acciones',
      width: 90,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="edit"
          icon={<EditIcon />}
          label={`Editar ${row.nombre}`}
          onClick={() => onEdit({ ...row, activo: row.activo ? 1 : 0 })}
        />,
      ],
    },
    ...centreColumns,
  ];

  return (
    <Box>
      <TableToolbar
        searchLabel="Buscar centro"
        search={search}
        onSearch={setSearch}
        showInactive={showInactive}
        onShowInactive={(value) => dispatch(showInactiveChanged({ table: 'centres', value }))}
        onFilterChanged={() => setPaging((p) => ({ ...p, page: 0 }))}
        createLabel="Nuevo centro"
        onCreate={onCreate}
      />
      <ScrollableRegion label="Tabla de centros (desplazable)" contentWidth={columnsWidth(columns)}>
        <DataGrid
          aria-label="Centros"
          rows={(data?.data ?? []).map(toRow)}
          rowCount={data?.count ?? 0}
          columns={columns}
          loading={isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          pageSizeOptions={[...CENTRE_PAGE_SIZES]}
          sortModel={sort}
          onSortModelChange={setSort}
          editMode="row"
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={() =>
            notify(CENTRE_MESSAGES.serverProblem, { variant: 'error' })
          }
          rowSelectionModel={{ type: 'include', ids: new Set(selected === null ? [] : [selected]) }}
          onRowClick={({ row }) => {
            dispatch(centreSelected(row.id));
            onSelect(row);
          }}
          localeText={gridLocale(
            isError ? CENTRE_MESSAGES.serverProblem : CENTRE_MESSAGES.noCentres,
          )}
          autoHeight
          density="compact"
        />
      </ScrollableRegion>
    </Box>
  );
}
