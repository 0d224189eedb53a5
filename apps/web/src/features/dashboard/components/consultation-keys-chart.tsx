import type { ChartData, ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { CONSULTATION_GROUP_LABELS, type ConsultationReport } from '@eval/contracts/consultations';
import { formatDifference, formatScore } from '@eval/contracts/dashboard';
import { ValuesTable } from '../../../components/values-table';
import { CHART_SIZE, whiteBackground } from '../chart-setup';

type KeyRow = ConsultationReport['claves'][number];

const TITLE = 'Consultas y autoevaluación por clave';
const SELF = 'Autoevaluación';
const GAP_LABEL = 'Diferencia alumnado − autoevaluación';

/** One colour per voice, the same on every key, so that the legend reads across the chart. */
const SERIES = [
  ['autoevaluacion', SELF, '#616161'],
  ['alumnado', CONSULTATION_GROUP_LABELS.ES.alumnado, '#2b74c4'],
  ['familias', CONSULTATION_GROUP_LABELS.ES.familias, '#ef6c00'],
  ['profesorado', CONSULTATION_GROUP_LABELS.ES.profesorado, '#2e7d32'],
] as const;

const OPTIONS: ChartOptions<'bar'> = {
  responsive: false,
  plugins: { legend: { position: 'bottom' }, title: { display: true, text: TITLE } },
  scales: { y: { beginAtZero: true, max: 100 } },
};

// A null score (no centre qualifies) is a gap in the chart, not a bar at 0.
function chartOf(claves: readonly KeyRow[]): ChartData<'bar'> {
  return {
    labels: claves.map((k) => k.titulo),
    datasets: SERIES.map(([field, label, colour]) => ({
      label,
      data: claves.map((k) => k[field]),
      backgroundColor: colour,
    })),
  };
}

/** The figures in words: a canvas says nothing to a screen reader. */
const summaryOf = (claves: readonly KeyRow[]) =>
  claves
    .map(
      (k) =>
        `${k.titulo}: ${SERIES.map(([field, label]) => `${label} ${formatScore(k[field])}`).join(', ')}, ` +
        `${GAP_LABEL.toLowerCase()} ${formatDifference(k.diferencia)}`,
    )
    .join('; ');

/** Per key, the self-evaluation beside each group's mean score, and the students' gap. */
export function ConsultationKeysChart({ claves }: { claves: readonly KeyRow[] }) {
  return (
    <>
      {/* The chart keeps the dashboard's 600 px: on a phone it scrolls, so the keyboard can too. */}
      <div
        role="region"
        aria-label="Gráfico (desplazable)"
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Bar
          data={chartOf(claves)}
          options={OPTIONS}
          plugins={[whiteBackground]}
          width={CHART_SIZE.width}
          height={CHART_SIZE.height}
          role="img"
          aria-label={`${TITLE}. ${summaryOf(claves)}`}
          data-testid="consultations-chart"
        />
      </div>
      <ValuesTable
        caption={TITLE}
        headers={['Clave', ...SERIES.map(([, label]) => label), GAP_LABEL]}
        rows={claves.map((k) => ({
          key: k.clave,
          cells: [
            k.titulo,
            ...SERIES.map(([field]) => formatScore(k[field])),
            formatDifference(k.diferencia),
          ],
        }))}
        sx={{ my: 2, maxWidth: 900 }}
      />
    </>
  );
}
