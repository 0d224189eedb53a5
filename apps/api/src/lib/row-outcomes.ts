import type { RowChange, RowOutcome, RowOutcomeCounts } from '@eval/contracts/row-outcomes';

/** The row outcomes of an import's preview or commit, all zero. */
export const emptyOutcomeCounts = (): RowOutcomeCounts => ({
  total: 0,
  new: 0,
  changed: 0,
  unchanged: 0,
  error: 0,
});

/**
 * The fields whose new value differs from the stored one, in the order given, each shown as
 * text by `shown` (a place id as its name, a profile id as its name…). Shared by the centre
 * import and the user mass upload so that both previews list changes alike.
 */
export function changedFields<F extends string, T extends Record<F, unknown>>(
  fields: readonly F[],
  stored: T,
  next: T,
  shown: (field: F, value: unknown) => string = (_field, value) =>
    value === null || value === undefined ? '' : String(value),
): RowChange[] {
  return fields
    .filter((field) => stored[field] !== next[field])
    .map((field) => ({
      field,
      before: shown(field, stored[field]),
      after: shown(field, next[field]),
    }));
}

/**
 * Counts every row by outcome and keeps the rows a preview lists: errors, then changed, then
 * new rows, at most `limit` of each (unchanged rows are only counted), so the answer's size does
 * not grow with the file.
 */
export class OutcomeTally<R extends { outcome: RowOutcome }> {
  readonly counts = emptyOutcomeCounts();
  private readonly listed: Record<'error' | 'changed' | 'new', R[]> = {
    error: [],
    changed: [],
    new: [],
  };
  private truncated = false;

  constructor(private readonly limit: number) {}

  add(row: R): void {
    this.counts.total += 1;
    this.counts[row.outcome] += 1;
    if (row.outcome === 'unchanged') return;
    const list = this.listed[row.outcome];
    if (list.length < this.limit) list.push(row);
    else this.truncated = true;
  }

  preview(): { counts: RowOutcomeCounts; rows: R[]; truncated: boolean } {
    const { error, changed } = this.listed;
    return {
      counts: this.counts,
      rows: [...error, ...changed, ...this.listed.new],
      truncated: this.truncated,
    };
  }
}
