import { CATALOGUE_MESSAGES, type Removal } from '@eval/contracts/catalogue';
import { errorMessage } from '../../lib/download-file';
import { notify } from '../../lib/notify';

/** Shows the server's Spanish message of a failed call, or the spec's generic text (§8). */
export function notifyFailure(error: unknown): void {
  notify(errorMessage(error, 'Interal Error'), { variant: 'error' });
}

/** The first message of a failed client-side validation. */
export function firstIssue(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? 'Revise los datos del formulario.';
}

/** What the administrator is told after deleting a question or option. */
export const removalMessage = (removal: Removal): string =>
  removal.outcome === 'retired' ? CATALOGUE_MESSAGES.retired : CATALOGUE_MESSAGES.deleted;
