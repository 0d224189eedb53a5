import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerPublicFiles } from './auth';

export interface StaticOptions {
  /** A web build: the administration app (apps/web/dist) or the centre app (apps/centre/dist). */
  root: string;
  /** Where it is served: '/' for the administration app, '/centro/' for the centre app. */
  prefix?: string;
}

/** Vite names files under assets/ by content hash: a changed file gets a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed assets, so browsers must revalidate it every time. */
const REVALIDATE = 'no-cache';
/**
 * Root files that name the current build and so are revalidated like index.html: the centre
 * app's service worker (its bytes change with every release, which is how the browser learns of
 * one) and its web app manifest (it names the icons and the start page).
 */
const REVALIDATED_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);
const OTHER_FILES = 'public, max-age=3600';

/**
 * Serves a built web app from the same origin as the API. Unknown page paths fall back to
 * index.html in the not-found handler (error-handler.ts), so client routes survive a reload.
 * Registered once per app: the administration app at '/', the centre app at '/centro/' (its
 * more specific route wins for its own files; docs/decisions.md).
 */
const staticPlugin: FastifyPluginAsync<StaticOptions> = async (app, options) => {
  await registerPublicFiles(app, async (scope) => {
    await scope.register(fastifyStatic, {
      root: options.root,
      prefix: options.prefix ?? '/',
      // sendFile is not needed: the SPA fallback reads index.html itself.
      decorateReply: false,
      // The build writes .br/.gz twins (apps/web/scripts/precompress.mjs): sent as they are,
      // with Vary: Accept-Encoding, instead of compressing on every request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, path) {
        const isAsset = /[\\/]assets[\\/]/.test(path.slice(options.root.length));
        // A .br/.gz twin is the file it compresses: index.html.br is revalidated as index.html.
        const revalidated = REVALIDATED_FILES.has(basename(path).replace(/\.(br|gz)$/, ''));
        // Other root files (favicon, robots.txt) keep their names across builds: cache briefly.
        response.setHeader(
          'cache-control',
          isAsset ? IMMUTABLE : revalidated ? REVALIDATE : OTHER_FILES,
        );
        // The same path answers a .br/.gz twin or the plain file by Accept-Encoding, so a shared
        // cache must key on it (@fastify/static 9 does not add it itself).
        response.setHeader('vary', 'Accept-Encoding');
      },
    });
  });
};

export default fp(staticPlugin, { name: 'static', fastify: '5.x' });
