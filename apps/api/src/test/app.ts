import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import {
  openDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseTarget,
} from '../db/client';
import { users } from '../db/schema/index';
import { seedReference } from '../seed/reference';
import { hashPassword } from '../lib/passwords';
import type { SessionSubject } from '../plugins/auth';
import { createSeededTestDatabase } from './database';

/** Fixed secret of test apps, so tests can sign their own (expired, tampered) tokens. */
export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  /** Where the database is, for a second instance on it (test/second-instance.ts). */
  target: DatabaseTarget;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real application, ready, on a database handle a test opened itself (its own PostgreSQL
 * database and pool size): logging off, the fixed JWT secret, no web builds.
 */
export async function readyAppOn(handle: DatabaseHandle): Promise<FastifyInstance> {
  const app = await buildApp({
    db: handle,
    config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' }),
    logger: false,
    webDistDir: '/nonexistent-web-dist',
    centreDistDir: '/nonexistent-centre-dist',
  });
  await app.ready();
  return app;
}

export interface CreateTestAppOptions {
  /** Environment overrides read by loadConfig (strings, as in process.env). */
  env?: Record<string, string>;
  /** Web build folder to serve; by default a folder that does not exist (no web app). */
  webDistDir?: string;
  /** The centre app's build folder; by default one that does not exist. */
  centreDistDir?: string;
  /** Called after the app is built and before it is ready: register test-only routes here. */
  beforeReady?(app: FastifyInstance): void | Promise<void>;
  logger?: boolean | object;
}

/**
 * The real application on a fresh, migrated database (PGlite in memory, or a new PostgreSQL
 * database when TEST_DATABASE_URL is set) holding the reference seed, with logging off and a
 * fixed JWT secret. The database is a copy of the run's template (test/template-database.ts).
 */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const testDb = await createSeededTestDatabase();
  const handle = await openDatabase(testDb.target);
  try {
    if (!testDb.seeded) {
      await handle.migrate();
      await seedReference(handle.db);
    }
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', ...options.env });
    const app = await buildApp({
      db: handle,
      config,
      logger: options.logger ?? false,
      webDistDir: options.webDistDir ?? '/nonexistent-web-dist',
      centreDistDir: options.centreDistDir ?? '/nonexistent-centre-dist',
    });
    await options.beforeReady?.(app);
    await app.ready();
    return {
      app,
      db: handle.db,
      handle,
      target: testDb.target,
      config,
      async close() {
        await app.close();
        await handle.close();
        await testDb.drop();
      },
    };
  } catch (error) {
    await handle.close();
    await testDb.drop();
    throw error;
  }
}

export interface TestUserInput {
  perfil: number;
  activo?: number;
  /** Plain password to hash; null for a user who has not set one yet. Default 'Secreta-123'. */
  password?: string | null;
  email?: string;
  centros_id?: number | null;
  nombre?: string;
  apellidos?: string;
}

export interface TestUser extends SessionSubject {
  email: string;
  password: string | null;
}

let userCounter = 0;

/** Inserts a user; the e-mail is unique per call unless given. */
export async function createUser(db: Database, input: TestUserInput): Promise<TestUser> {
  userCounter += 1;
  const email = (input.email ?? `persona${userCounter}@test.example`).trim().toLowerCase();
  const password = input.password === undefined ? 'Secreta-123' : input.password;
  const [row] = await db
    .insert(users)
    .values({
      nombre: input.nombre ?? `Persona ${userCounter}`,
      apellidos: input.apellidos ?? 'De Prueba',
      email,
      perfil: input.perfil,
      activo: input.activo ?? 1,
      centros_id: input.centros_id ?? null,
      password_hash: password === null ? null : await hashPassword(password),
    })
    .returning({
      id: users.id,
      perfil: users.perfil,
      centros_id: users.centros_id,
      session_version: users.session_version,
    });
  if (!row) throw new Error('user not inserted');
  return { ...row, email, password };
}

/**
 * A valid session token for `user`, as login would issue it. `user.session_version` must be the
 * stored one: a token of an older version is refused, like one issued before a password change.
 */
export function tokenFor(app: FastifyInstance, user: SessionSubject): string {
  return app.issueToken(user).token;
}

/** `{ authorization: 'Bearer …' }` for inject(). */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
