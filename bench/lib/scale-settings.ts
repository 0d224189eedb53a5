import type { BumpDesign } from './bump-designs';
import type { DatabaseCopy } from './template-database';

/** What every scale-out measurement is given (bench/scale-out.ts's flags and template). */
export interface ScaleSettings {
  /** The built server the instances run. */
  bundle: string;
  /** Rounds of the design comparison and of the lists. */
  rounds: number;
  /** Per write or commit measurement. */
  seconds: number;
  /** Per list measurement. */
  listSeconds: number;
  connections: number;
  /** A fresh copy of the generated dataset. */
  copy(): Promise<DatabaseCopy>;
}

/** Connections each instance keeps: the same for every configuration. */
export const POOL = '10';

/** Designs in round `round`: ABBA, so a drift of the machine's load hits both alike. */
export const designsOf = (round: number): BumpDesign[] =>
  round % 2 === 0 ? ['global-lock', 'change-log'] : ['change-log', 'global-lock'];

/** The median of `values` (the mean of the middle two, to one decimal, when they are even). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Number((((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2).toFixed(1));
};
