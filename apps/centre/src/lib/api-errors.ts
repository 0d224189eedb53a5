import type { ApiError } from '@eval/contracts/common';
import { apiErrorBody } from './shapes';

/** The error body of a failed call (RTK Query keeps it in `error.data`), or null. */
export function apiErrorOf(error: unknown): ApiError['error'] | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  return apiErrorBody((error as { data: unknown }).data);
}

/** The HTTP status of a failed call, or RTK Query's name of a failure without one. */
export function errorStatus(error: unknown): number | string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}

/**
 * The server's message of a validation error's first field problem, else its message, else
 * null (no answer, not JSON).
 */
export function serverMessage(error: unknown): string | null {
  const body = apiErrorOf(error);
  const first: unknown = Array.isArray(body?.details) ? body.details[0] : undefined;
  const detail = (first as { message?: unknown } | undefined)?.message;
  if (typeof detail === 'string') return detail;
  return body?.message ?? null;
}
