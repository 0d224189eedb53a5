import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import { VersionedCache } from '../lib/versioned-cache';
import { ResponseBytesCache } from '../lib/response-bytes-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Aggregates and list totals remembered under the data versions they read (lib/versioned-cache). */
    versionedCache: VersionedCache;
    /** Whole responses of the hot lists, as bytes, under the same versions (lib/response-bytes-cache). */
    responseCache: ResponseBytesCache;
  }
}

/**
 * One versioned cache per application, decorated on the instance so the modules that count or
 * aggregate (users, centres, quizzes, dashboard, reports, emails) share it and a reader sees
 * where it comes from (it replaced a registry keyed by the database). Instances
 * never share entries: they agree through the versions in the database. Closed with the app.
 */
const versionedCachePlugin: FastifyPluginAsync<{
  db: Database;
  responseCacheMb: number;
  remember: boolean;
}> = async (app, { db, responseCacheMb, remember }) => {
  const cache = new VersionedCache(db, { remember });
  app.decorate('versionedCache', cache);
  const responses = new ResponseBytesCache(cache, responseCacheMb * 1024 * 1024, {
    share: remember,
  });
  app.decorate('responseCache', responses);
  app.addHook('onClose', async () => {
    responses.clear();
    await cache.close();
  });
};

export default fp(versionedCachePlugin, { name: 'versioned-cache', fastify: '5.x' });
