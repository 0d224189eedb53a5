import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from './mail-test-server';
import type { Database } from '../db/client';
import type { SessionSubject } from '../plugins/auth';
import {
  bearer,
  createTestApp,
  createUser,
  tokenFor,
  type CreateTestAppOptions,
  type TestUser,
  type TestUserInput,
} from './app';

export type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The test app of one test file, seen by an administrator (profile 0). */
export interface AdminTestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** The administrator, for tests that look for them in what the app records. */
  readonly admin: TestUser;
  /** The administrator's `authorization` header. */
  readonly auth: { authorization: string };
  /** inject() as the administrator, with a body when given and a `language` header when given. */
  call(
    method: InjectMethod,
    url: string,
    payload?: InjectOptions['payload'],
    language?: string,
  ): Promise<LightMyRequestResponse>;
  /** inject() as `user`, with a token issued for them and a body when given. */
  callAs(
    user: SessionSubject,
    method: InjectMethod,
    url: string,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse>;
}

export interface AdminTestAppOptions extends CreateTestAppOptions {
  /** The administrator's names or e-mail, for tests that find them again in what the app writes. */
  admin?: Pick<TestUserInput, 'nombre' | 'apellidos' | 'email'>;
}

/**
 * Builds the app (and an administrator) before the file's tests and closes it after them, the
 * set-up most API test files share. Call it at the top of the file; the properties can be read
 * once the file's tests run (a file's own beforeAll, declared after, already sees them).
 */
export function adminTestAppPerFile(
  /** The options, or a function giving them once something they need (a mail server) is up. */
  options?: AdminTestAppOptions | (() => Promise<AdminTestAppOptions>),
): AdminTestApp {
  let built:
    | { app: FastifyInstance; db: Database; admin: TestUser; auth: { authorization: string } }
    | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const { admin: names, ...appOptions } =
      (typeof options === 'function' ? await options() : options) ?? {};
    const t = await createTestApp(appOptions);
    close = () => t.close();
    const admin = await createUser(t.db, { perfil: 0, ...names });
    built = { app: t.app, db: t.db, admin, auth: bearer(tokenFor(t.app, admin)) };
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
    get admin() {
      return ready().admin;
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
    callAs: (user, method, url, payload) =>
      ready().app.inject({
        method,
        url,
        headers: bearer(tokenFor(ready().app, user)),
        ...(payload ? { payload } : {}),
      }),
  };
}

/** The test app of a file whose app e-mails people, through a test SMTP server of its own. */
export interface MailTestApp extends AdminTestApp {
  readonly smtp: TestSmtpServer;
}

/** adminTestAppPerFile with a test SMTP server started first and links to `http://panel.test/`. */
export function mailTestAppPerFile(): MailTestApp {
  let smtp: TestSmtpServer | undefined;
  // Registered first so it runs last (vitest runs afterAll hooks in reverse): the app closes
  // before its mail server, as the files that wrote this set-up themselves did.
  afterAll(() => smtp?.close());
  const t = adminTestAppPerFile(async () => {
    smtp = await startTestSmtpServer();
    return { env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://panel.test/' } };
  });
  return Object.defineProperty(t, 'smtp', {
    get: () => {
      if (!smtp) throw new Error('the mail server is started in beforeAll: use it inside a test');
      return smtp;
    },
  }) as MailTestApp;
}
