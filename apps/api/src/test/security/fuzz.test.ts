import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PROFILE, MAX_JSON_DEPTH } from '@eval/contracts/common';
import { and, eq, getTableName } from 'drizzle-orm';
import {
  auditLog,
  centros,
  loginChallenges,
  sentEmails,
  users,
  userTotp,
} from '../../db/schema/index';
import { issueChallenge } from '../../modules/auth/second-factor-service';
import { sealSecret, TOTP_KEY_PURPOSE } from '../../modules/auth/secret-box';
import { newTotpSecret } from '../../modules/auth/totp';
import type { RouteAccess } from '../../plugins/access-rules';
import { createTestApp, createUser, TEST_JWT_SECRET, tokenFor, type TestApp } from '../app';
import { changedTables, fingerprinter } from './fingerprint';
import {
  rawBodyRequests,
  requestArbitrary,
  type FuzzContext,
  type FuzzRequest,
} from './fuzz-requests';
import {
  fillPath,
  isWrite,
  prepareActors,
  responseProblem,
  routeName,
  type Actors,
} from './route-table';
import { filterFieldSchemas, loadRouteInputs } from './schema-inputs';
import { jsonDepthExceeds } from '@eval/contracts/json-depth';
import { hashPassword } from '../../lib/passwords';

/**
 * Property-based fuzzing of every route in the route table (fast-check): generated path
 * parameters, query strings, filter/setup JSON and bodies, shaped by each route's own schema
 * with hostile values mixed in (NUL characters, nesting beyond the limit, loose ids among
 * them). No 5xx; every refusal a 4xx with a Spanish message; a refused write leaves the
 * database exactly as it was; a path id that is not a strict id is never accepted. FUZZ_SEED
 * and FUZZ_REQUESTS change the run. Slow bodies and headers have their own test
 * (slow-requests.test.ts): they need a real socket.
 */
const CENTRE_APP_ROUTES = [
  '/v15/centro/auth/login',
  '/v15/centro/inicio',
  '/v15/centro/evaluaciones',
  '/v15/centro/evaluaciones/:evaluationId/resultados',
  '/v15/centro/evaluaciones/:evaluationId/informe',
  '/v15/centro/archivos/:fileId',
];
/**
 * What a refused second step may write, on purpose: its fifth wrong code voids the account's
 * challenges, writes an audit line and records the owner's alert (second-step-throttle.ts).
 */
const SECOND_STEP_ALERT: { routes: readonly string[]; tables: readonly string[] } = {
  routes: ['POST /v1/auth/login/totp', 'POST /v1/auth/totp/disable'],
  tables: [loginChallenges, auditLog, sentEmails].map((table) => getTableName(table)),
};
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_120);
const TARGET = Number(process.env.FUZZ_REQUESTS ?? 10_500);

let t: TestApp;
let actors: Actors;
let ctx: FuzzContext;
let fingerprint: () => Promise<string>;

beforeAll(async () => {
  t = await createTestApp();
  actors = await prepareActors(t.app, t.db, TEST_JWT_SECRET);
  ctx = {
    inputs: await loadRouteInputs(t.app),
    filterFields: await filterFieldSchemas(),
    adminToken: actors.tokens.admin,
    centreToken: actors.tokens.centre,
    coordinatorToken: actors.tokens.coordinator,
    centreId: actors.centreId,
    challenge: await challengeWithSecondFactor(),
  };
  fingerprint = await fingerprinter(t.db);
}, 600_000);
afterAll(() => t?.close());

/**
 * A live challenge of an administrator with a confirmed second factor: the code
 * step's checks, not only its validation, meet the generated codes.
 */
async function challengeWithSecondFactor(): Promise<string> {
  const holder = await createUser(t.db, { perfil: ADMIN_PROFILE });
  const key = t.app.derivedKey(TOTP_KEY_PURPOSE);
  await t.db.insert(userTotp).values({
    user_id: holder.id,
    secret_box: sealSecret(key, holder.id, newTotpSecret()),
    confirmed_at: new Date(),
  });
  return (await issueChallenge(t.db, holder)).challenge;
}

/**
 * An accepted write may, by chance, have changed the suite's own users (a generated id that
 * happened to match): put them back before each route so every route is fuzzed as intended.
 */
let passwordHash: string;
async function restoreSessions(): Promise<void> {
  passwordHash ??= await hashPassword('Secreta-123');
  for (const [user, perfil, centros_id] of [
    [actors.admin, ADMIN_PROFILE, null],
    [actors.centreUser, 2, actors.centreId],
    [actors.coordinator, 1, actors.centreId],
  ] as const) {
    // A new password hash raises the session version: tokens are issued for the new one.
    const [row] = await t.db
      .update(users)
      .set({ perfil, centros_id, activo: 1, password_hash: passwordHash })
      .where(eq(users.id, user.id))
      .returning({ session_version: users.session_version });
    user.session_version = row?.session_version ?? user.session_version;
  }
  ctx.adminToken = tokenFor(t.app, actors.admin);
  ctx.centreToken = tokenFor(t.app, actors.centreUser);
  ctx.coordinatorToken = tokenFor(t.app, actors.coordinator);
  // A generated update may have taken the suite's centre out of the programme, which ends its
  // people's sessions: back in, before the tokens above are used.
  await t.db
    .update(centros)
    .set({ activo: 1 })
    .where(and(eq(centros.id, actors.centreId), eq(centros.activo, 0)));
}

interface Finding {
  route: string;
  input: FuzzRequest['input'];
  status: number;
  problem: string;
}

describe('fuzzing every route', () => {
  it('never answers 5xx, refuses in Spanish and writes nothing when it refuses', async () => {
    const routes = t.app.routeAccess.filter((route: RouteAccess) => route.method !== 'HEAD');
    // The table is generated from the server; this pins that the centre app's calls
    // are among the fuzzed routes.
    for (const url of CENTRE_APP_ROUTES) expect(routes.map((route) => route.url)).toContain(url);
    const perRoute = Math.ceil(TARGET / routes.length);
    const findings: Finding[] = [];
    const statuses = new Map<number, number>();
    const slow: [string, number][] = [];
    let sent = 0;
    let checkedWrites = 0;
    let acceptedWrites = 0;
    // Requests carrying each hostile input (NUL, nesting beyond the limit, loose ids).
    const kinds = { nul: 0, deep: 0, looseId: 0 };
    const started = Date.now();

    for (const [index, route] of routes.entries()) {
      await restoreSessions();
      const name = routeName(route);
      const requests = fc.sample(requestArbitrary(route, ctx), {
        numRuns: perRoute,
        seed: SEED + index,
      });
      if (route.method !== 'GET')
        requests.push(
          ...rawBodyRequests(
            route,
            ctx,
            fillPath(route.url, () => '999999'),
          ),
        );
      const write = isWrite(route.method);
      // Refused writes are checked in runs: the fingerprint is taken before a run and after it;
      // an accepted write (a legitimate change) ends the run unchecked and starts a new one.
      let baseline = write ? await fingerprint() : '';
      let run: FuzzRequest[] = [];
      const allowed = SECOND_STEP_ALERT.routes.includes(name) ? SECOND_STEP_ALERT.tables : [];
      const closeRun = async (accepted: boolean) => {
        const after = await fingerprint();
        const changed = changedTables(baseline, after).filter((table) => !allowed.includes(table));
        if (!accepted && changed.length > 0)
          findings.push({
            route: name,
            input: run[0]?.input ?? { url: route.url },
            status: 400,
            problem: `${run.length} peticiones rechazadas cambiaron: ${changed.join(', ')} (entradas: ${JSON.stringify(run.map((r) => r.input)).slice(0, 500)})`,
          });
        if (!accepted) checkedWrites += run.length;
        baseline = after;
        run = [];
      };
      const routeStarted = Date.now();
      for (const request of requests) {
        const response = await t.app.inject(request.options);
        sent += 1;
        const text = [request.input.body ?? '', ...Object.values(request.input.query ?? {})];
        if (JSON.stringify(request.input).includes('u0000') || request.input.url.includes('%00'))
          kinds.nul += 1;
        if (text.some((part) => jsonDepthExceeds(part, MAX_JSON_DEPTH))) kinds.deep += 1;
        if (request.looseId) kinds.looseId += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const problem =
          responseProblem(route.method, response) ??
          (request.looseId && response.statusCode < 400
            ? `identificador no estricto aceptado (${response.statusCode})`
            : null);
        if (problem)
          findings.push({
            route: name,
            input: request.input,
            status: response.statusCode,
            problem,
          });
        if (!write) continue;
        if (response.statusCode < 400) {
          acceptedWrites += 1;
          await closeRun(true);
        } else {
          run.push(request);
          if (run.length >= 10) await closeRun(false);
        }
      }
      if (write && run.length > 0) await closeRun(false);
      slow.push([name, Date.now() - routeStarted]);
      if (process.env.FUZZ_VERBOSE)
        console.log(`${name}: ${requests.length} en ${Date.now() - routeStarted} ms`);
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const fives = [...statuses]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `Fuzzing (semilla ${SEED}): ${sent} peticiones a ${routes.length} rutas en ${seconds} s; ` +
        `5xx: ${fives}; escrituras rechazadas comprobadas: ${checkedWrites}; aceptadas: ${acceptedWrites}; ` +
        `con NUL: ${kinds.nul}, anidadas > ${MAX_JSON_DEPTH}: ${kinds.deep}, ids no estrictos: ${kinds.looseId}; ` +
        `estados: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    console.log(
      `Rutas más lentas: ${slow
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([n, ms]) => `${n} ${ms} ms`)
        .join('; ')}`,
    );
    // One example per route and kind of problem, with its input, so it can be replayed.
    const examples = new Map<string, Finding & { times: number }>();
    for (const finding of findings) {
      const key = `${finding.route} ${finding.status} ${finding.problem.slice(0, 40)}`;
      const seen = examples.get(key);
      if (seen) seen.times += 1;
      else examples.set(key, { ...finding, times: 1 });
    }
    for (const finding of examples.values())
      console.log(
        `HALLAZGO ×${finding.times} ${finding.route} → ${finding.status}: ${finding.problem.slice(0, 400)}\n` +
          `  entrada: ${JSON.stringify(finding.input).slice(0, 700)}`,
      );

    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(findings.map((f) => `${f.route} → ${f.status}: ${f.problem}`)).toEqual([]);
  }, 1_500_000);
});
