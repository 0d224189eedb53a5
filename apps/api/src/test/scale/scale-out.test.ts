import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { seedDatabase } from '../../seed/run';
import { bundleServer, isErrorLogLine } from '../child-server';
import { insertCentre } from '../quiz-helpers';
import { createUser } from '../app';
import { createTestDatabase } from '../database';
import { eventually } from '../eventually';
import { call, json, listQuery } from './http';
import { SCALE_ADMIN } from './instance';
import { scaleEnvironment } from './postgres';
import { coherenceTests } from './scale-coherence';
import { lifecycleTests } from './scale-lifecycle';
import { attemptsUntilRefused, onEvery } from './scale-steps';
import { ScaleSuite } from './scale-suite';
import { tableCounts } from './table-counts';

/**
 * Scale-out proven: three instances of the built server behind nginx on one
 * PostgreSQL, directly and through PgBouncer in transaction mode. Needs a real PostgreSQL and
 * the nginx and pgbouncer binaries (scaleEnvironment: required with TEST_DATABASE_URL, as in
 * CI; without it the local PostgreSQL is used, and where there is none the suite is reported
 * as skipped with the reason). Everything runs on loopback, in child processes with their
 * configuration in temporary folders, stopped at the end. This file starts the cluster and
 * checks that it serves; scale-coherence.ts and scale-lifecycle.ts add the tests that run on
 * the same cluster after these (lists after writes; stops, restarts and the outbox).
 */
const environment = await scaleEnvironment();
const INSTANCES = 3;

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
      const suite = new ScaleSuite(mode, environment.ready ? environment.serverUrl : '', INSTANCES);

      it('three instances started at once on an empty database migrate and seed exactly once', async () => {
        await suite.startCluster(bundle);
        expect(comparable(await tableCounts(suite.handle.db))).toEqual(seededOnce);
        for (const started of suite.cluster.instances)
          expect(started.output().split('\n').filter(isErrorLogLine)).toEqual([]);
      }, 180_000);

      it('serves login, lists, writes and downloads through the balancer, on every instance', async () => {
        const { cluster, handle } = suite;
        const balancer = cluster.balancer.url;
        const login = await json<{ data: { token: string } }>(
          call(balancer, '/v1/auth/login', {
            method: 'POST',
            body: { email: SCALE_ADMIN.email, password: SCALE_ADMIN.password },
          }),
        );
        suite.adminToken = login.data.token;
        const token = suite.adminToken;
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
        const edited = await call(balancer, '/v2/centros', {
          method: 'PATCH',
          token,
          body: await suite.centreRename(centreId, 'Balanceo editado'),
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
        // Relies on POST /v1/auth/logout keeping the revocation in the database.
        const user = await createUser(suite.handle.db, { perfil: 0, password: 'Revocable-2026' });
        const login = await json<{ data: { token: string } }>(
          call(suite.instance(0).url, '/v1/auth/login', {
            method: 'POST',
            body: { email: user.email, password: 'Revocable-2026' },
          }),
        );
        const path = `/v1/users${listQuery({ page: 0, size: 5 })}`;
        const before = await onEvery(suite.cluster.instances, path, login.data.token);
        expect(before.map((answer) => answer.status)).toEqual([200, 200, 200]);

        const logout = await call(suite.instance(1).url, '/v1/auth/logout', {
          method: 'POST',
          token: login.data.token,
        });
        expect(logout.status).toBeLessThan(300);
        // The instance that logged out refuses the token at once; the others drop their cached
        // session state when PostgreSQL's notification reaches them, within the 1 s the session
        // cache promises (plugins/session-cache.ts), so they are polled rather than raced.
        const here = await call(suite.instance(1).url, path, { token: login.data.token });
        expect(here.status).toBe(401);
        const statuses = async () =>
          (await onEvery(suite.cluster.instances, path, login.data.token)).map((a) => a.status);
        const refusedEverywhere = async () => (await statuses()).every((status) => status === 401);
        expect(await eventually(refusedEverywhere)).toBe(true);
      });

      it('counts login limits and lockouts across instances: the first 429 comes as soon as on one instance', async () => {
        // Relies on the login counters being kept in PostgreSQL. Each run has its own client
        // address (X-Forwarded-For, as nginx reports it) and its own account.
        const one = await createUser(suite.handle.db, { perfil: 1 });
        const three = await createUser(suite.handle.db, { perfil: 1 });
        const onOne = await attemptsUntilRefused([suite.instance(0)], one.email, '203.0.113.10');
        const onThree = await attemptsUntilRefused(
          suite.cluster.instances,
          three.email,
          '203.0.113.11',
        );
        console.log(
          `login (${mode}): first 429 at attempt ${onOne} on one instance, ${onThree} on three`,
        );
        expect(onOne).not.toBeNull();
        expect(onThree).toBe(onOne);
      });

      coherenceTests(suite);
      lifecycleTests(suite);
    },
  );
}
