import type { LightMyRequestResponse } from 'fastify';
import { PLAN_MESSAGES } from '@eval/contracts/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAccessRule, type RouteAccess } from '../../plugins/access-rules';
import { desc, eq } from 'drizzle-orm';
import { answers, centros, evaluations } from '../../db/schema/index';
import { bearer, createTestApp, createUser, TEST_JWT_SECRET, tokenFor, type TestApp } from '../app';
import {
  endsItsSession,
  fillPath,
  isWrite,
  KNOWN_ROUTE_COUNT,
  prepareActors,
  responseProblem,
  routeName,
  type Actors,
} from './route-table';

/**
 * The access matrix, generated from the server's own route table: every route registered by any
 * module is called as nobody, with a forged token, with an expired token, with a sign-in challenge,
 * as a centre user and as an administrator, and must answer what its rule says. A route added tomorrow is covered
 * without touching this file.
 */
let t: TestApp;
let actors: Actors;
let routes: RouteAccess[];
let cases = 0;
const problems: string[] = [];
/** A coordinator (profile 1) of the centre user's centre: every centre profile is tried. */
let coordinatorToken = '';
/** An evaluation of the actors' own centre and one of the other centre (the centre app's calls). */
const evaluationIds = { own: 1, other: 1 };
let otherCodigo = '';

beforeAll(async () => {
  t = await createTestApp();
  actors = await prepareActors(t.app, t.db, TEST_JWT_SECRET);
  routes = [...t.app.routeAccess];
  const coordinator = await createUser(t.db, { perfil: 1, centros_id: actors.centreId });
  coordinatorToken = tokenFor(t.app, coordinator);
  evaluationIds.own = await lastEvaluationOf(actors.centreId);
  evaluationIds.other = await lastEvaluationOf(actors.otherCentreId);
  const [other] = await t.db
    .select({ codigo: centros.codigo })
    .from(centros)
    .where(eq(centros.id, actors.otherCentreId));
  otherCodigo = other?.codigo ?? '';
}, 600_000);
afterAll(async () => {
  console.log(`Matriz de acceso: ${routes.length} rutas, ${cases} casos comprobados.`);
  await t?.close();
});

type Caller = keyof Actors['tokens'] | 'none' | 'coordinator';

async function lastEvaluationOf(centreId: number): Promise<number> {
  const [row] = await t.db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(eq(evaluations.centros_id, centreId))
    .orderBy(desc(evaluations.id))
    .limit(1);
  if (!row) throw new Error(`the demo gave centre ${centreId} no evaluation`);
  return row.id;
}

async function call(
  route: RouteAccess,
  caller: Caller,
  centreId = actors.centreId,
): Promise<LightMyRequestResponse> {
  // Plausible ids (1); the centre-facing routes get the centre being tested, and the centre
  // app's evaluation routes an evaluation of that centre.
  const evaluationId = centreId === actors.centreId ? evaluationIds.own : evaluationIds.other;
  const url = fillPath(route.url, (param) =>
    param === 'centerId' ? String(centreId) : param === 'evaluationId' ? String(evaluationId) : '1',
  );
  cases += 1;
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers: caller === 'none' ? {} : bearer(tokenOf(route, caller)),
  });
}

/** What another centre has written: its answers and evaluations, to see nothing changed. */
async function otherCentreWrites(): Promise<string> {
  const rows = await t.db
    .select({
      status: evaluations.status,
      answered: answers.answered_at,
      ids: answers.respuestas_ids,
    })
    .from(evaluations)
    .leftJoin(answers, eq(answers.evaluation_id, evaluations.id))
    .where(eq(evaluations.centros_id, actors.otherCentreId));
  return JSON.stringify(rows);
}

/** The caller's token; a fresh one for a route that would end the caller's session. */
function tokenOf(route: RouteAccess, caller: Exclude<Caller, 'none'>): string {
  if (caller === 'coordinator') return coordinatorToken;
  if (!endsItsSession(route)) return actors.tokens[caller];
  if (caller === 'admin') return tokenFor(t.app, actors.admin);
  if (caller === 'centre') return tokenFor(t.app, actors.centreUser);
  return actors.tokens[caller];
}

/** Records a mismatch (route, caller, status) instead of stopping at the first one. */
function expectStatus(
  route: RouteAccess,
  caller: string,
  response: LightMyRequestResponse,
  accepted: (status: number) => boolean,
  expected: string,
): void {
  const problem = responseProblem(route.method, response);
  if (!accepted(response.statusCode) || problem) {
    problems.push(
      `${routeName(route)} como ${caller}: ${response.statusCode} (se esperaba ${expected})` +
        (problem ? ` — ${problem}` : ''),
    );
  }
}

const is401 = (status: number) => status === 401;
const refusedAsNotResponsable = (response: LightMyRequestResponse) =>
  response.statusCode === 403 &&
  response.json<{ error?: { message?: string } }>().error?.message === PLAN_MESSAGES.notResponsable;
const is403 = (status: number) => status === 403;
const allowed = (status: number) => status !== 401 && status !== 403;

describe('access matrix generated from app.routeAccess', () => {
  it('lists every route with a valid rule, and no fewer routes than when it was written', () => {
    console.log(`Rutas registradas: ${routes.length} (mínimo esperado ${KNOWN_ROUTE_COUNT}).`);
    expect(routes.length).toBeGreaterThanOrEqual(KNOWN_ROUTE_COUNT);
    expect(routes.filter((route) => !isAccessRule(route.access))).toEqual([]);
    for (const rule of ['public', 'admin', 'centre', 'coordinator'] as const)
      expect(routes.some((route) => route.access === rule)).toBe(true);
  });

  it('refuses a route registered without an access rule', async () => {
    const { buildApp } = await import('../../app');
    const { loadConfig } = await import('../../config');
    const app = await buildApp({
      db: t.handle,
      config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' }),
      logger: false,
      webDistDir: '/nonexistent-web-dist',
    });
    expect(() => app.get('/v99/sin-regla', async () => ({ data: 1 }))).toThrow(
      /no valid access rule/,
    );
    await app.close();
  });

  it('answers 401/401/401/403/allowed on every route as its rule says', async () => {
    // Writes last, deletions at the very end, so the reads see the demo data intact.
    const order = (route: RouteAccess) =>
      route.method === 'DELETE' ? 2 : ['GET', 'HEAD'].includes(route.method) ? 0 : 1;
    for (const route of [...routes].sort((a, b) => order(a) - order(b))) {
      const { access } = route;
      if (access === 'public') {
        for (const caller of ['none', 'forged', 'expired', 'challenge', 'centre', 'admin'] as const)
          expectStatus(route, caller, await call(route, caller), allowed, 'ni 401 ni 403');
        continue;
      }
      // A sign-in challenge is no session: refused like a forged token on every such route.
      for (const caller of ['none', 'forged', 'expired', 'challenge'] as const)
        expectStatus(route, caller, await call(route, caller), is401, '401');
      if (access === 'admin') {
        expectStatus(route, 'centro', await call(route, 'centre'), is403, '403');
        expectStatus(route, 'admin', await call(route, 'admin'), allowed, 'permitido');
      } else if (access === 'centre' || access === 'coordinator') {
        expectStatus(route, 'admin', await call(route, 'admin'), is403, '403');
        // The centre user is a teacher: what only the coordinator may do refuses them.
        const teacher = access === 'coordinator' ? is403 : allowed;
        const teacherExpected = access === 'coordinator' ? '403' : 'permitido';
        const asTeacher = await call(route, 'centre');
        expectStatus(
          route,
          'centro (el suyo)',
          asTeacher,
          // The plan's state and evidences are the coordinator's or the action's responsable's
          // (docs/domain.md): a teacher who is not the responsable is refused by that rule.
          refusedAsNotResponsable(asTeacher) ? () => true : teacher,
          teacherExpected,
        );
        expectStatus(
          route,
          'coordinación (el suyo)',
          await call(route, 'coordinator'),
          allowed,
          'permitido',
        );
        // Another centre's ids: refused (403 for its centre id, 404 for its evaluation; a
        // body-carrying call may be refused earlier as invalid, 400), and nothing written.
        // Routes naming no centre's record (the centre app's home, its list, the shared
        // recommended files) act on the caller's own centre, whatever they are sent.
        const before = isWrite(route.method) ? await otherCentreWrites() : '';
        for (const caller of ['centre', 'coordinator'] as const) {
          const other = await call(route, caller, actors.otherCentreId);
          // A teacher is refused a coordinator's call before any id is read.
          const refused =
            access === 'coordinator' && caller === 'centre'
              ? is403
              : route.url.includes(':centerId')
                ? route.method === 'GET' || route.method === 'HEAD'
                  ? is403
                  : (s: number) => s === 403 || s === 400
                : route.url.includes(':evaluationId')
                  ? (s: number) => s === 404
                  : allowed;
          expectStatus(route, `${caller} (otro centro)`, other, refused, '403/404');
          // What it answered is the caller's centre, never the other one's.
          if (other.statusCode === 200 && route.method === 'GET') {
            expect(other.body, routeName(route)).not.toContain(`"codigo":"${otherCodigo}"`);
            expect(other.body, routeName(route)).not.toContain(
              `"evaluationId":${evaluationIds.other},`,
            );
          }
        }
        if (isWrite(route.method))
          expect(await otherCentreWrites(), `${routeName(route)} escribió en otro centro`).toBe(
            before,
          );
      } else {
        expectStatus(route, 'centro', await call(route, 'centre'), allowed, 'permitido');
        expectStatus(route, 'admin', await call(route, 'admin'), allowed, 'permitido');
      }
    }
    console.log(`Casos de la matriz: ${cases}; discrepancias: ${problems.length}.`);
    expect(problems).toEqual([]);
  });
});
