import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { ALL_PERIODS, REPORT_MESSAGES } from '@eval/contracts/reports';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { fileSaver } from '../../../lib/download-file';
import {
  useDownloadAnswersMutation,
  useDownloadExcelResultsMutation,
  useGetReportPeriodsQuery,
  useGetResultsReportQuery,
} from '../api';
import { ResultsTotals } from '../components/results-totals';

// d3-geo, topojson and the atlas are fetched only when this screen shows the map.
const SpainMap = lazy(() => import('../components/spain-map'));

/** /admin/download-results (spec §2): results per period, Excel downloads and the map. */
export default function DownloadResultsPage() {
  const [period, setPeriod] = useState<number>(ALL_PERIODS);
  const periodsLoad = useGetReportPeriodsQuery(undefined);
  const reportLoad = useGetResultsReportQuery(period);
  const { data: periods = [] } = periodsLoad;
  const { data: report } = reportLoad;
  const failed = 'No se ha podido descargar el archivo.';
  const results = fileSaver(useDownloadExcelResultsMutation(), failed);
  const answers = fileSaver(useDownloadAnswersMutation(), failed);
  const label = periods.find((p) => p.id === period)?.periodo ?? REPORT_MESSAGES.allPeriods;
  const mapFile = `mapa-${label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}.png`;

  return (
    <>
      <PageHeading title="Descarga de resultados" />
      <Card component="section" aria-label="Periodo y descargas" sx={{ mb: 3 }}>
        <CardContent>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <TextField
              select
              label="Periodo"
              value={period}
              onChange={(e) => setPeriod(Number(e.target.value))}
              sx={{ minWidth: 240 }}
            >
              <MenuItem value={ALL_PERIODS}>{REPORT_MESSAGES.allPeriods}</MenuItem>
              {periods.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.periodo}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              aria-busy={results.busy}
              onClick={() => void results.save(period)}
            >
              Descargar Excel
            </Button>
            <Button
              variant="contained"
              aria-busy={answers.busy}
              onClick={() => void answers.save({ period })}
            >
              Descargar respuestas
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <LoadError what="los periodos" loads={[periodsLoad]} />
      <LoadError what="los resultados" loads={[reportLoad]} />
      {report && <ResultsTotals report={report} />}
      <Card component="section" aria-labelledby="map-title">
        <CardContent>
          <Typography id="map-title" component="h2" variant="h6" gutterBottom>
            Evaluaciones terminadas por comunidad autónoma
          </Typography>
          <Suspense fallback={<CircularProgress aria-label="Cargando el mapa" />}>
            {report && (
              <SpainMap
                communities={report.communities}
                total={report.total}
                periodLabel={label}
                onePeriod={period !== ALL_PERIODS}
                fileName={mapFile}
              />
            )}
          </Suspense>
        </CardContent>
      </Card>
    </>
  );
}
