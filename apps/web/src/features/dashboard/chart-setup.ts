import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Title,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type Plugin,
} from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Title, Tooltip);

/** Size of the dashboard charts on screen, and of their exported image (spec §9). */
export const CHART_SIZE = { width: 600, height: 400 } as const;
export const EXPORT_SIZE = { width: 1200, height: 800 } as const;

/** Paints a white background, so the exported PNG is not transparent (and reads well in a PDF). */
export const whiteBackground: Plugin<'bar'> = {
  id: 'whiteBackground',
  beforeDraw(chart) {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.globalCompositeOperation = 'destination-over';
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
};

/**
 * Renders the chart again, off screen, at exactly 1200×800 (spec §9) and returns it as a PNG
 * data URL. A fixed device pixel ratio of 1 keeps the size exact on high-density screens.
 */
export function renderChartPng(
  data: ChartData<'bar'>,
  options: ChartOptions<'bar'>,
  size: { width: number; height: number } = EXPORT_SIZE,
): string {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const chart = new Chart(canvas, {
    type: 'bar',
    data,
    options: {
      ...options,
      responsive: false,
      maintainAspectRatio: false,
      animation: false,
      devicePixelRatio: 1,
    },
    plugins: [whiteBackground],
  });
  try {
    return canvas.toDataURL('image/png');
  } finally {
    chart.destroy();
  }
}

/** A #rrggbb colour with transparency, for the "first evaluation" bars of a key. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return hex;
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
