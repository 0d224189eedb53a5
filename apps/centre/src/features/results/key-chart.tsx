import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { chartHeight } from './chart-height';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export interface KeyChartProps {
  label: string;
  bars: { name: string; value: number | null }[];
  colour: string;
  /** A colour per bar (the overview's keys); else the first bar in `colour`, the others grey. */
  colours?: readonly string[];
}

/**
 * Scores as horizontal bars 0–100: one key's (the centre, its first evaluation, the averages)
 * or every key's (the overview). Loaded on demand (chart-slot.tsx): chart.js stays out of the
 * app's first load.
 */
export default function KeyChart({ label, bars, colour, colours }: KeyChartProps) {
  return (
    <div style={{ position: 'relative', height: chartHeight(bars.length) }}>
      {/* The image, named as the slot that held its place (chart-slot.tsx). */}
      <Bar
        aria-label={label}
        role="img"
        data={{
          labels: bars.map((b) => b.name),
          datasets: [
            {
              data: bars.map((b) => b.value ?? 0),
              backgroundColor: colours
                ? [...colours]
                : bars.map((_b, i) => (i === 0 ? colour : '#9e9e9e')),
            },
          ],
        }}
        options={{
          indexAxis: 'y',
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: false } },
          scales: { x: { min: 0, max: 100 } },
        }}
      />
    </div>
  );
}
