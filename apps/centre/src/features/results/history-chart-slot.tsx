import { lazy, Suspense } from 'react';
import { HISTORY_CHART_HEIGHT, type HistoryChartProps } from './history-chart-height';
import { useNearScreen } from './use-near-screen';

const HistoryChart = lazy(() => import('./history-chart'));

/** The history's line chart, drawn near the screen like every results chart (chart-slot.tsx). */
export function HistoryChartSlot(props: HistoryChartProps) {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  const placeholder = (
    <div ref={ref} role="img" aria-label={props.label} style={{ height: HISTORY_CHART_HEIGHT }} />
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HistoryChart {...props} />
    </Suspense>
  );
}
