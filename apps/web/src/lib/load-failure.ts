import { errorMessage, errorStatus, GENERIC_FAILURE, SERVER_PROBLEM } from './api-errors';

/**
 * The text a failed call rejects with, as spec §8 spells it ("Interal Error"); failed loads are
 * logged under it, so one search of the console finds them all.
 */
export const LOAD_FAILURE_LOG_TEXT = GENERIC_FAILURE;

export { SERVER_PROBLEM };

/** What a table that could not be loaded says instead of "no rows". */
export const LOAD_FAILED_ROWS = 'No ha sido posible cargar los datos.';

/**
 * Why a load failed, in Spanish: the server's own message when it refused the request (4xx:
 * e.g. a filter it cannot apply), else spec §8's "Problemas con el servidor." (a 5xx, no answer,
 * or an answer that is not JSON).
 */
export function loadFailureReason(error: unknown): string {
  const status = errorStatus(error);
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorMessage(error, SERVER_PROBLEM);
  }
  return SERVER_PROBLEM;
}

/** The whole sentence shown for a failed load: what could not be loaded, and why. */
export const loadFailureText = (what: string, error: unknown): string =>
  `No ha sido posible cargar ${what}. ${loadFailureReason(error)}`;

/** Logs a failed load as spec §8 says failed calls are logged, with what and its status. */
export function logLoadFailure(what: string, error: unknown): void {
  console.error(LOAD_FAILURE_LOG_TEXT, { load: what, status: errorStatus(error) ?? null });
}
