import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

/** Both builds served by one process: the centre app under /centro/. */
let t: TestApp;
let dirs: string[] = [];
const ADMIN_INDEX = '<!doctype html><html><body>admin</body></html>';
const CENTRE_INDEX =
  '<!doctype html><html><body>centro<script type="module" src="/centro/assets/index-c1.js"></script></body></html>';

function build(index: string, asset: string, more: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), index);
  writeFileSync(join(dir, 'assets', asset), 'console.log(1);');
  for (const [name, content] of Object.entries(more)) writeFileSync(join(dir, name), content);
  dirs.push(dir);
  return dir;
}

const MANIFEST = '{"name":"Autoevaluación del centro","start_url":"/centro/"}';
/** The consultations' public answer page: an entry of its own (apps/centre/responder.html). */
const RESPONDER =
  '<!doctype html><html lang="es"><body><main id="consulta"></main><script type="module" src="/centro/assets/responder-r1.js"></script></body></html>';

beforeAll(async () => {
  t = await createTestApp({
    webDistDir: build(ADMIN_INDEX, 'index-a1.js'),
    centreDistDir: build(CENTRE_INDEX, 'index-c1.js', {
      'sw.js': 'self.addEventListener("fetch", () => undefined);',
      'manifest.webmanifest': MANIFEST,
      // A compressed twin, as scripts/precompress.mjs writes them for the larger files.
      'manifest.webmanifest.gz': gzipSync(MANIFEST),
      'responder.html': RESPONDER,
    }),
  });
});
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('the centre app beside the administration app', () => {
  it('revalidates a compressed twin of a file that names the build as the file itself', async () => {
    const response = await t.app.inject({
      url: '/centro/manifest.webmanifest',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/centro/', '/centro', '/centro/entrar', '/centro/resultados/12?lang=CA'])(
    'answers %s with the centre app page, not cached',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(CENTRE_INDEX);
    },
  );

  it.each([
    '/centro/responder/AbCdEfGhIjKlMnOp',
    '/centro/responder/AbCdEfGhIjKlMnOp?lang=CA',
    '/centro/responder/AbCdEfGhIjKlMnOp/',
    '/centro/responder/',
    '/centro/responder',
  ])('answers %s with the answer page, not the app, revalidated, under the CSP', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(RESPONDER);
    // The page runs no inline script: our policy allows scripts of our origin only.
    const csp = String(response.headers['content-security-policy']);
    expect(/(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.trim()).toBe("'self'");
  });

  it('answers HEAD for the answer page, and keeps its file revalidated like index.html', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/centro/responder/AbCdEfGhIjKlMnOp' });
    expect(head.statusCode).toBe(200);
    const file = await t.app.inject({ url: '/centro/responder.html' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-cache');
    expect(file.body).toBe(RESPONDER);
  });

  it.each(['/centro/responderx', '/centro/cuestionario/responder/x'])(
    'leaves %s to the app page',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(CENTRE_INDEX);
    },
  );

  it('keeps the answer page out of the API document', async () => {
    const response = await t.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ paths: object }>().paths).join(' ')).not.toContain(
      'responder',
    );
  });

  it('serves the centre app hashed assets with the immutable cache', async () => {
    const response = await t.app.inject({ url: '/centro/assets/index-c1.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker revalidated every time, as a script our CSP lets run as a worker', async () => {
    const response = await t.app.inject({ url: '/centro/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // Its scope is its own folder, /centro/: no Service-Worker-Allowed needed to widen it.
    expect(response.headers['service-worker-allowed']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('serves the web app manifest revalidated, with its media type', async () => {
    const response = await t.app.inject({ url: '/centro/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(MANIFEST);
  });

  it.each(['/', '/auth/login', '/admin/dashboard', '/centros', '/centrox/a'])(
    'leaves %s to the administration app',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(ADMIN_INDEX);
    },
  );

  it.each(['/centro/assets/missing-1.js', '/centro/x.png', '/v15/centro/nada'])(
    'keeps 404 JSON for a missing file or API path: %s',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    },
  );

  it('keeps the centre API calls to the API', async () => {
    const response = await t.app.inject({ url: '/v15/centro/inicio' });
    expect(response.statusCode).toBe(401);
  });
});
