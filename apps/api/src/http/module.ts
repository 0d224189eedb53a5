import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';

/** What every domain module receives when app.ts registers it. */
export type ModuleOptions = {
  db: Database;
  config: Config;
};

/**
 * A domain module: a plugin that declares routes (each with `config.access` and zod schemas
 * from packages/contracts) and calls its service. Listed in app.ts's `modules`.
 */
export type AppModule = FastifyPluginAsyncZod<ModuleOptions>;
