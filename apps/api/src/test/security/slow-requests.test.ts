import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, tokenFor, type TestApp } from '../app';
import { postRaw } from '../replies';
import { messageProblem } from './route-table';

/**
 * Slow clients, on a real socket against the listening server with short
 * limits: 1 s for headers, 1 s for a body plus one second per 4 KiB received. Production
 * defaults are 15 s / 30 s + 32 KiB/s (docs/operations.md).
 */
let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { HEADERS_TIMEOUT: '1', BODY_TIMEOUT: '1', BODY_MIN_RATE: '4096', REQUEST_TIMEOUT: '30' },
  });
  token = tokenFor(t.app, await createUser(t.db, { perfil: 0 }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 600_000);
afterAll(() => t?.close());

interface Exchange {
  /** Everything the server wrote. */
  reply: string;
  /** Whether the server closed the connection (false: still open when the test gave up). */
  closedByServer: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens a connection, writes `pieces` one after another with `gapMs` between them (stopping if
 * the server closes), and collects the answer until the server closes the connection or
 * `giveUpMs` pass — far beyond the configured limits, so only a server without limits hits it.
 */
function exchange(pieces: string[], gapMs: number, giveUpMs = 15_000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let reply = '';
    let closed = false;
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ reply, closedByServer: false });
    }, giveUpMs);
    socket.on('data', (chunk) => (reply += chunk.toString('utf8')));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(giveUp);
      resolve({ reply, closedByServer: true });
    });
    void (async () => {
      for (const piece of pieces) {
        if (closed) return;
        socket.write(piece);
        await pause(gapMs);
      }
    })();
  });
}

/** Status and JSON body of a raw HTTP/1.1 answer. */
function parse(reply: string): { status: number; body: unknown; headers: string } {
  const [head = '', ...rest] = reply.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const text = rest.join('\r\n\r\n');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status, body, headers: head.toLowerCase() };
}

function expectTimedOut(result: Exchange): void {
  expect(result.closedByServer, `sin respuesta: ${result.reply.slice(0, 200)}`).toBe(true);
  const { status, body } = parse(result.reply);
  expect(status, result.reply.slice(0, 300)).toBe(408);
  expect(body).toEqual({
    error: { code: 'REQUEST_TIMEOUT', message: COMMON_MESSAGES.requestTimeout },
  });
  expect(messageProblem(COMMON_MESSAGES.requestTimeout)).toBeNull();
}

describe('slow clients', () => {
  it('a body arriving one byte at a time gets a Spanish 408 and its connection closed', async () => {
    const head =
      'POST /v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 200\r\n\r\n';
    const result = await exchange([head, ...'{"email":"lento@example.org"'.split('')], 300);
    expectTimedOut(result);
  });

  it('headers arriving one byte at a time get a Spanish 408 and the connection closed', async () => {
    const head = 'GET /health HTTP/1.1\r\nHost: localhost\r\nX-Lento: ';
    const result = await exchange([head, ...'abcdefghijklmnopqrstuvwxyz'.split('')], 300);
    expectTimedOut(result);
  });

  it('a large body sent steadily above the minimum rate passes, however long it takes', async () => {
    const body = JSON.stringify({ payload: { texto: 'x'.repeat(96 * 1024) } });
    const head =
      `POST /v10/contenidos HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Authorization: Bearer ${token}\r\nConnection: close\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    // 12 KiB every 200 ms: about 60 KiB/s, longer than BODY_TIMEOUT in all.
    const pieces = [head];
    for (let at = 0; at < body.length; at += 12 * 1024) pieces.push(body.slice(at, at + 12 * 1024));
    const result = await exchange(pieces, 200);
    expect(parse(result.reply).status, result.reply.slice(0, 300)).toBe(201);
  });

  it('a body refused before it was read does not crash the server when its deadline passes', async () => {
    // An unsupported media type is refused without reading the body, so nothing consumes it:
    // its deadline used to destroy it with an error nobody listened to, an uncaught exception.
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const refused = await postRaw(t.app, '/v1/auth/login', 'application/xml', '<login/>');
      expect(refused.statusCode).toBe(415);
      await pause(2_500);
      expect(uncaught).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
