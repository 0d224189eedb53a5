import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { chartHeight } from './chart-height';
import type { KeyChartProps } from './key-chart';

const KeyChart = lazy(() => import('./key-chart'));

/** How far below the screen a chart is drawn already, so a scroll seldom meets an empty slot. */
const AHEAD = '300px';

/**
 * A chart drawn once it comes near the screen. Drawing one takes chart.js a long moment on a
 * phone and the results have one per key: drawn all at once on load they were one task of over
 * a second on Lighthouse's simulated phone. Until then (and while chart.js loads) its slot keeps
 * the chart's size and its name, so the page does not move and a screen reader finds the same
 * image.
 */
export function ChartSlot(props: KeyChartProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = slot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = (
    <div
      ref={slot}
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
