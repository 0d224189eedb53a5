import { lazy, Suspense } from 'react';
import { chartHeight } from './chart-height';
import type { KeyChartProps } from './key-chart';
import { useNearScreen } from './use-near-screen';

const KeyChart = lazy(() => import('./key-chart'));

/**
 * A chart drawn once it comes near the screen. Drawing one takes chart.js a long moment on a
 * phone and the results have one per key: drawn all at once on load they were one task of over
 * a second on Lighthouse's simulated phone. Until then (and while chart.js loads) its slot keeps
 * the chart's size and its name, so the page does not move and a screen reader finds the same
 * image.
 */
export function ChartSlot(props: KeyChartProps) {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  const placeholder = (
    <div
      ref={ref}
      role="img"
      aria-label={props.label}
      style={{ height: chartHeight(props.bars.length) }}
    />
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <KeyChart {...props} />
    </Suspense>
  );
}
