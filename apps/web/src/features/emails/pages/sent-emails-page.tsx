import { actionsColumn } from '../../../components/grid-actions-column';
import { ScrollableRegion, columnsWidth } from '../../../components/scrollable-region';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';
import SendIcon from '@mui/icons-material/Send';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import {
  EMAIL_MESSAGES,
  EMAIL_PAGE_SIZES,
  SENT_EMAIL_COLUMN_LABELS,
  SENT_EMAIL_QUEUED_LABEL,
  sentEmailStatusLabel,
  type SentEmail,
} from '@eval/contracts/emails';
import { jsonFilter } from '../../../lib/state/table-setup';
import { useRememberedTable } from '../../../lib/state/use-remembered-table';
import { pageGridProps } from '../../../components/grid-locale';
import { PHONE_MEDIA_QUERY } from '../../../components/collapsible-filters';
import { viewAction } from '../../../components/view-action';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { DATE_FORMAT } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useGetSentEmailsQuery, useResendEmailMutation } from '../api';
import { EmailFilterFormView } from '../components/email-filter-form';
import { EmailHtmlDialog } from '../components/email-html-dialog';
import { readSentEmailFilter, toSentEmailFilter } from '../email-filter';
import { SavedViewsMenu } from '../../../components/saved-views-menu';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { useCanWrite } from '../../../lib/admin-scope';

/** /admin/email-tracker (spec §2): e-mails the system has sent, paged on the server. */
export default function SentEmailsPage() {
  // A read-only administrator is refused every change: nothing to offer but reading.
  const canWrite = useCanWrite();
  // Page, page size and filter are remembered (spec §7).
  const table = useRememberedTable('sentEmails', { pageSizes: EMAIL_PAGE_SIZES });
  // Campañas → "Ver correos" opens this screen with ?campaign=ID: only that campaign's messages.
  const [params, setParams] = useSearchParams();
  const campaignId = Number(params.get('campaign')) || undefined;
  const filter = useMemo(
    () => ({ ...readSentEmailFilter(table.filter), ...(campaignId ? { campaignId } : {}) }),
    [table.filter, campaignId],
  );
  const [viewing, setViewing] = useState<SentEmail | null>(null);
  const emails = useGetSentEmailsQuery({
    setup: { size: table.setup.size, page: table.setup.page },
    filter,
  });
  const [resend] = useResendEmailMutation();
  // The community grid cannot pin a column: on a phone "Acciones" comes first so a row's actions
  // are on screen without scrolling past six columns; the laptop order stays.
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, { noSsr: true });

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
        // Without a server message, the status (or RTK Query's name of the failure) says what went wrong.
        const reason = errorMessage(error, String(errorStatus(error) ?? 'Error'));
        notify(`${EMAIL_MESSAGES.resendFailed}: ${reason}`, { variant: 'error' });
      }
    };
    const actions = actionsColumn<SentEmail>(110, (row) => [
      viewAction(`Ver el correo a ${row.receiver}`, () => setViewing(row)),
      ...(row.status || !canWrite
        ? []
        : [
            <GridActionsCellItem
              key="resend"
              icon={<SendIcon />}
              label={`Reenviar el correo a ${row.receiver}`}
              onClick={() => void doResend(row.id)}
            />,
          ]),
    ]);
    const data: GridColDef<SentEmail>[] = [
      // Minimum widths that add up to what 1,366 px leaves, "Acciones" included.
      {
        field: 'receiver',
        headerName: SENT_EMAIL_COLUMN_LABELS.receiver,
        flex: 1,
        minWidth: 180,
        sortable: false,
      },
      {
        field: 'subject',
        headerName: SENT_EMAIL_COLUMN_LABELS.subject,
        flex: 1.5,
        minWidth: 200,
        sortable: false,
      },
      {
        field: 'sent_at',
        headerName: SENT_EMAIL_COLUMN_LABELS.sent_at,
        width: 150,
        sortable: false,
        valueFormatter: (value: string) => dayjs(value).format(`${DATE_FORMAT} HH:mm`),
      },
      {
        field: 'status',
        headerName: SENT_EMAIL_COLUMN_LABELS.status,
        width: 130,
        sortable: false,
        renderCell: ({ row }) => {
          const label = sentEmailStatusLabel(row);
          const queued = label === SENT_EMAIL_QUEUED_LABEL;
          return (
            <Chip
              size="small"
              // Filled success/error keep white text above 4.5:1 contrast; warning does not.
              // A queued message is no failure: the neutral chip, dark text on grey.
              color={row.status ? 'success' : queued ? 'default' : 'error'}
              label={label}
            />
          );
        },
      },
      {
        field: 'error',
        headerName: SENT_EMAIL_COLUMN_LABELS.error,
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
      {
        field: 'attempts',
        headerName: SENT_EMAIL_COLUMN_LABELS.attempts,
        width: 90,
        sortable: false,
      },
    ];
    return phone ? [actions, ...data] : [...data, actions];
  }, [resend, phone, canWrite]);

  return (
    <Box>
      <PageHeading title="Correos enviados" />
      <EmailFilterFormView
        applied={filter}
        onApply={(form) => table.applyFilter(jsonFilter(toSentEmailFilter(form)))}
      />
      <SavedViewsMenu views={table.views} columns={columns} />
      {campaignId && (
        <Chip
          sx={{ mb: 1 }}
          label={`Campaña ${campaignId}`}
          onDelete={() => setParams({})}
          data-testid="campaign-filter"
        />
      )}
      <LoadError what="los correos enviados" loads={[emails]} />
      <ScrollableRegion
        label="Tabla de correos enviados (desplazable)"
        contentWidth={columnsWidth(columns)}
      >
        <DataGrid
          aria-label="Correos enviados"
          columns={columns}
          {...pageGridProps(emails)}
          {...table.grid}
          autoHeight
          density="compact"
        />
      </ScrollableRegion>
      <EmailHtmlDialog email={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
