import {
  COMMON_MESSAGES,
  ERROR_CODES,
  type ApiError,
  type ErrorCode,
} from '@eval/contracts/common';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { uniqueViolationMessage } from '../db/unique-messages';
import { AppError } from '../lib/errors';
import { pgError, REFUSED_CONNECTION, UNIQUE_VIOLATION } from '../lib/pg-errors';

/** One invalid input: where (dotted path, e.g. `email` or `filter.size`) and why, in Spanish. */
export interface ValidationDetail {
  path: string;
  message: string;
}

export interface ErrorReply {
  statusCode: number;
  body: ApiError;
  /** Seconds for the `Retry-After` header of a 503 the client may try again. */
  retryAfter?: number;
}

/**
 * Retry-After of a database refusing connections: long enough for a burst to pass, short
 * enough that a person retrying by hand is not kept waiting.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function errorReply(code: ErrorCode, message: string, details?: unknown): ErrorReply {
  const error: ApiError['error'] = { code, message };
  if (details !== undefined) error.details = details;
  return { statusCode: ERROR_CODES[code], body: { error } };
}

/** Fastify's own client errors, answered in Spanish instead of their English text. */
const FASTIFY_CLIENT_ERRORS: Record<string, () => ErrorReply> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => errorReply('BAD_REQUEST', COMMON_MESSAGES.badJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => errorReply('BAD_REQUEST', COMMON_MESSAGES.badJson),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    errorReply('PAYLOAD_TOO_LARGE', COMMON_MESSAGES.payloadTooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    errorReply('UNSUPPORTED_MEDIA_TYPE', COMMON_MESSAGES.unsupportedMediaType),
  // Raised by the router itself (see frameworkErrors in app.ts), before any route runs.
  FST_ERR_MAX_PARAM_LENGTH: () => ({
    ...errorReply('BAD_REQUEST', COMMON_MESSAGES.urlTooLong),
    statusCode: 414,
  }),
  FST_ERR_BAD_URL: () => errorReply('BAD_REQUEST', COMMON_MESSAGES.badRequest),
  // An upload or download past TRANSFER_TIMEOUT (lib/transfer-deadline.ts): its work is
  // cancelled and rolled back; the client may try again.
  FST_ERR_HANDLER_TIMEOUT: () => errorReply('UNAVAILABLE', COMMON_MESSAGES.transferTimeout),
};

/**
 * PostgreSQL errors that only a client's value can cause: a number beyond its column's range
 * (22003, e.g. an id above 2,147,483,647) or text that is not a valid number or date. The
 * statement failed, so its transaction changed nothing; the client gets a 400, not a 500.
 */
const INPUT_SQLSTATES = new Set(['22003', '22P02', '22007', '22008']);

/**
 * Errors that only a race between requests causes: a unique violation (23505) after the
 * service's own check passed, a serialization failure (40001) or a deadlock (40P01). The
 * transaction was rolled back; the client gets a 409 in Spanish, never a 500.
 */
const CONCURRENCY_SQLSTATES = new Set(['40001', '40P01']);

/** Status codes of other client errors (from libraries) mapped to our codes and messages. */
const CLIENT_STATUS: Record<number, () => ErrorReply> = {
  401: () => errorReply('UNAUTHORIZED', COMMON_MESSAGES.unauthorized),
  403: () => errorReply('FORBIDDEN', COMMON_MESSAGES.forbidden),
  404: () => errorReply('NOT_FOUND', COMMON_MESSAGES.notFound),
  413: () => errorReply('PAYLOAD_TOO_LARGE', COMMON_MESSAGES.payloadTooLarge),
  415: () => errorReply('UNSUPPORTED_MEDIA_TYPE', COMMON_MESSAGES.unsupportedMediaType),
  429: () => errorReply('TOO_MANY_REQUESTS', COMMON_MESSAGES.tooManyRequests),
};

function validationDetails(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): ValidationDetail[] {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // zod reports unknown fields as one issue on the parent object; name each field instead.
    const keys: unknown = issue.params?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((key) => ({
        path: [path, String(key)].filter(Boolean).join('.'),
        message: issue.message ?? COMMON_MESSAGES.badRequest,
      }));
    }
    return [{ path: path || context || '', message: issue.message ?? COMMON_MESSAGES.badRequest }];
  });
}

interface ErrorLike {
  code?: unknown;
  statusCode?: unknown;
  validation?: unknown;
  validationContext?: unknown;
}

/**
 * Turns anything thrown while handling a request into the API's error body. Only AppError
 * messages and our own Spanish texts reach the client; a 5xx never carries the error's text.
 * Response serialisation failures (a handler returned data its schema does not allow) are
 * server bugs and fall through to 500.
 */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof AppError) return errorReply(error.code, error.message, error.details);
  if (typeof error !== 'object' || error === null)
    return errorReply('INTERNAL', COMMON_MESSAGES.internal);

  const { code, statusCode, validation, validationContext } = error as ErrorLike;
  if (Array.isArray(validation)) {
    const context = typeof validationContext === 'string' ? validationContext : undefined;
    return errorReply(
      'BAD_REQUEST',
      COMMON_MESSAGES.badRequest,
      validationDetails(validation as FastifySchemaValidationError[], context),
    );
  }
  if (typeof code === 'string') {
    const known = FASTIFY_CLIENT_ERRORS[code];
    if (known) return known();
  }
  const database = pgError(error);
  // The server's limit, not the client's fault nor a bug: a 503 to try again, never a 500.
  if (database && REFUSED_CONNECTION.has(database.code))
    return {
      ...errorReply('UNAVAILABLE', COMMON_MESSAGES.databaseBusy),
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
    };
  if (database && INPUT_SQLSTATES.has(database.code))
    return errorReply('BAD_REQUEST', COMMON_MESSAGES.outOfRange);
  if (database?.code === UNIQUE_VIOLATION)
    return errorReply('CONFLICT', uniqueViolationMessage(database.constraint));
  if (database && CONCURRENCY_SQLSTATES.has(database.code))
    return errorReply('CONFLICT', COMMON_MESSAGES.concurrentChange);
  // Node's JSON.parse failures from body parsers other than Fastify's own.
  if (error instanceof SyntaxError && statusCode === 400) {
    return errorReply('BAD_REQUEST', COMMON_MESSAGES.badJson);
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const mapped = CLIENT_STATUS[statusCode]?.();
    if (mapped) return mapped;
    const other = errorReply('BAD_REQUEST', COMMON_MESSAGES.badRequest);
    return { ...other, statusCode };
  }
  if (statusCode === 503) return errorReply('UNAVAILABLE', COMMON_MESSAGES.unavailable);
  return errorReply('INTERNAL', COMMON_MESSAGES.internal);
}

/** Fastify's `frameworkErrors` option: router errors answered like every other error. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { statusCode, body, retryAfter } = toErrorReply(error);
  if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
  void reply.code(statusCode).send(body);
}
