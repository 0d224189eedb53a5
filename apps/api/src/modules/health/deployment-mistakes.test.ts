import { randomBytes } from 'node:crypto';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import { HEALTH_MESSAGES, readinessResponseSchema } from '@eval/contracts/health';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseTarget } from '../../db/client';
import { namedStatementsSurvive } from '../../db/named-statements-probe';
import { DATABASE_RETRY_AFTER_SECONDS, toErrorReply } from '../../plugins/error-replies';
import { seedReference } from '../../seed/reference';
import { bearer, createTestApp, TEST_JWT_SECRET, tokenFor } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { helperDir } from '../../test/scale/cluster';
import { findPgbouncer, startPgbouncer } from '../../test/scale/pgbouncer';
import { testPostgres } from '../../test/scale/postgres';

/**
 * Deployment mistakes are loud: named prepared statements behind a pooler that loses
 * them make the instance unready, saying which setting to change; a PostgreSQL refusing
 * connections is a 503 to try again, never a 500. Both need a real PostgreSQL server (PgBouncer
 * in front of it, a connection limit); where there is none (an embedded run without a local
 * server) each test checks what PGlite can show instead.
 */
const postgres = await testPostgres();
const pgbouncer = findPgbouncer();

/** The app on `target` (already migrated), without starting anything else. */
async function appOn(target: DatabaseTarget) {
  const handle = await openDatabase(target);
  const app = await buildApp({
    db: handle,
    config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' }),
    logger: false,
    webDistDir: '/nonexistent-web-dist',
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

const readiness = async (app: Awaited<ReturnType<typeof appOn>>['app']) => {
  const response = await app.inject({ url: '/health/ready' });
  return { status: response.statusCode, body: readinessResponseSchema.parse(response.json()) };
};

describe('deployment mistakes are loud', () => {
  it('named prepared statements behind PgBouncer in transaction mode: unready, naming DATABASE_PREPARED_STATEMENTS=false', async () => {
    if (!postgres.ready || !pgbouncer) {
      // Embedded: one connection and no named statements, so nothing a pooler could lose.
      const t = await createTestApp();
      try {
        expect(await readiness(t.app)).toEqual({
          status: 200,
          body: { status: 'ready', database: 'ok', outbox: 'ok' },
        });
      } finally {
        await t.close();
      }
      return;
    }
    const database = await createTestDatabase(postgres.serverUrl);
    const dir = helperDir('pgbouncer-prepared-');
    try {
      const direct = await openDatabase(database.target);
      await direct.migrate();
      await seedReference(direct.db);
      await direct.close();
      if (!('url' in database.target)) throw new Error('a PostgreSQL database was expected');
      const pooler = await startPgbouncer(postgres.serverUrl, dir.path, {
        poolSize: 4,
        keepPreparedStatements: false,
      });
      try {
        const url = pooler.urlFor(database.target.url);
        const broken = await appOn({ url, poolSize: 4 });
        try {
          expect(await readiness(broken.app)).toEqual({
            status: 503,
            body: {
              status: 'error',
              database: 'ok',
              outbox: 'ok',
              message: HEALTH_MESSAGES.namedStatementsBroken,
            },
          });
          expect(HEALTH_MESSAGES.namedStatementsBroken).toContain(
            'DATABASE_PREPARED_STATEMENTS=false',
          );
        } finally {
          await broken.close();
        }
        // The probe's answer does not hang on luck: other clients using the pooler's server
        // connections meanwhile (the outbox, the metrics, the hot path at start) change which
        // one is handed out next, and the probe still finds the loss every time.
        const pool = new pg.Pool({ connectionString: url, max: 2 });
        const others = new pg.Pool({ connectionString: url, max: 2 });
        let busy = true;
        const noise = Promise.all(
          [0, 1].map(async () => {
            while (busy) await others.query('select pg_backend_pid()');
          }),
        );
        try {
          const answers: boolean[] = [];
          for (let round = 0; round < 20; round += 1)
            answers.push(await namedStatementsSurvive(pool));
          expect(answers).toEqual(Array.from({ length: 20 }, () => false));
        } finally {
          busy = false;
          await noise;
          await Promise.all([pool.end(), others.end()]);
        }
        // What the message says to do, and the same database without the pooler: ready.
        for (const target of [
          { url, poolSize: 4, preparedStatements: false },
          { url: database.target.url, poolSize: 4 },
        ]) {
          const fine = await appOn(target);
          try {
            expect((await readiness(fine.app)).status).toBe(200);
          } finally {
            await fine.close();
          }
        }
      } finally {
        await pooler.stop();
      }
    } finally {
      dir.remove();
      await database.drop();
    }
  });

  it('PostgreSQL refusing connections (53300, too many clients) is a 503 with Retry-After, not a 500', async () => {
    // The mapping itself, as the database driver (wrapped by the query builder) reports it.
    const refused = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    const reply = toErrorReply(Object.assign(new Error('Failed query'), { cause: refused }));
    expect(reply).toEqual({
      statusCode: 503,
      body: { error: { code: 'UNAVAILABLE', message: COMMON_MESSAGES.databaseBusy } },
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
    });
    if (!postgres.ready) return;

    // A real refusal: the database's connection limit reached (superusers are exempt, so the
    // app signs in as a role of its own), then any request that needs a connection.
    const database = await createTestDatabase(postgres.serverUrl);
    const role = `t_limited_${randomBytes(4).toString('hex')}`;
    const password = randomBytes(12).toString('hex');
    const admin = new pg.Client({ connectionString: postgres.serverUrl });
    await admin.connect();
    let holder: pg.Client | undefined;
    try {
      if (!('url' in database.target)) throw new Error('a PostgreSQL database was expected');
      const name = new URL(database.target.url).pathname.slice(1);
      await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
      await admin.query(`ALTER DATABASE ${name} CONNECTION LIMIT 1`);
      holder = new pg.Client({ connectionString: database.target.url });
      await holder.connect();
      const url = new URL(database.target.url);
      url.username = role;
      url.password = password;
      const limited = await appOn({ url: url.toString(), poolSize: 2 });
      try {
        const response = await limited.app.inject({
          url: '/v1/users',
          headers: bearer(
            tokenFor(limited.app, { id: 1, perfil: 0, centros_id: null, session_version: 0 }),
          ),
        });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        expect(response.json()).toEqual({
          error: { code: 'UNAVAILABLE', message: COMMON_MESSAGES.databaseBusy },
        });
      } finally {
        await limited.close();
      }
    } finally {
      await holder?.end();
      await database.drop();
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    }
  });
});
