import Typography from '@mui/material/Typography';
import type { ChartData, ChartOptions } from 'chart.js';
import { countText, formatCount } from '@eval/contracts/count-text';
import {
  DASHBOARD_MESSAGES,
  type DashboardFilter,
  type PlanAdoption,
} from '@eval/contracts/dashboard';
import { useGetPlanAdoptionQuery } from '../api';
import { ChartCard } from './chart-card';

const TITLE = 'Acciones del plan de mejora por clave y estado';
const COLOURS = { pendiente: '#9e9e9e', en_curso: '#2b74c4', hecha: '#2e7d32' } as const;

const OPTIONS: ChartOptions<'bar'> = {
  responsive: false,
  plugins: { legend: { position: 'bottom' }, title: { display: true, text: TITLE } },
  scales: {
    x: { stacked: true },
    y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
  },
};

const STATES = [
  ['pendiente', DASHBOARD_MESSAGES.pending],
  ['en_curso', DASHBOARD_MESSAGES.inProgress],
  ['hecha', DASHBOARD_MESSAGES.done],
] as const;

function chartOf(keys: PlanAdoption['keys']): ChartData<'bar'> {
  return {
    labels: keys.map((k) => k.title),
    datasets: STATES.map(([state, label]) => ({
      label,
      data: keys.map((k) => k[state]),
      backgroundColor: COLOURS[state],
    })),
  };
}

/** "312 de 1.204 centros con plan (25,9 %)": adoption in words, for the eye and the ear. */
function adoptionText(data: PlanAdoption): string {
  const share = data.centres > 0 ? (100 * data.withPlan) / data.centres : 0;
  const percent = share.toLocaleString('es-ES', { maximumFractionDigits: 1 });
  return (
    `${formatCount(data.withPlan)} de ${countText(data.centres, 'centro', 'centros')} ` +
    `con plan (${percent} %) · ${countText(data.pendiente, 'acción pendiente', 'acciones pendientes')}, ` +
    `${formatCount(data.en_curso)} en curso, ` +
    `${countText(data.hecha, 'hecha', 'hechas')} · ${countText(data.vencidas, 'vencida', 'vencidas')}`
  );
}

/** The plans' card: adoption in the active period and actions per key and state, with exports. */
export function PlanAdoptionCard({ filter }: { filter: DashboardFilter }) {
  const load = useGetPlanAdoptionQuery(filter);
  const { data, isFetching } = load;
  const keys = data?.keys ?? [];
  const summary = keys
    .map((k) => STATES.map(([state, label]) => `${label} ${k[state]}`).join(', '))
    .map((states, index) => `${keys[index]?.title ?? ''}: ${states}`)
    .join('; ');
  return (
    <ChartCard
      headingId="plans-card-title"
      heading="Planes de mejora"
      title={TITLE}
      summary={summary}
      chart={chartOf(keys)}
      options={OPTIONS}
      chartTestId="plans-chart"
      report="plans"
      filter={filter}
      load={load}
      unavailable={isFetching || keys.length === 0}
      intro={
        data && (
          <Typography sx={{ mb: 1 }} data-testid="plan-adoption">
            {data.periodo
              ? `Periodo ${data.periodo}: ${adoptionText(data)}`
              : 'No hay un periodo de evaluación activo.'}
          </Typography>
        )
      }
      values={{
        headers: [
          'Clave',
          DASHBOARD_MESSAGES.pending,
          DASHBOARD_MESSAGES.inProgress,
          DASHBOARD_MESSAGES.done,
        ],
        rows: keys.map((k) => ({
          key: k.key,
          cells: [k.title, String(k.pendiente), String(k.en_curso), String(k.hecha)],
        })),
      }}
    />
  );
}
