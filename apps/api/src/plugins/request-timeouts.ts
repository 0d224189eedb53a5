import { STATUS_CODES, type IncomingMessage, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { Transform, type Readable } from 'node:stream';
import { COMMON_MESSAGES, ERROR_CODES, type ErrorCode } from '@eval/contracts/common';
import type { ConnectionError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/errors';

type TimeoutConfig = Pick<
  Config,
  'HEADERS_TIMEOUT' | 'BODY_TIMEOUT' | 'BODY_MIN_RATE' | 'REQUEST_TIMEOUT'
>;

/** A client error answered on the raw socket, before Fastify has a request to reply to. */
function rawReply(socket: Socket, status: number, code: ErrorCode, message: string): void {
  const body = JSON.stringify({ error: { code, message } });
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? code}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (headers that took longer
 * than HEADERS_TIMEOUT, a request past REQUEST_TIMEOUT, oversized or malformed headers) is
 * answered in our error shape and in Spanish instead of Fastify's English default, then the
 * connection is closed.
 */
function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Once a response has started on this socket nothing else may be written into it.
  const started = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage
    ?.headersSent;
  if (socket.writable && !started) {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
      rawReply(
        socket,
        ERROR_CODES.REQUEST_TIMEOUT,
        'REQUEST_TIMEOUT',
        COMMON_MESSAGES.requestTimeout,
      );
    else if (error.code === 'HPE_HEADER_OVERFLOW')
      rawReply(socket, 431, 'BAD_REQUEST', COMMON_MESSAGES.headersTooLarge);
    else rawReply(socket, ERROR_CODES.BAD_REQUEST, 'BAD_REQUEST', COMMON_MESSAGES.badRequest);
  }
  socket.destroy(error);
}

/**
 * Server options that bound how long a client may take to send a request, so slow or stalled
 * clients (one byte every few seconds) cannot hold connections open (docs/operations.md):
 * - headers within HEADERS_TIMEOUT (Node's `headersTimeout`);
 * - the whole request within REQUEST_TIMEOUT (Node's `requestTimeout`, a hard ceiling);
 * - the body within BODY_TIMEOUT plus one second per BODY_MIN_RATE bytes received, checked by
 *   the plugin below, so a 10 MB upload on a slow but working link still gets through.
 * Node checks its two timeouts every `connectionsCheckingInterval` (30 s by default, which
 * would let a 15 s limit run to 45 s): it is tied to the headers timeout here.
 */
export function requestTimeoutOptions(config: TimeoutConfig): {
  requestTimeout: number;
  http: ServerOptions;
  clientErrorHandler: (error: ConnectionError, socket: Socket) => void;
} {
  const headersTimeout = config.HEADERS_TIMEOUT * 1000;
  return {
    requestTimeout: config.REQUEST_TIMEOUT * 1000,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.min(5000, Math.max(250, headersTimeout / 4)),
    },
    clientErrorHandler: answerClientError,
  };
}

/** Whether the request announces a body (a length above zero, or chunked transfer). */
function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
}

/**
 * The request body passed through unchanged, destroyed with a 408 when it arrives too slowly:
 * at any moment the time since the body started may not exceed `baseMs` plus one second per
 * `minRate` bytes received so far. A trickle (one byte every 3 s) runs out after `baseMs`; a
 * large upload keeps earning time as long as it averages `minRate`.
 */
function bodyWithDeadline(source: Readable, baseMs: number, minRate: number): Transform {
  const started = Date.now();
  let received = 0;
  let timer: NodeJS.Timeout | undefined;
  const body: Transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      arm();
      done(null, chunk);
    },
  });
  function arm(): void {
    clearTimeout(timer);
    const deadline = started + baseMs + (received * 1000) / minRate;
    timer = setTimeout(() => {
      if (!body.writableFinished && !body.destroyed)
        body.destroy(new AppError('REQUEST_TIMEOUT', COMMON_MESSAGES.requestTimeout));
    }, deadline - Date.now());
    timer.unref();
  }
  for (const event of ['end', 'finish', 'close']) body.on(event, () => clearTimeout(timer));
  // A body the route refused before reading it (413, 415, an early reply) has no reader left
  // listening: without a listener of our own, its late timeout error would crash the process.
  body.on('error', () => undefined);
  source.on('error', (error) => body.destroy(error));
  source.pipe(body);
  arm();
  return body;
}

/**
 * Bounds the time to receive a body (see requestTimeoutOptions) and closes the connection of
 * any answer sent before its request was fully received (a refusal of a body still arriving),
 * so the rest of that body cannot keep the connection open.
 */
const requestTimeoutsPlugin: FastifyPluginAsync<TimeoutConfig> = async (app, config) => {
  app.addHook('preParsing', async (request, _reply, payload) =>
    hasBody(request.raw)
      ? bodyWithDeadline(payload, config.BODY_TIMEOUT * 1000, config.BODY_MIN_RATE)
      : payload,
  );
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
};

export default fp(requestTimeoutsPlugin, { name: 'request-timeouts', fastify: '5.x' });
