/** The history chart's props and height, outside its lazy chunk so the slot can keep its place. */
export interface HistoryChartProps {
  label: string;
  /** The number format's locale (es-ES, ca-ES): the axis and tooltips write 62,3. */
  locale: string;
  /** The periods, oldest first: the x axis. */
  periods: readonly string[];
  /** Lines over the periods (null where a period has no score), the first drawn on top. */
  lines: readonly { name: string; values: readonly (number | null)[]; colour: string }[];
}

/** Tall enough for the 0–100 axis to be read on a 390 px phone, short enough to see around it. */
export const HISTORY_CHART_HEIGHT = 220;
