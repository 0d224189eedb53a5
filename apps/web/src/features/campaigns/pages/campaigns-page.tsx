import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_AUDIENCE_LABELS, type Campaign } from '@eval/contracts/campaigns';
import { countText, formatCount } from '@eval/contracts/count-text';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { STICKY_ACTIONS_SX } from '../../../components/sticky-actions';
import { ScrollableRegion } from '../../../components/scrollable-region';
import { notify } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-errors';

const errorText = (error: unknown) => errorMessage(error, 'Error');
import { useCancelCampaignMutation, useGetCampaignsQuery, useRetryCampaignMutation } from '../api';
import { dateText, filterText, scheduleText } from '../campaign-text';
import { TableHeadings } from '../../../components/table-headings';
import { useCanWrite } from '../../../lib/admin-scope';

const sending = (c: Campaign) =>
  c.totals.queued > 0 || (c.totals.failed > 0 && c.status !== 'cancelled');

function Progress({ campaign }: { campaign: Campaign }) {
  const { queued, sent, failed, cancelled } = campaign.totals;
  const total = queued + sent + failed + cancelled;
  const value = total === 0 ? 0 : Math.round((100 * sent) / total);
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={`Progreso de la campaña ${campaign.id}`}
      />
      <Typography variant="body2" data-testid={`campaign-totals-${campaign.id}`}>
        {`En cola ${formatCount(queued)} · Enviados ${formatCount(sent)} · Fallidos ${formatCount(failed)}`}
        {cancelled > 0 ? ` · Cancelados ${formatCount(cancelled)}` : ''}
      </Typography>
    </Box>
  );
}

/** The columns before the actions, as the e2e suite and the administrators know them. */
const CAMPAIGN_HEADINGS = [
  'Creada',
  'Autor',
  'Plantilla',
  'Destinatarios',
  'Filtro',
  'Envío',
  'Progreso',
] as const;

/**
 * Campañas: every reminder campaign with its filter, template, author, dates and
 * live totals; a progress bar while sending, retry of the failed messages, cancel.
 */
export default function CampaignsPage() {
  // A read-only administrator is refused every change: nothing to offer but reading.
  const canWrite = useCanWrite();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const [polling, setPolling] = useState(0);
  const campaigns = useGetCampaignsQuery({ page, size }, { pollingInterval: polling });
  const live = (campaigns.data?.data ?? []).some(sending);
  if ((live ? 2000 : 0) !== polling) setPolling(live ? 2000 : 0);
  const [cancel, cancelState] = useCancelCampaignMutation();
  const [retry] = useRetryCampaignMutation();
  const [cancelling, setCancelling] = useState<Campaign | null>(null);

  const onRetry = async (c: Campaign) => {
    try {
      const result = await retry(c.id).unwrap();
      notify(
        result.retried === 1
          ? 'Se reintenta 1 correo'
          : `Se reintentan ${countText(result.retried, 'correo', 'correos')}`,
        { variant: 'success' },
      );
    } catch (e) {
      notify(errorText(e), { variant: 'error' });
    }
  };
  const onCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel(cancelling.id).unwrap();
      notify('Campaña cancelada', { variant: 'success' });
    } catch (e) {
      notify(errorText(e), { variant: 'error' });
    }
    setCancelling(null);
  };

  return (
    <>
      <PageHeading title="Campañas" />
      <Typography sx={{ mb: 2 }}>
        Los recordatorios se crean desde Seguimiento centros con el filtro aplicado (botón «Enviar
        recordatorio»).
      </Typography>
      <LoadError what="las campañas" loads={[campaigns]} />
      {/* Fits the 1,106 px a 1,366 px screen leaves ("Acciones" was cut to "V c"). */}
      <ScrollableRegion label="Campañas" contentWidth={1000}>
        {/* Long addresses and filters wrap anywhere, so the actions stay within the screen. */}
        <Table
          size="small"
          aria-label="Campañas"
          sx={[{ '& td': { overflowWrap: 'anywhere' } }, STICKY_ACTIONS_SX]}
        >
          <TableHeadings headings={CAMPAIGN_HEADINGS} />
          <TableBody>
            {/* An empty list says so rather than showing a bare header. */}
            {campaigns.data?.count === 0 && (
              <TableRow>
                <TableCell colSpan={CAMPAIGN_HEADINGS.length + 1}>
                  Todavía no hay campañas.
                </TableCell>
              </TableRow>
            )}
            {(campaigns.data?.data ?? []).map((c) => (
              <TableRow key={c.id} data-testid={`campaign-${c.id}`}>
                <TableCell>{dateText(c.created_at)}</TableCell>
                <TableCell>{c.created_by ?? '—'}</TableCell>
                <TableCell>{c.template}</TableCell>
                <TableCell>{CAMPAIGN_AUDIENCE_LABELS[c.audience]}</TableCell>
                <TableCell>{filterText(c)}</TableCell>
                <TableCell>{scheduleText(c)}</TableCell>
                <TableCell>
                  <Progress campaign={c} />
                </TableCell>
                <TableCell>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start', whiteSpace: 'nowrap' }}>
                    <Link component={RouterLink} to={`/admin/email-tracker?campaign=${c.id}`}>
                      Ver correos
                    </Link>
                    {canWrite && c.totals.failed > 0 && c.status !== 'cancelled' && (
                      <Button size="small" onClick={() => void onRetry(c)}>
                        Reintentar fallidos
                      </Button>
                    )}
                    {canWrite &&
                      (c.status === 'scheduled' || c.totals.queued + c.totals.failed > 0) &&
                      c.status !== 'cancelled' && (
                        <Button size="small" color="error" onClick={() => setCancelling(c)}>
                          Cancelar
                        </Button>
                      )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableRegion>
      <TablePagination
        component="div"
        count={campaigns.data?.count ?? 0}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[10, 20, 50]}
        onPageChange={(_e, next) => setPage(next)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage="Filas por página"
      />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancelar la campaña"
        message="No se enviarán más correos de esta campaña ni se ejecutará de nuevo. Los ya enviados no cambian."
        confirmLabel="Cancelar la campaña"
        busy={cancelState.isLoading}
        onConfirm={() => void onCancel()}
        onClose={() => setCancelling(null)}
      />
    </>
  );
}
