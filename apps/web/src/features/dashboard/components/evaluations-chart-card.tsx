import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { DASHBOARD_MESSAGES, type DashboardFilter } from '@eval/contracts/dashboard';
import { useGetEvaluationsPerPeriodQuery } from '../api';
import { CHART_SIZE, whiteBackground } from '../chart-setup';
import { ChartExportButtons } from './chart-export-buttons';
import { ValuesTable } from './values-table';

const TITLE = 'Evaluaciones empezadas y terminadas por periodo';
const COLOURS = { started: '#2b74c4', finished: '#2e7d32' } as const;

const OPTIONS: ChartOptions<'bar'> = {
  responsive: false,
  plugins: { legend: { position: 'bottom' }, title: { display: true, text: TITLE } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
};

/** Card 2 (spec §2): evaluations started vs finished per period, with its exports. */
export function EvaluationsChartCard({ filter }: { filter: DashboardFilter }) {
  const { data = [], isFetching } = useGetEvaluationsPerPeriodQuery(filter);
  const chart: ChartData<'bar'> = {
    labels: data.map((p) => p.periodo),
    datasets: [
      {
        label: DASHBOARD_MESSAGES.started,
        data: data.map((p) => p.Empezadas),
        backgroundColor: COLOURS.started,
      },
      {
        label: DASHBOARD_MESSAGES.finished,
        data: data.map((p) => p.Terminadas),
        backgroundColor: COLOURS.finished,
      },
    ],
  };
  const summary = data
    .map((p) => `${p.periodo}: ${p.Empezadas} empezadas, ${p.Terminadas} terminadas`)
    .join('; ');
  return (
    <Card component="section" aria-labelledby="evaluations-card-title">
      <CardContent>
        <Typography id="evaluations-card-title" component="h2" variant="h6" gutterBottom>
          Evaluaciones por periodo
        </Typography>
        <div style={{ overflowX: 'auto' }}>
          <Bar
            data={chart}
            options={OPTIONS}
            plugins={[whiteBackground]}
            width={CHART_SIZE.width}
            height={CHART_SIZE.height}
            role="img"
            aria-label={`${TITLE}. ${summary}`}
            data-testid="evaluations-chart"
          />
        </div>
        <ValuesTable
          caption={TITLE}
          headers={['Periodo', DASHBOARD_MESSAGES.started, DASHBOARD_MESSAGES.finished]}
          rows={data.map((p) => ({
            key: p.periodo,
            cells: [p.periodo, String(p.Empezadas), String(p.Terminadas)],
          }))}
        />
        <ChartExportButtons
          title={TITLE}
          report="evaluation-period"
          filter={filter}
          data={chart}
          options={OPTIONS}
          unavailable={isFetching || data.length === 0}
        />
      </CardContent>
    </Card>
  );
}
