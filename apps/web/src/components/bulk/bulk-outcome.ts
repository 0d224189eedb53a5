import { errorMessage } from '../../lib/api-errors';
import { notify } from '../../lib/notify';
import type { BulkOutcome } from './bulk-result-dialog';
import { refusalOf } from './bulk-selection';

/** The first lines of a bulk run's result: how many rows changed and how many already were so. */
export function changedLines(done: string, data: { changed: number; unchanged: number }): string[] {
  const lines = [`${done}: ${data.changed.toLocaleString('es-ES')}.`];
  if (data.unchanged > 0)
    lines.push(`Sin cambios (ya estaban así): ${data.unchanged.toLocaleString('es-ES')}.`);
  return lines;
}

/**
 * A failed bulk run: a refusal (409 with the refused rows) is shown in the result dialog, so the
 * rows can be listed; any other failure is a notice.
 */
export function showBulkFailure(
  error: unknown,
  setOutcome: (outcome: BulkOutcome) => void,
  fallback?: string,
): void {
  const refusal = refusalOf(error);
  if (refusal) setOutcome({ kind: 'refused', message: refusal.message, refused: refusal.refused });
  else notify(errorMessage(error, fallback), { variant: 'error' });
}
