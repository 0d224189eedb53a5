import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a balancer sets and every response returns (docs/operations.md, "Logs"). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like: a bounded, log-safe charset (a UUID, a trace id, nginx's
 * $request_id). Anything else — too long, spaces, quotes, control characters that could forge
 * a log line — is replaced by a generated id rather than trusted.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The balancer's id when it is safe, else a fresh UUID. Used as Fastify's genReqId. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value !== undefined && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}
