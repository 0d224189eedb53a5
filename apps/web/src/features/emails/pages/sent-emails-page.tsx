import { ScrollableRegion, columnsWidth } from '../../../components/scrollable-region';
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import dayjs from 'dayjs';
import {
  EMAIL_MESSAGES,
  EMAIL_PAGE_SIZES,
  type SentEmail,
  type SentEmailFilter,
} from '@eval/contracts/emails';
import { PageHeading } from '../../../components/page-heading';
import { DATE_FORMAT } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { errorText, useGetSentEmailsQuery, useResendEmailMutation } from '../api';
import { EmailFilterFormView } from '../components/email-filter-form';
import { EmailHtmlDialog } from '../components/email-html-dialog';
import { toSentEmailFilter } from '../email-filter';

/** /admin/email-tracker (spec §2): e-mails the system has sent, paged on the server. */
export default function SentEmailsPage() {
  const [paging, setPaging] = useState<GridPaginationModel>({
    page: 0,
    pageSize: EMAIL_PAGE_SIZES[0],
  });
  const [filter, setFilter] = useState<SentEmailFilter>({});
  const [viewing, setViewing] = useState<SentEmail | null>(null);
  const { data, isFetching } = useGetSentEmailsQuery({
    setup: { size: paging.pageSize, page: paging.page },
    filter,
  });
  const [resend] = useResendEmailMutation();

  const columns = useMemo<GridColDef<SentEmail>[]>(() => {
    const doResend = async (id: number) => {
      try {
        const sent = await resend(id).unwrap();
        notify(
          sent.status
            ? EMAIL_MESSAGES.resent
            : `${EMAIL_MESSAGES.resendFailed}: ${sent.error ?? ''}`,
          {
            variant: sent.status ? 'success' : 'error',
          },
        );
      } catch (error) {
        notify(`${EMAIL_MESSAGES.resendFailed}: ${errorText(error)}`, { variant: 'error' });
      }
    };
    return [
      { field: 'receiver', headerName: 'Destinatario', flex: 1, minWidth: 200, sortable: false },
      { field: 'subject', headerName: 'Asunto', flex: 1.5, minWidth: 240, sortable: false },
      {
        field: 'sent_at',
        headerName: 'Fecha',
        width: 150,
        sortable: false,
        valueFormatter: (value: string) => dayjs(value).format(`${DATE_FORMAT} HH:mm`),
      },
      {
        field: 'status',
        headerName: 'Estado',
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            // Filled success/error keep white text above 4.5:1 contrast; warning does not.
            color={row.status ? 'success' : 'error'}
            label={row.status ? 'Enviado' : 'No enviado'}
          />
        ),
      },
      { field: 'error', headerName: 'Motivo', flex: 1, minWidth: 180, sortable: false },
      { field: 'attempts', headerName: 'Intentos', width: 90, sortable: false },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Acciones',
        width: 110,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="view"
            icon={<VisibilityIcon />}
            label={`Ver el correo a ${row.receiver}`}
            onClick={() => setViewing(row)}
          />,
          ...(row.status
            ? []
            : [
                <GridActionsCellItem
                  key="resend"
                  icon={<SendIcon />}
                  label={`Reenviar el correo a ${row.receiver}`}
                  onClick={() => void doResend(row.id)}
                />,
              ]),
        ],
      },
    ];
  }, [resend]);

  return (
    <Box>
      <PageHeading title="Correos enviados" />
      <EmailFilterFormView
        onApply={(form) => {
          setFilter(toSentEmailFilter(form));
          setPaging((p) => ({ ...p, page: 0 }));
        }}
      />
      <ScrollableRegion
        label="Tabla de correos enviados (desplazable)"
        contentWidth={columnsWidth(columns)}
      >
        <DataGrid
          aria-label="Correos enviados"
          rows={data?.data ?? []}
          rowCount={data?.count ?? 0}
          columns={columns}
          loading={isFetching}
          paginationMode="server"
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          pageSizeOptions={[...EMAIL_PAGE_SIZES]}
          disableColumnFilter
          autoHeight
          density="compact"
        />
      </ScrollableRegion>
      <EmailHtmlDialog email={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
