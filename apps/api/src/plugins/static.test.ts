import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let webDir: string;
const APP_JS = 'console.log("app");';
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

const SIGN_IN =
  '<!doctype html><html><body><main id="root"></main><script type="module" src="/assets/login-d4.js"></script></body></html>';

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), APP_JS);
  // The twins the build's precompress step writes.
  writeFileSync(join(webDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(webDir, 'assets', 'index-abc123.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The sign-in, a page of its own (apps/web/auth/login.html).
  mkdirSync(join(webDir, 'auth'));
  writeFileSync(join(webDir, 'auth', 'login.html'), SIGN_IN);
  t = await createTestApp({ webDistDir: webDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('web app', () => {
  it('serves index.html at / without caching', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it.each(['/auth/login', '/auth/login/', '/auth/login?volver=1'])(
    'answers %s with the sign-in’s own page, not cached',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(response.body).toBe(SIGN_IN);
    },
  );

  it.each(['/auth/forgot-password', '/auth/login/extra', '/auth', '/login'])(
    'leaves %s to the app (only the sign-in’s exact path is its page)',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed twin the browser accepts, and the plain file otherwise', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('serves other root files with a short cache', async () => {
    const response = await t.app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  // Without a centre app's build, /centro paths are unknown pages as before.
  it.each(['/admin/dashboard', '/auth/forgot-password', '/admin/centros?x=1', '/centro/entrar'])(
    'answers the client route %s with index.html (SPA fallback)',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(response.body).toBe(INDEX);
    },
  );

  it.each([
    '/v9/nothing',
    '/v1',
    '/health/x',
    '/docs/x/y',
    '/assets/missing-123.js',
    '/missing.png',
  ])('keeps 404 JSON for API paths and missing files: %s', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('does not fall back for other methods', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/admin/dashboard', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('does not serve files outside the build', async () => {
    const response = await t.app.inject({ url: '/../../package.json' });
    expect(response.body).not.toContain('@eval/api');
  });

  it('keeps the API and the docs working beside the web app', async () => {
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v5/languages' })).json().data[0].id).toBe('ES');
  });
});
