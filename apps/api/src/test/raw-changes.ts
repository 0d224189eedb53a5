import type { HistoryEntry } from '@eval/contracts/history';

/**
 * History entries with each change as recorded (field, before, after): the tests of what a
 * change holds compare these; the labels and shown values have their own test
 * (modules/audit/audit-sentences.test.ts).
 */
export function rawChanges(entries: HistoryEntry[]): HistoryEntry[] {
  return entries.map((entry) => ({
    ...entry,
    changes: entry.changes.map(({ field, before, after }) => ({ field, before, after })),
  })) as HistoryEntry[];
}
