import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { HISTORY_CHART_HEIGHT, type HistoryChartProps } from './history-chart-height';

ChartJS.register(CategoryScale, LinearScale, LineElement, PointElement, Legend, Tooltip);

/**
 * Scores over the periods as lines 0–100: the global score and, if chosen, one key's. Loaded
 * on demand (history-chart-slot.tsx), like the bar charts: chart.js stays out of the first load.
 * Points are large and the legend sits below, so a phone's width is the chart's.
 */
export default function HistoryChart({ label, locale, periods, lines }: HistoryChartProps) {
  return (
    <div style={{ position: 'relative', height: HISTORY_CHART_HEIGHT }}>
      <Line
        aria-label={label}
        role="img"
        data={{
          labels: [...periods],
          datasets: lines.map((line, index) => ({
            label: line.name,
            data: [...line.values],
            borderColor: line.colour,
            backgroundColor: line.colour,
            borderWidth: index === 0 ? 3 : 2,
            borderDash: index === 0 ? [] : [6, 4],
            pointRadius: 5,
            spanGaps: true,
          })),
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          locale,
          plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
          scales: { y: { min: 0, max: 100 } },
        }}
      />
    </div>
  );
}
