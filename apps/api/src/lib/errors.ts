import { ERROR_CODES, type ErrorCode } from '@eval/contracts/common';

/**
 * An error meant for the caller: services throw it and the central error handler turns it into
 * `{ error: { code, message, details } }` with the HTTP status that belongs to `code`.
 * `message` is Spanish text the client may show as is.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_CODES[code];
    this.details = details;
  }
}

/**
 * The row a lookup found, or the caller's error when there is none: the one way a service says
 * "not found" (404) or "unknown value" (400) for a row it needs. The lookup is a query's rows
 * (the first one is taken) or a repository's find of one row (null or undefined when absent).
 */
export async function firstOr<T>(
  lookup: PromiseLike<T[]> | PromiseLike<T | null | undefined>,
  code: ErrorCode,
  message: string,
): Promise<T> {
  const found = await lookup;
  const row = (Array.isArray(found) ? found[0] : found) as T | null | undefined;
  if (row === undefined || row === null) throw new AppError(code, message);
  return row;
}
