import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import RestoreIcon from '@mui/icons-material/Restore';
import UndoIcon from '@mui/icons-material/Undo';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { AUDIT_LABELS, AUDIT_PAGE_SIZES, type AuditEntry } from '@eval/contracts/audit';
import { jsonFilter } from '../../../lib/state/table-setup';
import { useRememberedTable } from '../../../lib/state/use-remembered-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { pageGridProps } from '../../../components/grid-locale';
import { viewAction } from '../../../components/view-action';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { HISTORY_LABELS } from '@eval/contracts/history';
import { DATE_FORMAT } from '../../../lib/dates';
import { errorMessage } from '../../../lib/api-errors';
import { useRevertAuditLineMutation } from '../../../lib/history-api';
import { notify } from '../../../lib/notify';
import { useGetAuditLogQuery, useGetAuditOptionsQuery } from '../api';
import { readAuditFilter, toAuditFilter } from '../audit-filter';
import { AuditDetailDialog } from '../components/audit-detail-dialog';
import { undoQuestion } from '../../../components/history/shown-changes';
import { AuditFilterFormView } from '../components/audit-filter-form';
import { recordLink } from '../record-link';
import { SavedViewsMenu } from '../../../components/saved-views-menu';
import { useCanWrite } from '../../../lib/admin-scope';

/** /admin/auditoria: every administrator write, newest first, paged and filtered on the server. */
export default function AuditPage() {
  // A read-only administrator is refused every change: nothing to offer but reading.
  const canWrite = useCanWrite();
  // Page, page size and filter are remembered (spec §7).
  const table = useRememberedTable('audit', { pageSizes: AUDIT_PAGE_SIZES });
  const filter = useMemo(() => readAuditFilter(table.filter), [table.filter]);
  const [viewing, setViewing] = useState<AuditEntry | null>(null);
  const [undoing, setUndoing] = useState<AuditEntry | null>(null);
  const [revertLine, reverting] = useRevertAuditLineMutation();
  const log = useGetAuditLogQuery(
    { setup: { size: table.setup.size, page: table.setup.page }, filter },
    { refetchOnMountOrArgChange: true },
  );
  const options = useGetAuditOptionsQuery(undefined);

  const undo = async () => {
    if (!undoing) return;
    try {
      const result = await revertLine(undoing.id).unwrap();
      notify(result.kind === 'restore' ? HISTORY_LABELS.restored : HISTORY_LABELS.reverted);
    } catch (error) {
      // A conflict (the record changed since, a code now taken…) comes with its Spanish reason.
      notify(errorMessage(error, 'No se pudo revertir el cambio.'), { variant: 'error' });
    }
    setUndoing(null);
    void log.refetch();
  };

  const columns = useMemo<GridColDef<AuditEntry>[]>(
    () => [
      {
        field: 'at',
        headerName: AUDIT_LABELS.at,
        width: 160,
        sortable: false,
        valueFormatter: (value: string) => dayjs(value).format(`${DATE_FORMAT} HH:mm:ss`),
      },
      {
        field: 'usuario',
        headerName: AUDIT_LABELS.user,
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: (_value, row) =>
          row.usuario === null ? AUDIT_LABELS.deletedUser : `${row.usuario} · ${row.email ?? ''}`,
      },
      // The line as a sentence first: who did what to which record. It takes the
      // entity column's place (the sentence names the record; the filter still has the entity),
      // so the grid keeps the width it had and needs no sideways scrolling.
      {
        field: 'summary',
        headerName: AUDIT_LABELS.summary,
        flex: 2,
        minWidth: 160,
        sortable: false,
        // The sentence leads to the record's screen where it has one.
        renderCell: ({ row }) => {
          const to = recordLink(row);
          return to === null ? (
            row.summary
          ) : (
            // The row's own text colour, underlined: the primary blue fell below 4.5:1 on a
            // selected row's tint (axe, history-revert.spec).
            <Link component={RouterLink} to={to} color="inherit" underline="always">
              {row.summary}
            </Link>
          );
        },
      },
      {
        field: 'action',
        headerName: AUDIT_LABELS.action,
        flex: 1,
        minWidth: 220,
        sortable: false,
      },
      { field: 'entity_id', headerName: AUDIT_LABELS.entityId, width: 120, sortable: false },
      {
        field: 'actions',
        type: 'actions',
        headerName: AUDIT_LABELS.details,
        // 120 px cut its header to "Detalle del c…"; the flex columns give way.
        width: 170,
        getActions: ({ row }) => [
          viewAction(`Ver el detalle de ${row.action}`, () => setViewing(row)),
          // Reverting an edit or restoring a deletion; the server decides if it can.
          ...(row.undo === null || !canWrite
            ? []
            : [
                <GridActionsCellItem
                  key="undo"
                  icon={row.undo === 'restore' ? <RestoreIcon /> : <UndoIcon />}
                  label={`${HISTORY_LABELS[row.undo]} el cambio ${row.id}`}
                  onClick={() => setUndoing(row)}
                />,
              ]),
        ],
      },
    ],
    [canWrite],
  );

  return (
    <Box>
      <PageHeading title={AUDIT_LABELS.title} />
      <AuditFilterFormView
        applied={filter}
        entities={options.data?.entities ?? []}
        onApply={(form) => table.applyFilter(jsonFilter(toAuditFilter(form)))}
      />
      <SavedViewsMenu views={table.views} columns={columns} />
      <LoadError what="las opciones del filtro" loads={[options]} />
      <LoadError what="el registro de auditoría" loads={[log]} />
      <DataGrid
        aria-label={AUDIT_LABELS.title}
        columns={columns}
        {...pageGridProps(log, AUDIT_LABELS.noData)}
        {...table.grid}
        autoHeight
        density="compact"
      />
      <AuditDetailDialog entry={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={undoing !== null}
        title={
          undoing?.undo === 'restore' ? HISTORY_LABELS.restoreTitle : HISTORY_LABELS.revertTitle
        }
        message={undoing ? undoQuestion(undoing) : ''}
        confirmLabel={undoing?.undo === 'restore' ? HISTORY_LABELS.restore : HISTORY_LABELS.revert}
        busy={reverting.isLoading}
        onClose={() => setUndoing(null)}
        onConfirm={() => void undo()}
      />
    </Box>
  );
}
