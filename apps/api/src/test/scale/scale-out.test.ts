import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { centros, sentEmails } from '../../db/schema/index';
import { seedDatabase } from '../../seed/run';
import { bundleServer, isErrorLogLine } from '../child-server';
import { enqueueMails } from '../../modules/emails/mail-outbox';
import { startTestSmtpServer, type TestSmtpServer } from '../mail-test-server';
import { answerQuestions, insertCentre } from '../quiz-helpers';
import { findLostWrites } from '../security/load-check';
import { prepareLoadFixture, type LoadFixture } from '../security/load-fixture';
import { startLoad } from '../security/load-run';
import { LoadScheduler } from '../security/load-scheduler';
import { createUser, tokenFor, type TestUser } from '../app';
import { createTestDatabase, type TestDatabase } from '../database';
import { helperDir, startCluster, type Cluster } from './cluster';
import { call, json, listQuery } from './http';
import { SCALE_ADMIN, SCALE_JWT_SECRET } from './instance';
import { startPgbouncer, type Pooler } from './pgbouncer';
import { scaleEnvironment } from './postgres';
import { attemptsUntilRefused, onEvery, stopWithRequestInFlight, waitUntil } from './scale-steps';
import { tableCounts } from './table-counts';
import { startTcpGate, type TcpGate } from './tcp-gate';

/**
 * Issue 17, "scale-out proven": three instances of the built server behind nginx on one
 * PostgreSQL, directly and through PgBouncer in transaction mode. Needs a real PostgreSQL and
 * the nginx and pgbouncer binaries (scaleEnvironment: required with TEST_DATABASE_URL, as in
 * CI; without it the local PostgreSQL is used, and where there is none the suite is reported
 * as skipped with the reason). Everything runs on loopback, in child processes with their
 * configuration in temporary folders, stopped at the end.
 */
const environment = await scaleEnvironment();
const INSTANCES = 3;
/** Messages in the outbox when the three instances start together. */
const OUTBOX = 150;

/** One bundle for both runs, in its own folder (never racing another build). */
let bundle = '';
/** Row counts of a database migrated and seeded once by one process. */
let seededOnce: Record<string, number> = {};
/**
 * Not comparable between two databases: the change log is folded whenever a reader pleases, and
 * the limit counters count the requests each start happened to receive (/health probes).
 */
const BOOKKEEPING = new Set([
  'public.data_change_log',
  'public.rate_limit_hits',
  'public.login_throttle',
]);

const comparable = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([table]) => !BOOKKEEPING.has(table)));

beforeAll(async () => {
  if (!environment.ready) {
    console.warn(`scale-out: not applicable here — ${environment.reason}`);
    return;
  }
  bundle = bundleServer('dist-scale');
  const reference = await createTestDatabase(environment.serverUrl);
  const handle = await openDatabase(reference.target);
  try {
    await handle.migrate(async () => {
      await seedDatabase(handle.db, {
        adminEmail: SCALE_ADMIN.email,
        adminPassword: SCALE_ADMIN.password,
        demo: false,
      });
    });
    seededOnce = comparable(await tableCounts(handle.db));
  } finally {
    await handle.close();
    await reference.drop();
  }
}, 180_000);

const run = environment.ready ? describe : describe.skip;

for (const mode of ['direct', 'pgbouncer'] as const) {
  run(
    `${INSTANCES} instances behind nginx, ${mode === 'direct' ? 'directly on PostgreSQL' : 'through PgBouncer (transaction mode)'}`,
    () => {
      let database: TestDatabase;
      let databaseUrl = '';
      /** The test's own connection, always direct, to prepare data and to look at the result. */
      let handle: DatabaseHandle;
      let issueToken: (user: TestUser) => string = () => '';
      let closeIssuer: () => Promise<void> = async () => undefined;
      let pooler: Pooler | undefined;
      let cluster: Cluster;
      const peers: TestSmtpServer[] = [];
      /** One gate per instance between it and its SMTP peer (tcp-gate.ts). */
      const gates: TcpGate[] = [];
      const dirs: { remove(): void }[] = [];
      let adminToken = '';

      const instance = (index: number) => {
        const found = cluster.instances[index];
        if (!found) throw new Error(`no instance ${index}`);
        return found;
      };

      beforeAll(async () => {
        database = await createTestDatabase(environment.ready ? environment.serverUrl : '');
        if (!('url' in database.target)) throw new Error('not a PostgreSQL database');
        databaseUrl = database.target.url;
        for (let i = 0; i < INSTANCES; i += 1) {
          const peer = await startTestSmtpServer();
          peers.push(peer);
          gates.push(await startTcpGate(peer.port));
        }
        if (mode === 'pgbouncer') {
          const dir = helperDir('scale-pgbouncer-');
          dirs.push(dir);
          pooler = await startPgbouncer(databaseUrl, dir.path, { poolSize: 8 });
        }
      }, 60_000);

      afterAll(async () => {
        await closeIssuer();
        await cluster?.stop();
        await handle?.close();
        await pooler?.stop();
        for (const gate of gates) await gate.close();
        for (const peer of peers) await peer.close();
        await database?.drop();
        for (const dir of dirs) dir.remove();
      }, 120_000);

      it('three instances started at once on an empty database migrate and seed exactly once', async () => {
        const dir = helperDir('scale-nginx-');
        dirs.push(dir);
        cluster = await startCluster({
          bundle,
          databaseUrl: pooler ? pooler.urlFor(databaseUrl) : databaseUrl,
          instances: INSTANCES,
          dir: dir.path,
          env: pooler
            ? { DATABASE_PREPARED_STATEMENTS: pooler.preparedStatements ? 'true' : 'false' }
            : {},
          // A held connection waits for its greeting; 30 s is the most SMTP_URL allows.
          envOf: (index) => ({
            SMTP_URL: `smtp://127.0.0.1:${gates[index]?.port}?connectionTimeout=30000&greetingTimeout=30000`,
          }),
        });
        handle = await openDatabase({ url: databaseUrl, poolSize: 4 });
        const config = loadConfig({
          DATABASE_URL: databaseUrl,
          JWT_SECRET: SCALE_JWT_SECRET,
          ADMIN_PASSWORD: SCALE_ADMIN.password,
          LOG_LEVEL: 'silent',
        });
        // An app on the same database and secret, never listening: it issues the centre users'
        // tokens as login would, without paying a password hash for each.
        const issuer = await buildApp({ db: handle, config, logger: false });
        issueToken = (user) => tokenFor(issuer, user);
        closeIssuer = () => issuer.close();

        expect(comparable(await tableCounts(handle.db))).toEqual(seededOnce);
        for (const started of cluster.instances)
          expect(started.output().split('\n').filter(isErrorLogLine)).toEqual([]);
      }, 180_000);

      it('serves login, lists, writes and downloads through the balancer, on every instance', async () => {
        const balancer = cluster.balancer.url;
        const login = await json<{ data: { token: string } }>(
          call(balancer, '/v1/auth/login', {
            method: 'POST',
            body: { email: SCALE_ADMIN.email, password: SCALE_ADMIN.password },
          }),
        );
        adminToken = login.data.token;
        const token = adminToken;
        const centreId = await insertCentre(handle.db, {
          nombre: 'Balanceo',
          codigo: 'BAL1',
          place: 'madrid',
        });

        const created = await call(balancer, '/v1/auth/registeruser', {
          method: 'POST',
          token,
          body: {
            nombre: 'Ana',
            email: 'ana.balanceo@escala.example',
            perfil: 2,
            centros_id: centreId,
          },
        });
        expect(created.status).toBe(201);
        const [centre] = await handle.db.select().from(centros).where(eq(centros.id, centreId));
        const edited = await call(balancer, '/v2/centros', {
          method: 'PATCH',
          token,
          body: {
            id: centreId,
            nombre: 'Balanceo editado',
            codigo: centre?.codigo,
            comunidades_id: centre?.comunidades_id,
            provincias_id_provincia: centre?.provincias_id_provincia,
            municipios_id_municipio: centre?.municipios_id_municipio,
            activo: 1,
          },
        });
        expect(edited.status).toBe(200);

        // Enough calls that round-robin reaches every instance several times.
        for (let round = 0; round < 3; round += 1) {
          for (const path of [
            `/v1/users${listQuery({ page: 0, size: 10 })}`,
            `/v2/centros${listQuery({ page: 0, size: 10 }, { search: 'balanceo' })}`,
            `/v15/centros/quizes${listQuery({ page: 0, size: 10 })}`,
            '/v2/centers/dashboard',
            `/v15/sent-emails${listQuery({ page: 0, size: 5 })}`,
          ]) {
            const answer = await call(balancer, path, { token });
            expect(answer.status, path).toBe(200);
          }
        }
        const centresList = await json<{ data: { nombre: string }[] }>(
          call(balancer, `/v2/centros${listQuery({ page: 0, size: 10 }, { search: 'balanceo' })}`, {
            token,
          }),
        );
        expect(centresList.data.map((row) => row.nombre)).toEqual(['Balanceo editado']);

        const workbook = await call(balancer, '/v15/centros/download-info', { token });
        expect(workbook.status).toBe(200);
        expect(workbook.headers.get('content-type')).toContain('spreadsheetml');
        const csv = await call(balancer, '/v2/centers/download-centers?format=csv', { token });
        expect(csv.status).toBe(200);
        expect(csv.text).toContain('Balanceo editado');

        const log = cluster.balancer.log();
        expect(log.filter((line) => line.status >= 500)).toEqual([]);
        const reached = new Set(log.map((line) => line.upstreamAddress));
        for (const each of cluster.instances) expect(reached).toContain(`127.0.0.1:${each.port}`);
      });

      it('accepts a token issued by one instance on all, and refuses it on all after logout', async () => {
        // Waits for issue 14, item 1 (POST /v1/auth/logout, revocation kept in the database).
        const user = await createUser(handle.db, { perfil: 0, password: 'Revocable-2026' });
        const login = await json<{ data: { token: string } }>(
          call(instance(0).url, '/v1/auth/login', {
            method: 'POST',
            body: { email: user.email, password: 'Revocable-2026' },
          }),
        );
        const path = `/v1/users${listQuery({ page: 0, size: 5 })}`;
        const before = await onEvery(cluster.instances, path, login.data.token);
        expect(before.map((answer) => answer.status)).toEqual([200, 200, 200]);

        const logout = await call(instance(1).url, '/v1/auth/logout', {
          method: 'POST',
          token: login.data.token,
        });
        expect(logout.status).toBeLessThan(300);
        const after = await onEvery(cluster.instances, path, login.data.token);
        expect(after.map((answer) => answer.status)).toEqual([401, 401, 401]);
      });

      it('counts login limits and lockouts across instances: the first 429 comes as soon as on one instance', async () => {
        // Waits for issue 14, item 2 (login counters in PostgreSQL). Each run has its own client
        // address (X-Forwarded-For, as nginx reports it) and its own account.
        const one = await createUser(handle.db, { perfil: 1 });
        const three = await createUser(handle.db, { perfil: 1 });
        const onOne = await attemptsUntilRefused([instance(0)], one.email, '203.0.113.10');
        const onThree = await attemptsUntilRefused(cluster.instances, three.email, '203.0.113.11');
        console.log(
          `login (${mode}): first 429 at attempt ${onOne} on one instance, ${onThree} on three`,
        );
        expect(onOne).not.toBeNull();
        expect(onThree).toBe(onOne);
      });

      it('returns identical list pages and totals on every instance right after a write on another', async () => {
        const token = adminToken;
        const centreId = await insertCentre(handle.db, {
          nombre: 'Coherencia',
          codigo: 'COH1',
          place: 'sevilla',
        });
        await answerQuestions(handle.db, centreId, new Date());
        const centreUser = await createUser(handle.db, { perfil: 1, centros_id: centreId });
        const centreToken = issueToken(centreUser);
        const lists = {
          users: `/v1/users${listQuery({ page: 0, size: 10 })}`,
          centres: `/v2/centros${listQuery({ page: 0, size: 10 }, { search: 'coherencia' })}`,
          quizzes: `/v15/centros/quizes${listQuery({ page: 0, size: 10 })}`,
          finished: `/v15/centros/quizes${listQuery({ page: 0, size: 10 }, { status: 'FINISHED' })}`,
          dashboard: '/v2/centers/dashboard',
          periods: '/v2/centros/evaluation-period',
          keys: '/v3/results-keys-report',
          emails: `/v15/sent-emails${listQuery({ page: 0, size: 5 })}`,
        };
        /** Every list on every instance at once; each list's bodies must be equal. */
        const snapshot = async () => {
          const bodies: Record<string, string> = {};
          for (const [name, path] of Object.entries(lists)) {
            const answers = await onEvery(cluster.instances, path, token);
            expect(
              answers.map((answer) => answer.status),
              name,
            ).toEqual([200, 200, 200]);
            const [first, ...others] = answers.map((answer) => answer.text);
            for (const other of others) expect(other, name).toBe(first);
            bodies[name] = first ?? '';
          }
          return bodies;
        };
        /** A list's total: `{ data, count }`, or inside `data` for the follow-up list. */
        const total = (body: string | undefined) => {
          const parsed = JSON.parse(body ?? '{}') as { count?: number; data?: { count?: number } };
          const count = parsed.count ?? parsed.data?.count;
          if (count === undefined) throw new Error(`no total in ${body?.slice(0, 200)}`);
          return count;
        };

        const start = await snapshot();
        const created = await call(instance(0).url, '/v1/auth/registeruser', {
          method: 'POST',
          token,
          body: {
            nombre: 'Eva',
            email: 'eva.coherencia@escala.example',
            perfil: 2,
            centros_id: centreId,
          },
        });
        expect(created.status).toBe(201);
        const afterUser = await snapshot();
        expect(total(afterUser.users)).toBe(total(start.users) + 1);
        expect(total(afterUser.emails)).toBe(total(start.emails) + 1);

        const [centre] = await handle.db.select().from(centros).where(eq(centros.id, centreId));
        const edited = await call(instance(1).url, '/v2/centros', {
          method: 'PATCH',
          token,
          body: {
            id: centreId,
            nombre: 'Coherencia renombrada',
            codigo: centre?.codigo,
            comunidades_id: centre?.comunidades_id,
            provincias_id_provincia: centre?.provincias_id_provincia,
            municipios_id_municipio: centre?.municipios_id_municipio,
            activo: 1,
          },
        });
        expect(edited.status).toBe(200);
        const afterEdit = await snapshot();
        expect(afterEdit.centres).toContain('Coherencia renombrada');

        const submitted = await call(instance(2).url, `/v15/centros/${centreId}/enviar`, {
          method: 'POST',
          token: centreToken,
          body: {},
        });
        expect(submitted.status).toBe(200);
        const afterSubmit = await snapshot();
        expect(total(afterSubmit.finished)).toBe(total(afterEdit.finished) + 1);
        // Started and finished evaluations per period, and the key averages of finished ones.
        expect(afterSubmit.periods).not.toBe(afterEdit.periods);
        expect(afterSubmit.keys).not.toBe(afterEdit.keys);

        const reset = await call(instance(0).url, '/v7/reset-quiz', {
          method: 'POST',
          token,
          body: { centerId: centreId },
        });
        expect(reset.status).toBe(200);
        const afterReset = await snapshot();
        expect(total(afterReset.finished)).toBe(total(afterEdit.finished));
      });

      it('on SIGTERM reports unready, stops listening, finishes the request in flight, closes its pool and exits 0', async () => {
        const centreId = await insertCentre(handle.db, {
          nombre: 'En vuelo',
          codigo: 'VUELO1',
          place: 'getafe',
        });
        const [centre] = await handle.db.select().from(centros).where(eq(centros.id, centreId));
        const stopping = instance(1);
        const observed = await stopWithRequestInFlight(stopping, '/v2/centros', adminToken, {
          id: centreId,
          nombre: 'En vuelo terminado',
          codigo: centre?.codigo,
          comunidades_id: centre?.comunidades_id,
          provincias_id_provincia: centre?.provincias_id_provincia,
          municipios_id_municipio: centre?.municipios_id_municipio,
          activo: 1,
        });
        expect(observed).toMatchObject({
          sawDraining: true,
          stoppedListening: true,
          inFlightStatus: 200,
          exit: { code: 0, signal: null },
        });
        const [stored] = await handle.db
          .select({ nombre: centros.nombre })
          .from(centros)
          .where(eq(centros.id, centreId));
        expect(stored?.nombre).toBe('En vuelo terminado');
        await stopping.start();
      }, 120_000);

      it('rolling restart under load: 0 × 5xx at the balancer and no acknowledged write lost', async () => {
        const fixture: LoadFixture = await prepareLoadFixture(handle.db, issueToken, {
          centres: 12,
          preAnswered: 40,
          label: 'Rodaje',
        });
        const scheduler = new LoadScheduler(
          fixture.centres,
          fixture.questions,
          fixture.reads,
          fixture.adminToken,
          0.4,
          6,
          40,
        );
        const logBefore = cluster.balancer.log().length;
        const load = startLoad({
          url: cluster.balancer.url,
          source: scheduler,
          connections: 12,
          seconds: 120,
        });
        try {
          await new Promise((resolveWait) => setTimeout(resolveWait, 1_500));
          const restarting = instance(2);
          const exit = await restarting.stop('SIGTERM');
          expect(exit).toEqual({ code: 0, signal: null });
          await restarting.start();
          // nginx's fail_timeout (deploy/nginx.conf): the instance is back in its rotation.
          await new Promise((resolveWait) => setTimeout(resolveWait, 2_500));
        } finally {
          load.stop();
        }
        const { result, unsettled } = await load.done;
        // Let the writes whose answers the stopped clients no longer waited for reach the database.
        await new Promise((resolveWait) => setTimeout(resolveWait, 1_000));
        const ledger = scheduler.ledger;
        const log = cluster.balancer.log().slice(logBefore);
        const resent = log.filter((line) => line.upstreamStatus.includes(',')).length;
        console.log(
          `rolling restart (${mode}): ${ledger.requests} requests, ${JSON.stringify(ledger.byKind)}, ` +
            `non-2xx ${result.non2xx}, errors ${result.errors}, 5xx at the balancer ` +
            `${log.filter((line) => line.status >= 500).length}, resent to another instance ${resent}, ` +
            `p99 ${result.latency.p99} ms`,
        );
        expect(ledger.failures).toEqual([]);
        expect(result.errors).toBe(0);
        expect(result.timeouts).toBe(0);
        expect(result.non2xx).toBe(0);
        expect(log.filter((line) => line.status >= 500)).toEqual([]);
        for (const kind of ['read', 'answer', 'submit', 'reset', 'edit'] as const)
          expect(ledger.byKind[kind], kind).toBeGreaterThan(0);
        expect(
          await findLostWrites(handle.db, ledger, unsettled, fixture.questions.length),
        ).toEqual([]);
      }, 180_000);

      it('sends the outbox from every instance, no message twice', async () => {
        await Promise.all(cluster.instances.map((each) => each.stop('SIGTERM')));
        const before = new Set(
          peers.flatMap((peer) => peer.received.map((mail) => mail.messageId)),
        );
        const ids = await enqueueMails(
          handle.db,
          Array.from({ length: OUTBOX }, (_, i) => ({
            receiver: `destino${i}@escala.example`,
            subject: `Aviso ${i}`,
            html: `<p>Aviso ${i}</p>`,
            text: `Aviso ${i}`,
            user_id: null,
          })),
        );
        // Each instance's worker claims a batch at start and connects to send it; held at the
        // gates until all three have, so sending is shared whatever one instance's speed.
        for (const gate of gates) gate.hold();
        await Promise.all(cluster.instances.map((each) => each.start()));
        const everyOneClaimed = await waitUntil(
          async () => gates.every((gate) => gate.held() > 0),
          25_000,
        );
        for (const gate of gates) gate.release();
        expect(everyOneClaimed).toBe(true);
        const allSent = await waitUntil(async () => {
          const rows = await handle.db
            .select({ id: sentEmails.id })
            .from(sentEmails)
            .where(eq(sentEmails.status, false));
          return rows.every((row) => !ids.includes(row.id));
        }, 90_000);
        expect(allSent).toBe(true);

        const received = peers.map((peer) =>
          peer.received.filter((mail) => !before.has(mail.messageId)),
        );
        const messageIds = received.flat().map((mail) => mail.messageId);
        expect(messageIds).toHaveLength(OUTBOX);
        expect(new Set(messageIds).size).toBe(OUTBOX);
        console.log(
          `outbox (${mode}): ${OUTBOX} messages sent by the instances as ${received.map((r) => r.length).join(' + ')}`,
        );
        for (const [index, sent] of received.entries())
          expect(sent.length, `instance ${index}`).toBeGreaterThan(0);
      }, 180_000);
    },
  );
}
