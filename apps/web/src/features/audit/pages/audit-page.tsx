import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import dayjs from 'dayjs';
import {
  AUDIT_LABELS,
  AUDIT_PAGE_SIZES,
  type AuditEntry,
  type AuditFilter,
} from '@eval/contracts/audit';
import { PageHeading } from '../../../components/page-heading';
import { DATE_FORMAT } from '../../../lib/dates';
import { useGetAuditLogQuery, useGetAuditOptionsQuery } from '../api';
import { toAuditFilter } from '../audit-filter';
import { AuditDetailDialog } from '../components/audit-detail-dialog';
import { AuditFilterFormView } from '../components/audit-filter-form';

/** /admin/auditoria: every administrator write, newest first, paged and filtered on the server. */
export default function AuditPage() {
  const [paging, setPaging] = useState<GridPaginationModel>({
    page: 0,
    pageSize: AUDIT_PAGE_SIZES[1],
  });
  const [filter, setFilter] = useState<AuditFilter>({});
  const [viewing, setViewing] = useState<AuditEntry | null>(null);
  const { data, isFetching } = useGetAuditLogQuery(
    { setup: { size: paging.pageSize, page: paging.page }, filter },
    { refetchOnMountOrArgChange: true },
  );
  const { data: options } = useGetAuditOptionsQuery(undefined);

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
      {
        field: 'action',
        headerName: AUDIT_LABELS.action,
        flex: 1.2,
        minWidth: 220,
        sortable: false,
      },
      { field: 'entity', headerName: AUDIT_LABELS.entity, width: 160, sortable: false },
      { field: 'entity_id', headerName: AUDIT_LABELS.entityId, width: 120, sortable: false },
      {
        field: 'actions',
        type: 'actions',
        headerName: AUDIT_LABELS.details,
        width: 110,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="view"
            icon={<VisibilityIcon />}
            label={`Ver el detalle de ${row.action}`}
            onClick={() => setViewing(row)}
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Box>
      <PageHeading title={AUDIT_LABELS.title} />
      <AuditFilterFormView
        entities={options?.entities ?? []}
        onApply={(form) => {
          setFilter(toAuditFilter(form));
          setPaging((p) => ({ ...p, page: 0 }));
        }}
      />
      <DataGrid
        aria-label={AUDIT_LABELS.title}
        rows={data?.data ?? []}
        rowCount={data?.count ?? 0}
        columns={columns}
        loading={isFetching}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[...AUDIT_PAGE_SIZES]}
        disableColumnFilter
        autoHeight
        density="compact"
        localeText={{ noRowsLabel: AUDIT_LABELS.noData }}
      />
      <AuditDetailDialog entry={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
