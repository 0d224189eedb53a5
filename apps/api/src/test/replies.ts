import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A refused call: its status and the Spanish message of its `{ error: { message } }` body. */
export function expectRefused(
  response: LightMyRequestResponse,
  status: number,
  message: string,
): void {
  expect(response.statusCode).toBe(status);
  expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
}

/** A reply of exactly `{ error: { code, message } }` with its status. */
export function expectErrorReply(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  message: string,
): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error: { code, message } });
}

/** A POST whose body is sent as written under the content type given (malformed on purpose). */
export function postRaw(
  app: FastifyInstance,
  url: string,
  contentType: string,
  payload: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, ...headers },
    payload,
  });
}
