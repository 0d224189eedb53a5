import { HISTORY_LABELS } from '@eval/contracts/history';

/** A field's value as text: empty values say so, objects as compact JSON. */
export function historyValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return HISTORY_LABELS.empty_value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
