import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { bearer, createTestApp, createUser, tokenFor, type CreateTestAppOptions } from './app';

export type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The test app of one test file, seen by an administrator (profile 0). */
export interface AdminTestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** The administrator's `authorization` header. */
  readonly auth: { authorization: string };
  /** inject() as the administrator, with a body when given and a `language` header when given. */
  call(
    method: InjectMethod,
    url: string,
    payload?: InjectOptions['payload'],
    language?: string,
  ): Promise<LightMyRequestResponse>;
}

/**
 * Builds the app (and an administrator) before the file's tests and closes it after them, the
 * set-up most API test files share. Call it at the top of the file; the properties can be read
 * once the file's tests run (a file's own beforeAll, declared after, already sees them).
 */
export function adminTestAppPerFile(options?: CreateTestAppOptions): AdminTestApp {
  let built: { app: FastifyInstance; db: Database; auth: { authorization: string } } | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const t = await createTestApp(options);
    close = () => t.close();
    const auth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
    built = { app: t.app, db: t.db, auth };
    // A fresh migrated, seeded database: slow when the machine is busy (not a speed check).
  }, 300_000);
  afterAll(() => close?.());
  const ready = () => {
    if (!built) throw new Error('the test app is built in beforeAll: use it inside a test');
    return built;
  };
  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().db;
    },
    get auth() {
      return ready().auth;
    },
    call: (method, url, payload, language) =>
      ready().app.inject({
        method,
        url,
        headers: { ...ready().auth, ...(language ? { language } : {}) },
        // A falsy body is not sent, as the files that wrote this helper themselves did.
        ...(payload ? { payload } : {}),
      }),
  };
}
