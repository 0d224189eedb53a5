/** A chart's height (key-chart.tsx, and the slot that holds its place): the axis and 28 px a bar. */
export const chartHeight = (bars: number): number => 40 + bars * 28;
