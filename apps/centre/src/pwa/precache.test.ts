import { describe, expect, it } from 'vitest';
import { consultationPath } from '@eval/contracts/consultations';
import {
  cachedPathFor,
  cacheNameOf,
  outdatedCaches,
  precachedFiles,
  type PrecacheManifest,
} from './precache';

const ORIGIN = 'https://autoevaluacion.example';
const manifest: PrecacheManifest = {
  version: 'b2',
  files: ['/centro/assets/home-page-B2.js', '/centro/assets/index-B2.js', '/centro/index.html'],
};
const get = (path: string, mode = 'cors') => ({ url: `${ORIGIN}${path}`, mode, method: 'GET' });

describe("the service worker's precache", () => {
  it('keeps every file the app loads, never itself, source maps, twins or Vite’s manifest', () => {
    expect(
      precachedFiles(
        [
          'index.html',
          'sw.js',
          'manifest.webmanifest',
          'icons/icon-192.png',
          'assets/index-B2.js',
          'assets/index-B2.js.br',
          'assets/index-B2.js.gz',
          'assets/index-B2.js.map',
          '.vite/manifest.json',
        ],
        '/centro/',
      ),
    ).toEqual([
      '/centro/assets/index-B2.js',
      '/centro/icons/icon-192.png',
      '/centro/index.html',
      '/centro/manifest.webmanifest',
    ]);
  });

  it('deletes every earlier build’s cache on activation, and only the centre app’s', () => {
    const current = cacheNameOf('b2');
    expect(
      outdatedCaches([cacheNameOf('a1'), current, cacheNameOf('a0'), 'other-app'], current),
    ).toEqual([cacheNameOf('a1'), cacheNameOf('a0')]);
    expect(outdatedCaches([current], current)).toEqual([]);
  });

  it('answers its build’s files and every page of the app from the cache', () => {
    expect(cachedPathFor(get('/centro/assets/index-B2.js'), ORIGIN, '/centro', manifest)).toBe(
      '/centro/assets/index-B2.js',
    );
    for (const page of ['/centro/', '/centro/cuestionario?clave=5', '/centro/resultados'])
      expect(cachedPathFor(get(page, 'navigate'), ORIGIN, '/centro', manifest)).toBe(
        '/centro/index.html',
      );
  });

  it('leaves to the network the API, other apps, other builds’ chunks and other methods', () => {
    const cases = [
      get('/v15/centro/inicio?lang=ES'),
      get('/admin/datos', 'navigate'),
      get('/centro/assets/home-page-A1.js'),
      get('/centro/missing.png', 'navigate'),
      { url: `https://cdn.example/centro/assets/index-B2.js`, mode: 'cors', method: 'GET' },
      { ...get('/centro/index.html'), method: 'POST' },
    ];
    for (const request of cases)
      expect([request.url, cachedPathFor(request, ORIGIN, '/centro', manifest)]).toEqual([
        request.url,
        null,
      ]);
  });

  it('leaves the consultations’ answer page to the network: it is its own page, not the app', () => {
    const withPage = { ...manifest, files: [...manifest.files, '/centro/responder.html'] };
    for (const page of [
      consultationPath('AbCdEfGhIjKlMnOp'),
      `${consultationPath('AbCdEfGhIjKlMnOp')}?lang=CA`,
      '/centro/responder/',
      '/centro/responder',
    ])
      expect([page, cachedPathFor(get(page, 'navigate'), ORIGIN, '/centro', withPage)]).toEqual([
        page,
        null,
      ]);
    // Its files are the build's, kept like the others; the app's other pages still get the shell.
    expect(cachedPathFor(get('/centro/responder.html'), ORIGIN, '/centro', withPage)).toBe(
      '/centro/responder.html',
    );
    expect(cachedPathFor(get('/centro/responderx', 'navigate'), ORIGIN, '/centro', withPage)).toBe(
      '/centro/index.html',
    );
  });

  it('answers the sign-in with its own cached page, offline as the app’s screens', () => {
    const withPage = { ...manifest, files: [...manifest.files, '/centro/entrar.html'] };
    for (const page of ['/centro/entrar', '/centro/entrar?lang=CA', '/centro/entrar/'])
      expect([page, cachedPathFor(get(page, 'navigate'), ORIGIN, '/centro', withPage)]).toEqual([
        page,
        '/centro/entrar.html',
      ]);
    expect(cachedPathFor(get('/centro/entrarx', 'navigate'), ORIGIN, '/centro', withPage)).toBe(
      '/centro/index.html',
    );
    // A build without the page (an older worker's list) has nothing to answer it with.
    expect(cachedPathFor(get('/centro/entrar', 'navigate'), ORIGIN, '/centro', manifest)).toBe(
      null,
    );
  });

  it('has no page to answer with before its build’s index.html is listed', () => {
    const noIndex = { version: 'x', files: ['/centro/assets/index-B2.js'] };
    expect(cachedPathFor(get('/centro/', 'navigate'), ORIGIN, '/centro', noIndex)).toBeNull();
  });
});
