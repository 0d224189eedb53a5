import { CENTRE_MESSAGES } from '@eval/contracts/centres';
import { apiErrorSchema, type ApiError } from '@eval/contracts/common';
import { notify } from './notify';

/**
 * Spec §8's generic text for a failed call the server explained no further, spelt as the spec
 * spells it ("Interal Error"): one search of the console or the screen finds every such failure.
 */
export const GENERIC_FAILURE = 'Interal Error';

/** Spec §8's text for a call the server could not answer (a 5xx, no answer, not JSON). */
export const SERVER_PROBLEM = CENTRE_MESSAGES.serverProblem;

/** The generic text of the password screens, which address a visitor rather than the admin. */
export const OPERATION_FAILED = 'No se ha podido completar la operación. Inténtelo de nuevo.';

/**
 * The error body of a failed call, read with the contract's error schema (RTK Query keeps the
 * body in `error.data`), or null when the call failed without one (no answer, not JSON, …).
 */
export function apiErrorOf(error: unknown): ApiError['error'] | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const parsed = apiErrorSchema.safeParse((error as { data: unknown }).data);
  return parsed.success ? parsed.data.error : null;
}

/** The HTTP status of a failed call, or RTK Query's name of a failure without one. */
export function errorStatus(error: unknown): number | string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}

/** How {@link errorMessage} words a failed call. */
export interface ErrorWording {
  /**
   * A validation error's first field problem (its `details`) comes before the message: it says
   * which field to correct, where the message only says the data are not valid.
   */
  firstProblem?: boolean;
}

/**
 * The one way a failed call becomes a Spanish message: the server's message (or, when asked,
 * its first field problem), or the given generic text when the server explained nothing.
 */
export function errorMessage(
  error: unknown,
  fallback: string = GENERIC_FAILURE,
  { firstProblem = false }: ErrorWording = {},
): string {
  const body = apiErrorOf(error);
  if (firstProblem) {
    const first: unknown = Array.isArray(body?.details) ? body.details[0] : undefined;
    const detail = (first as { message?: unknown } | undefined)?.message;
    if (typeof detail === 'string') return detail;
  }
  return body?.message ?? fallback;
}

/** Shows a failed call's Spanish message as an error notification (spec §2, §8). */
export function notifyFailure(error: unknown, fallback: string = GENERIC_FAILURE): void {
  notify(errorMessage(error, fallback), { variant: 'error' });
}
