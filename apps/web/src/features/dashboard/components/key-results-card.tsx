import Box from '@mui/material/Box';
import type { ChartData, ChartOptions } from 'chart.js';
import {
  DASHBOARD_MESSAGES,
  formatDifference,
  formatScore,
  type DashboardFilter,
  type KeyResult,
} from '@eval/contracts/dashboard';
import { useGetKeyResultsQuery } from '../api';
import { withAlpha } from '../chart-setup';
import { ChartCard } from './chart-card';

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
  const load = useGetKeyResultsQuery(filter);
  const { data = [], isFetching } = load;
  const chart = chartOf(data);
  const summary = data
    .map(
      (r) =>
        `${r.title}: ${formatScore(r.firstKeysAvg)} y ${formatScore(r.restKeysAvg)}, ` +
        `diferencia ${formatDifference(r.difference)}`,
    )
    .join('; ');
  return (
    <ChartCard
      headingId="keys-card-title"
      heading="Resultados por clave"
      title={TITLE}
      summary={summary}
      chart={chart}
      options={OPTIONS}
      report="results-keys"
      filter={filter}
      load={load}
      unavailable={isFetching || data.length === 0}
      values={{
        headers: [
          'Clave',
          DASHBOARD_MESSAGES.firstEvaluation,
          DASHBOARD_MESSAGES.laterEvaluations,
          DASHBOARD_MESSAGES.difference,
        ],
        rows: data.map((r) => ({
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
        })),
      }}
    />
  );
}
