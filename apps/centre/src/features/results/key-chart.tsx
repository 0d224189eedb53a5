import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export interface KeyChartProps {
  label: string;
  bars: { name: string; value: number | null }[];
  colour: string;
}

/**
 * One key's scores as horizontal bars (the centre, its first evaluation, the averages). Loaded
 * on demand: chart.js stays out of the app's first load.
 */
export default function KeyChart({ label, bars, colour }: KeyChartProps) {
  return (
    <div style={{ position: 'relative', height: 40 + bars.length * 28 }}>
      <Bar
        aria-label={label}
        role="img"
        data={{
          labels: bars.map((b) => b.name),
          datasets: [
            {
              data: bars.map((b) => b.value ?? 0),
              backgroundColor: bars.map((_b, i) => (i === 0 ? colour : '#9e9e9e')),
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
