import pg from 'pg';
import { findNginx } from './nginx';
import { findPgbouncer } from './pgbouncer';

/** The PostgreSQL of a development machine, tried when TEST_DATABASE_URL is not set. */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where the scale-out tests run, or why they cannot run here. */
export type ScaleEnvironment =
  | { ready: true; serverUrl: string; nginx: string; pgbouncer: string }
  | { ready: false; reason: string };

/** A PostgreSQL server for tests that need several connections at once, or why there is none. */
export type TestPostgres = { ready: true; serverUrl: string } | { ready: false; reason: string };

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const EMBEDDED_RUN = ' (TEST_DATABASE_URL is not set: embedded PGlite run)';

/**
 * A real PostgreSQL for tests PGlite cannot run (it is one process's single connection):
 * TEST_DATABASE_URL's server, required to answer when set (CI always sets it); without it the
 * local one at 127.0.0.1:5432 when it answers; otherwise the tests are not applicable, and the
 * caller skips them with this reason, shown in the test report (docs/operations.md).
 */
export async function testPostgres(): Promise<TestPostgres> {
  const given = process.env.TEST_DATABASE_URL;
  const serverUrl = given ?? LOCAL_POSTGRES_URL;
  if (await answers(serverUrl)) return { ready: true, serverUrl };
  const reason = `PostgreSQL at ${new URL(serverUrl).host} does not answer`;
  if (given) throw new Error(reason);
  return { ready: false, reason: reason + EMBEDDED_RUN };
}

/**
 * Several instances need a real PostgreSQL (testPostgres) and the nginx and PgBouncer binaries,
 * which are required as PostgreSQL is: with TEST_DATABASE_URL set the caller fails without
 * them; without it the tests are skipped with the reason.
 */
export async function scaleEnvironment(): Promise<ScaleEnvironment> {
  const postgres = await testPostgres();
  const missing: string[] = postgres.ready ? [] : [postgres.reason];
  const nginx = findNginx();
  if (!nginx) missing.push('nginx is not installed (apt-get install nginx, or NGINX_PATH)');
  const pgbouncer = findPgbouncer();
  if (!pgbouncer)
    missing.push('pgbouncer is not installed (apt-get install pgbouncer, or PGBOUNCER_PATH)');
  if (postgres.ready && nginx && pgbouncer)
    return { ready: true, serverUrl: postgres.serverUrl, nginx, pgbouncer };
  if (process.env.TEST_DATABASE_URL)
    throw new Error(`The scale-out tests need: ${missing.join('; ')}`);
  return { ready: false, reason: missing.join('; ') + (postgres.ready ? EMBEDDED_RUN : '') };
}
