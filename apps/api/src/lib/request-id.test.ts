import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
});
afterAll(() => t?.close());

describe('X-Request-Id', () => {
  it("keeps the balancer's id, returns it and logs every line of the request under it", async () => {
    const id = 'lb-7f3a.2026:abc_01';
    const response = await t.app.inject({ url: '/health', headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).toBe(id);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    const ofRequest = logged.filter((entry) => entry.reqId === id);
    expect(ofRequest.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('generates one when absent, or when the given one is unsafe or too long', async () => {
    for (const given of [undefined, 'con espacios', 'a"b', 'x'.repeat(129), 'línea\u00e9']) {
      const headers = given === undefined ? {} : { 'x-request-id': given };
      const response = await t.app.inject({ url: '/health', headers });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('is returned on errors too', async () => {
    const response = await t.app.inject({ url: '/v1/users', headers: { 'x-request-id': 'e-1' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toBe('e-1');
  });
});

describe('metrics by default', () => {
  it('are off: no /metrics without METRICS_TOKEN or METRICS_PORT', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect(t.app.metrics).toBeNull();
  });
});
