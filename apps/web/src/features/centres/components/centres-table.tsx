import { actionsColumn } from '../../../components/grid-actions-column';
import { useDispatch, useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import { historyLabel, useHistoryDialog } from '../../../components/history/history-button';
import { ScrollableRegion, columnsWidth } from '../../../components/scrollable-region';
import { TableToolbar } from '../../../components/table-toolbar';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCellItem,
  type GridColDef,
} from '@mui/x-data-grid';
import {
  CENTRE_MESSAGES,
  CENTRE_ORDER_FIELDS,
  type Centre,
  centreUpdateSchema,
  type CentreUpdate,
} from '@eval/contracts/centres';
import { CENTRE_PAGE_SIZES } from '@eval/contracts/common';
import {
  centreSelected,
  selectSelectedCentre,
  type SelectionState,
} from '../../../lib/state/selection-slice';
import { useShowInactive } from '../../../lib/state/use-show-inactive';
import { searchOf } from '../../../lib/state/table-setup';
import { useRememberedTable } from '../../../lib/state/use-remembered-table';
import { gridLocale } from '../../../components/grid-locale';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../lib/notify';
import { useGetCentresQuery, useUpdateCentreMutation } from '../api';
import { formFromCentre } from '../centre-form';
import { centreColumns, toRow, type CentreRow } from './centre-columns';
import { SavedViewsMenu } from '../../../components/saved-views-menu';
import { notifyFailure } from '../../../lib/api-errors';
import { useBulkSelection } from '../../../components/bulk/bulk-selection';
import { CentreBulkActions } from './centre-bulk-actions';
import { useCanWrite } from '../../../lib/admin-scope';

/** Either absent: the button is not offered (an administrator who may not write). */
interface CentresTableProps {
  onCreate?: (() => void) | undefined;
  onEdit?: ((centre: Centre) => void) | undefined;
}

/**
 * The row as edited in the grid, checked by the PATCH contract (spec §5): its body, or the
 * contract's message for the first field refused.
 */
function toUpdateBody(row: CentreRow): { body: CentreUpdate } | { refused: string } {
  const parsed = centreUpdateSchema.safeParse({
    id: row.id,
    ...formFromCentre({
      ...row,
      activo: row.activo ? 1 : 0,
      ownership: row.ownership || null,
      nivel_socioeconomico: row.nivel_socioeconomico || null,
    }),
  });
  if (parsed.success) return { body: parsed.data };
  return { refused: parsed.error.issues[0]?.message ?? CENTRE_MESSAGES.centreIncomplete };
}

/** The editable, server-paged centres table (spec §2 BBDD Centros). */
export function CentresTable({ onCreate, onEdit }: CentresTableProps) {
  const dispatch = useDispatch();
  const [showInactive] = useShowInactive('centres');
  const selected = useSelector((s: { selection: SelectionState }) => selectSelectedCentre(s));
  // Page, size, order and search are remembered (spec §7).
  const table = useRememberedTable('centres', {
    pageSizes: CENTRE_PAGE_SIZES,
    orderFields: CENTRE_ORDER_FIELDS,
  });
  const { setup } = table;
  const term = searchOf(table.filter);
  const filter = { ...(showInactive ? {} : { actives: true }), ...(term ? { search: term } : {}) };
  const centres = useGetCentresQuery({ filter, setup });
  const bulk = useBulkSelection(filter);
  const canWrite = useCanWrite();
  const { data, isFetching, isError } = centres;
  const [updateCentre] = useUpdateCentreMutation();
  const { show: showHistory, dialog: historyDialog } = useHistoryDialog();

  const processRowUpdate = async (row: CentreRow, old: CentreRow): Promise<CentreRow> => {
    const checked = toUpdateBody(row);
    if ('refused' in checked) {
      notify(checked.refused, { variant: 'error' });
      return old;
    }
    try {
      const saved = await updateCentre(checked.body).unwrap();
      notify(CENTRE_MESSAGES.centreUpdated);
      return toRow(saved);
    } catch (error) {
      notifyFailure(error, CENTRE_MESSAGES.serverProblem);
      return old;
    }
  };

  // Actions first: the table is wider than most screens and its columns are virtualised.
  const columns: GridColDef<CentreRow>[] = [
    actionsColumn<CentreRow>(110, (row) => [
      ...(onEdit
        ? [
            <GridActionsCellItem
              key="edit"
              icon={<EditIcon />}
              label={`Editar ${row.nombre}`}
              onClick={() => onEdit({ ...row, activo: row.activo ? 1 : 0 })}
            />,
          ]
        : []),
      <GridActionsCellItem
        key="history"
        icon={<HistoryIcon />}
        label={historyLabel(row.nombre)}
        onClick={() => showHistory({ entity: 'centre', id: row.id, name: row.nombre })}
      />,
    ]),
    ...centreColumns,
  ];

  return (
    <Box>
      <TableToolbar
        table={table}
        inactiveOf="centres"
        searchLabel="Buscar centro"
        createLabel="Nuevo centro"
        onCreate={onCreate}
      />
      <SavedViewsMenu views={table.views} columns={columns} />
      <LoadError what="los centros" loads={[centres]} />
      <CentreBulkActions bulk={bulk} total={data?.count ?? 0} />
      <ScrollableRegion
        label="Tabla de centros (desplazable)"
        contentWidth={columnsWidth([GRID_CHECKBOX_SELECTION_COL_DEF, ...columns])}
      >
        <DataGrid
          aria-label="Centros"
          rows={(data?.data ?? []).map(toRow)}
          rowCount={data?.count ?? 0}
          columns={columns}
          loading={isFetching}
          filterMode="server"
          {...table.grid}
          editMode="row"
          // Without an edit there is no inline edit either (a read-only administrator).
          isCellEditable={() => onEdit !== undefined}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={() =>
            notify(CENTRE_MESSAGES.serverProblem, { variant: 'error' })
          }
          // The checkboxes are the bulk selection; the centre whose detail panel shows is
          // marked by its row's class instead.
          // A read-only administrator is refused every bulk action: no rows to tick.
          {...(canWrite ? bulk.gridProps((data?.data ?? []).length) : {})}
          getRowClassName={({ id }) => (id === selected ? 'Mui-selected' : '')}
          onRowClick={({ row }) => dispatch(centreSelected(row.id))}
          localeText={gridLocale(CENTRE_MESSAGES.noCentres, isError)}
          autoHeight
          density="compact"
        />
      </ScrollableRegion>
      {historyDialog}
    </Box>
  );
}
