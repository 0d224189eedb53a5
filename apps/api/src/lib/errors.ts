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
 * The first row of a lookup, or the caller's error when there is none: the one way a service
 * says "not found" (404) or "unknown value" (400) for a row it needs.
 */
export async function firstOr<T>(
  rows: PromiseLike<T[]>,
  code: ErrorCode,
  message: string,
): Promise<T> {
  const [row] = await rows;
  if (row === undefined) throw new AppError(code, message);
  return row;
}
