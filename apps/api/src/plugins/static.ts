import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
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
 * A build's other pages: each root `<name>.html` besides index.html is an entry of its own, the
 * page of every path under `<prefix><name>/`. The centre app's `responder.html` is the public
 * answer page of a consultation, `/centro/responder/<codigo>`, a few kB without the app
 * (apps/centre/src/responder), so it is sent for those paths instead of the app's index.html.
 */
export function entryPagesOf(root: string): string[] {
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.html') && name !== 'index.html')
    .map((name) => name.slice(0, -'.html'.length))
    .filter((name) => /^[a-z0-9-]+$/.test(name))
    .sort();
}

/**
 * A build's pages one folder down, each the page of exactly its path: the administration
 * app's `auth/login.html` is its sign-in, `/auth/login`, a few kB without the app
 * (apps/web/src/sign-in), while `/auth/forgot-password` and the rest stay the app's.
 */
export function nestedPagesOf(root: string): string[] {
  let folders: string[];
  try {
    folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'assets')
      .map((entry) => entry.name);
  } catch {
    return [];
  }
  return folders
    .flatMap((folder) => entryPagesOf(join(root, folder)).map((page) => `${folder}/${page}`))
    .filter((page) => /^[a-z0-9-]+\/[a-z0-9-]+$/.test(page))
    .sort();
}

/**
 * Serves a built web app from the same origin as the API. Unknown page paths fall back to
 * index.html in the not-found handler (error-handler.ts), so client routes survive a reload.
 * Registered once per app: the administration app at '/', the centre app at '/centro/' (its
 * more specific route wins for its own files; docs/decisions.md).
 */
const staticPlugin: FastifyPluginAsync<StaticOptions> = async (app, options) => {
  const prefix = options.prefix ?? '/';
  const withSlash = prefix.endsWith('/') ? prefix : `${prefix}/`;
  await registerPublicFiles(app, async (scope) => {
    // Read on each request, as the SPA fallback does: small, and current after a rebuild.
    const sender = (page: string) => {
      const file = join(options.root, `${page}.html`);
      return async (_request: unknown, reply: FastifyReply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', REVALIDATE)
          .send(await readFile(file));
    };
    // Hidden from the API document, as @fastify/static hides its own routes.
    for (const page of entryPagesOf(options.root)) {
      const send = sender(page);
      scope.get(`${withSlash}${page}`, { schema: { hide: true } }, send);
      scope.get(`${withSlash}${page}/*`, { schema: { hide: true } }, send);
    }
    for (const page of nestedPagesOf(options.root)) {
      const send = sender(page);
      scope.get(`${withSlash}${page}`, { schema: { hide: true } }, send);
      scope.get(`${withSlash}${page}/`, { schema: { hide: true } }, send);
    }
    await scope.register(fastifyStatic, {
      root: options.root,
      prefix,
      // sendFile is not needed: the SPA fallback reads index.html itself.
      decorateReply: false,
      // The build writes .br/.gz twins (apps/web/scripts/precompress.mjs): sent as they are,
      // with Vary: Accept-Encoding, instead of compressing on every request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, path) {
        const isAsset = /[\\/]assets[\\/]/.test(path.slice(options.root.length));
        // A .br/.gz twin is the file it compresses: index.html.br is revalidated as index.html.
        const name = basename(path).replace(/\.(br|gz)$/, '');
        // Every page names the current build's hashed files, so every page is revalidated.
        const revalidated = REVALIDATED_FILES.has(name) || name.endsWith('.html');
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
