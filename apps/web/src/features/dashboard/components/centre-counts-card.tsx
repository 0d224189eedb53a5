import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardFilter, DownloadCentreFormat } from '@eval/contracts/dashboard';
import { LoadError } from '../../../components/load-error';
import { fileSaver } from '../../../lib/download-file';
import { useDownloadCentresMutation, useGetCentreCountsQuery } from '../api';

const numbers = new Intl.NumberFormat('es-ES');

/** Card 1 (spec §2): active centres in all and matching the filter, and the list's export. */
export function CentreCountsCard({ filter }: { filter: DashboardFilter }) {
  const counts = useGetCentreCountsQuery(filter);
  const { data } = counts;
  const { save, busy } = fileSaver(
    useDownloadCentresMutation(),
    'No se ha podido descargar la lista de centros.',
  );
  const saveAs = (format: DownloadCentreFormat) => () => void save({ filter, format });
  return (
    <Card component="section" aria-labelledby="counts-card-title">
      <CardContent>
        <Typography id="counts-card-title" component="h2" variant="h6" gutterBottom>
          Centros
        </Typography>
        <LoadError what="el número de centros" loads={[counts]} />
        <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
          <div>
            <Typography variant="body2" color="text.secondary">
              Total de centros
            </Typography>
            <Typography variant="h4" component="p" data-testid="centres-total">
              {data ? numbers.format(data.total) : '—'}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              Centros activos; los dados de baja no se cuentan
            </Typography>
          </div>
          <div>
            <Typography variant="body2" color="text.secondary">
              Centros filtrados
            </Typography>
            <Typography variant="h4" component="p" data-testid="centres-filtered">
              {data ? numbers.format(data.filtered) : '—'}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {data && data.total > 0
                ? `${Math.round((100 * data.filtered) / data.total)} % de los activos cumple el filtro`
                : 'Centros activos que cumplen el filtro'}
            </Typography>
          </div>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" aria-busy={busy} onClick={saveAs('csv')}>
            Descargar CSV
          </Button>
          <Button variant="contained" aria-busy={busy} onClick={saveAs('xlsx')}>
            Descargar Excel
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
