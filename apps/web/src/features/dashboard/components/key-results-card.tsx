import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import {
  DASHBOARD_MESSAGES,
  formatDifference,
  formatScore,
  type DashboardFilter,
  type KeyResult,
} from '@eval/contracts/dashboard';
import { useGetKeyResultsQuery } from '../api';
import { CHART_SIZE, whiteBackground, withAlpha } from '../chart-setup';
import { ChartExportButtons } from './chart-export-buttons';
import { ValuesTable } from './values-table';

const TITLE = 'Resultados por clave: primera evaluación y posteriores';

const OPTIONS: ChartOptions<'bar'> = {
  responsive: false,
  plugins: {
    legend: { position: 'bottom' },
    title: { display: true, text: TITLE },
  },
  scales: { y: { beginAtZero: true, max: 100 } },
};

/** The two bars of every key in the key's own colour: lighter for the first evaluation. */
function chartOf(rows: readonly KeyResult[]): ChartData<'bar'> {
  return {
    labels: rows.map((r) => r.title),
    datasets: [
      {
        label: DASHBOARD_MESSAGES.firstEvaluation,
        data: rows.map((r) => r.firstKeysAvg ?? 0),
        backgroundColor: rows.map((r) => withAlpha(r.color, 0.4)),
        borderColor: rows.map((r) => r.color),
        borderWidth: 2,
      },
      {
        label: DASHBOARD_MESSAGES.laterEvaluations,
        data: rows.map((r) => r.restKeysAvg ?? 0),
        backgroundColor: rows.map((r) => r.color),
        borderColor: rows.map((r) => r.color),
        borderWidth: 2,
      },
    ],
  };
}

/** Card 3 (spec §2): first vs later evaluations per key, with the signed difference. */
export function KeyResultsCard({ filter }: { filter: DashboardFilter }) {
  const { data = [], isFetching } = useGetKeyResultsQuery(filter);
  const chart = chartOf(data);
  const summary = data
    .map(
      (r) =>
        `${r.title}: ${formatScore(r.firstKeysAvg)} y ${formatScore(r.restKeysAvg)}, ` +
        `diferencia ${formatDifference(r.difference)}`,
    )
    .join('; ');
  return (
    <Card component="section" aria-labelledby="keys-card-title">
      <CardContent>
        <Typography id="keys-card-title" component="h2" variant="h6" gutterBottom>
          Resultados por clave
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
          />
        </div>
        <ValuesTable
          caption={TITLE}
          headers={[
            'Clave',
            DASHBOARD_MESSAGES.firstEvaluation,
            DASHBOARD_MESSAGES.laterEvaluations,
            DASHBOARD_MESSAGES.difference,
          ]}
          rows={data.map((r) => ({
            key: r.key,
            cells: [
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 14,
                    height: 14,
                    borderRadius: '3px',
                    bgcolor: r.color,
                    flex: 'none',
                  }}
                />
                {r.title}
              </Box>,
              formatScore(r.firstKeysAvg),
              formatScore(r.restKeysAvg),
              <span data-testid={`difference-${r.key}`}>{formatDifference(r.difference)}</span>,
            ],
          }))}
        />
        <ChartExportButtons
          title={TITLE}
          report="results-keys"
          filter={filter}
          data={chart}
          options={OPTIONS}
          unavailable={isFetching || data.length === 0}
        />
      </CardContent>
    </Card>
  );
}
