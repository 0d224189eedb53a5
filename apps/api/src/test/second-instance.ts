import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { TEST_JWT_SECRET, type TestApp } from './app';

export interface TestInstance {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Another instance of the application on the database of `first`, as a second server behind a
 * balancer would be: on PostgreSQL with its own connection pool; on PGlite, which one process
 * holds alone, on the same handle. Close it before `first`.
 */
export async function createSecondInstance(
  first: TestApp,
  env: Record<string, string> = {},
): Promise<TestInstance> {
  const own = 'url' in first.target ? await openDatabase(first.target) : null;
  const app = await buildApp({
    db: own ?? first.handle,
    config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', ...env }),
    logger: false,
    webDistDir: '/nonexistent-web-dist',
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await own?.close();
    },
  };
}
