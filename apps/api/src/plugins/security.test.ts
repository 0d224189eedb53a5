import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { STRICT_TRANSPORT_SECURITY } from './security';

let t: TestApp;

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app: FastifyInstance) {
      app.get('/v1/test/admin', { config: { access: 'admin' } }, async () => ({ data: 1 }));
    },
  });
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('send a Content-Security-Policy without inline or eval scripts', async () => {
    const response = await t.app.inject({ url: '/health' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
  });

  it('send the other helmet headers, on errors too', async () => {
    for (const url of ['/health', '/v9/nothing', '/v1/test/admin']) {
      const response = await t.app.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['content-security-policy']).toBeDefined();
    }
  });
});

describe('what caches may keep', () => {
  it('no-store for a reply with a token, private for a signed-in call, HSTS only over HTTPS', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'nadie@ejemplo.example', password: 'x' },
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
    const signedIn = await t.app.inject({ url: '/v1/test/admin' });
    expect(signedIn.statusCode).toBe(401);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ url: '/health' })).headers['cache-control']).toBeUndefined();

    expect((await t.app.inject({ url: '/health' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    // A client cannot claim HTTPS: without TRUST_PROXY its X-Forwarded-Proto is not believed.
    const claimed = await t.app.inject({
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const https = await behindProxy.app.inject({
        url: '/health',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(https.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      const http = await behindProxy.app.inject({
        url: '/health',
        headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });
});

describe('API docs at /docs', () => {
  it('serve Swagger UI whose page has no inline script (it runs under the CSP)', async () => {
    const page = await t.app.inject({ url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('API del back-office de autoevaluación');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).toMatch(/^\/docs\//);
      expect((await t.app.inject({ url: src ?? '' })).statusCode).toBe(200);
    }
    const initializer = await t.app.inject({ url: '/docs/static/swagger-initializer.js' });
    expect(initializer.body).not.toMatch(/validator\.swagger\.io/);
  });

  it('publish the OpenAPI document generated from the zod schemas', async () => {
    const response = await t.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.info.title).toBe('API del back-office de autoevaluación');
    const login = doc.paths['/v1/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    // a public call says so, and every operation has its stable id (plugins/openapi-document.ts)
    expect(login.security).toEqual([]);
    expect(login.operationId).toBe('postV1AuthLogin');
    expect(doc.paths['/v1/test/admin'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/docs/json']).toBeUndefined();
  });
});
