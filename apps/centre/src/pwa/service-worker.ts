/**
 * The centres' app's service worker, bundled by the build (vite-service-worker.ts) into
 * `/centro/sw.js` with the build's file list in place of `__PRECACHE__`. It keeps every file of
 * its build, so every screen opens without a network, and it answers the app's pages with the
 * cached index.html. A new release is a new worker (its list, hence its bytes, differ): it
 * caches the whole new build, takes over at once and deletes the earlier build's cache, and the
 * page loads itself anew on its next screen change (register.ts). A page therefore runs one
 * build's chunks, never a mix.
 */
import { CENTRE_APP_BASE } from '@eval/contracts/centre-app-constants';
import { cachedPathFor, cacheNameOf, outdatedCaches, type PrecacheManifest } from './precache';

declare const __PRECACHE__: PrecacheManifest;

/** The few worker types used here (the app's TypeScript lib is the DOM's, not WebWorker). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventWithPort extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventWithPort) => void): void;
}

const scope = self as unknown as WorkerScope;
const manifest = __PRECACHE__;
const cacheName = cacheNameOf(manifest.version);

scope.addEventListener('install', (event) => {
  // `reload`: fetched from the server, never from the browser's HTTP cache of an older build.
  const requests = manifest.files.map((file) => new Request(file, { cache: 'reload' }));
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(requests))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(outdatedCaches(names, cacheName).map((n) => caches.delete(n))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const path = cachedPathFor(event.request, scope.location.origin, CENTRE_APP_BASE, manifest);
  if (!path) return;
  const { request } = event;
  event.respondWith(
    caches
      .open(cacheName)
      .then((cache) => cache.match(path))
      .then((cached) => cached ?? fetch(request)),
  );
});

// The page (and the e2e) may ask which build this worker serves.
scope.addEventListener('message', (event) => {
  if (event.data === 'version') event.ports[0]?.postMessage(manifest);
});
