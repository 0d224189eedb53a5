import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CONSULTATION_MESSAGES } from '@eval/contracts/consultations';
import type { DashboardFilter } from '@eval/contracts/dashboard';
import { LoadError } from '../../../components/load-error';
import { fileSaver } from '../../../lib/download-file';
import { useDownloadConsultationReportMutation, useGetConsultationReportQuery } from '../api';
import { ConsultationKeysChart } from './consultation-keys-chart';
import { ConsultationParticipation } from './consultation-participation';

/**
 * The consultations' card under the shared filter: participation in the active period, and per
 * key the groups' scores beside the self-evaluation. The scores count only consultations that
 * reached the minimum of responses; with none, the card says so instead of showing empty bars.
 */
export function ConsultationsCard({ filter }: { filter: DashboardFilter }) {
  const load = useGetConsultationReportQuery(filter);
  const { data } = load;
  const { save, busy } = fileSaver(
    useDownloadConsultationReportMutation(),
    'No se ha podido descargar la tarjeta de consultas.',
  );
  const enough = data?.grupos.some((g) => g.suficientes > 0) ?? false;
  return (
    <Card component="section" aria-labelledby="consultations-card-title">
      <CardContent>
        <Typography id="consultations-card-title" component="h2" variant="h6" gutterBottom>
          Consultas
        </Typography>
        <LoadError what="los datos de «Consultas»" loads={[load]} />
        {data &&
          (data.periodo === null ? (
            <Typography sx={{ mb: 2 }}>{CONSULTATION_MESSAGES.noActivePeriod}</Typography>
          ) : (
            <>
              <ConsultationParticipation data={data} />
              {enough ? (
                <ConsultationKeysChart claves={data.claves} />
              ) : (
                <Typography sx={{ mb: 2 }} data-testid="consultations-few-responses">
                  {CONSULTATION_MESSAGES.fewResponses}
                </Typography>
              )}
            </>
          ))}
        <Button
          variant="contained"
          aria-busy={busy}
          onClick={() => void save({ filter, format: 'xlsx' })}
        >
          Descargar Excel
        </Button>
      </CardContent>
    </Card>
  );
}
