import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import { createTestApp, type TestApp } from '../test/app';

describe('JSON bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady(app) {
        app.delete('/v99/probe/:id', { config: { access: 'public' } }, async () => ({
          data: 'ok',
        }));
        app.post('/v99/echo', { config: { access: 'public' } }, async (request) => ({
          data: request.body ?? null,
        }));
      },
    });
  });
  afterAll(() => t.close());

  it('accept an empty body sent with the JSON content type, as the client does on DELETE', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/v99/probe/1',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('still parse JSON and refuse malformed or poisoned JSON with the Spanish message', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/v99/echo', payload: { a: 1 } });
    expect(ok.json()).toEqual({ data: { a: 1 } });
    for (const payload of ['{"a":', '{"__proto__":{"x":1}}']) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/v99/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(COMMON_MESSAGES.badJson);
    }
  });
});
