import type { ChartData, ChartOptions } from 'chart.js';
import { DASHBOARD_MESSAGES, type DashboardFilter } from '@eval/contracts/dashboard';
import { countText } from '@eval/contracts/count-text';
import { useGetEvaluationsPerPeriodQuery } from '../api';
import { ChartCard } from './chart-card';

const TITLE = 'Evaluaciones empezadas y terminadas por periodo';
const COLOURS = { started: '#2b74c4', finished: '#2e7d32' } as const;

const OPTIONS: ChartOptions<'bar'> = {
  responsive: false,
  plugins: { legend: { position: 'bottom' }, title: { display: true, text: TITLE } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
};

/** Card 2 (spec §2): evaluations started vs finished per period, with its exports. */
export function EvaluationsChartCard({ filter }: { filter: DashboardFilter }) {
  const load = useGetEvaluationsPerPeriodQuery(filter);
  const { data = [], isFetching } = load;
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
    .map(
      (p) =>
        `${p.periodo}: ${countText(p.Empezadas, 'empezada', 'empezadas')}, ` +
        countText(p.Terminadas, 'terminada', 'terminadas'),
    )
    .join('; ');
  return (
    <ChartCard
      headingId="evaluations-card-title"
      heading="Evaluaciones por periodo"
      title={TITLE}
      summary={summary}
      chart={chart}
      options={OPTIONS}
      chartTestId="evaluations-chart"
      report="evaluation-period"
      filter={filter}
      load={load}
      unavailable={isFetching || data.length === 0}
      values={{
        headers: ['Periodo', DASHBOARD_MESSAGES.started, DASHBOARD_MESSAGES.finished],
        rows: data.map((p) => ({
          key: p.periodo,
          cells: [p.periodo, String(p.Empezadas), String(p.Terminadas)],
        })),
      }}
    />
  );
}
