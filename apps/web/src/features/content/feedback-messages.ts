import { errorMessage } from '../../lib/download-file';
import { notify } from '../../lib/notify';

/** What most failed calls reject with when the server gave no message (spec §8, spelt so). */
export const GENERIC_FAILURE = 'Interal Error';

/** Shows the server's Spanish message of a failed call, or the spec's generic text. */
export function notifyFailure(error: unknown, fallback: string = GENERIC_FAILURE): void {
  notify(errorMessage(error, fallback), { variant: 'error' });
}

/** The first Spanish message of a failed client-side validation. */
export function firstIssue(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? 'Revise los datos del formulario.';
}
