import type { CentreLoginRefusal } from '@eval/contracts/centre-app-constants';
import { apiErrorOf, errorStatus } from '../../lib/api-errors';
import { refusalReason } from '../../lib/shapes';

/**
 * Why the centre sign-in refused, from the error's `details.reason` (the API's contract), or
 * from its status when an older server sends none: 429 is a lock, 401 wrong credentials.
 * Null for a failure that is not a refusal (no connection, a 5xx).
 */
export function signInRefusal(error: unknown): CentreLoginRefusal | null {
  const reason = refusalReason(apiErrorOf(error)?.details);
  if (reason) return reason;
  const status = errorStatus(error);
  if (status === 429) return 'LOCKED';
  if (status === 401) return 'BAD_CREDENTIALS';
  return null;
}
