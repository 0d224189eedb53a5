import fc from 'fast-check';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { createPeriod } from '../../modules/periods/service';
import type { RouteAccess } from '../../plugins/access-rules';
import { createTestApp, createUser, tokenFor, type TestApp, type TestUser } from '../app';
import { MADRID, MALAGA } from '../scope-fixture';
import { changedTables, fingerprinter } from './fingerprint';
import { requestArbitrary, type FuzzContext, type FuzzRequest } from './fuzz-requests';
import { isWrite, responseProblem, routeName } from './route-table';
import { filterFieldSchemas, loadRouteInputs } from './schema-inputs';
import { replyText } from './scope-replies';
import { idLeaks, leaksOf, seedScopeSides, sideRows, type ScopeWorldOfSides } from './scope-world';

/**
 * The fuzzer (fuzz.test.ts) as a regional administrator of Madrid, over the administration
 * routes: generated path ids (Andalucía's records' among them), queries, filters and bodies.
 * Its invariants hold (no 5xx, Spanish refusals, a refused write changes nothing) and one
 * more: no reply shows anything of Andalucía (scope-world.ts's markers and ids), and no
 * accepted write changes Andalucía's records. FUZZ_SEED and FUZZ_SCOPE_REQUESTS change the run;
 * the run is kept small (the full fuzzer is the long one).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_120);
const TARGET = Number(process.env.FUZZ_SCOPE_REQUESTS ?? 1_500);

let t: TestApp;
let sides: ScopeWorldOfSides;
let regional: TestUser;
let ctx: FuzzContext;
let fingerprint: () => Promise<string>;

beforeAll(async () => {
  t = await createTestApp();
  const national = await createUser(t.db, { perfil: ADMIN_PROFILE });
  const period = await createPeriod(t.db, '2030-2031');
  regional = await createUser(t.db, { perfil: ADMIN_PROFILE });
  await t.db
    .update(users)
    .set({ ambito: [MADRID.comunidades_id] })
    .where(eq(users.id, regional.id));
  // Andalucía's campaign is its own regional administrator's, as a scoped one creates them.
  const ofAndalucia = await createUser(t.db, { perfil: ADMIN_PROFILE });
  await t.db
    .update(users)
    .set({ ambito: [MALAGA.comunidades_id] })
    .where(eq(users.id, ofAndalucia.id));
  sides = await seedScopeSides(t.db, period.id, {
    national: national.id,
    ofMadrid: regional.id,
    ofAndalucia: ofAndalucia.id,
  });
  const { andalucia, madrid } = sides;
  ctx = {
    inputs: await loadRouteInputs(t.app),
    filterFields: await filterFieldSchemas(),
    adminToken: '',
    centreToken: '',
    coordinatorToken: '',
    centreId: madrid.centres[0],
    knownIds: [...andalucia.ids, ...madrid.ids, sides.nationalCampaign].map(String),
  };
  fingerprint = await fingerprinter(t.db);
}, 600_000);
afterAll(() => t?.close());

/**
 * An accepted write may have changed the regional administrator themself (a generated id that
 * was theirs): put them back, scope included, and issue a token for the stored session.
 */
let passwordHash: string;
async function restoreRegional(): Promise<void> {
  passwordHash ??= await hashPassword('Secreta-123');
  const [row] = await t.db
    .update(users)
    .set({
      perfil: ADMIN_PROFILE,
      centros_id: null,
      activo: 1,
      ambito: [MADRID.comunidades_id],
      solo_lectura: 0,
      password_hash: passwordHash,
    })
    .where(eq(users.id, regional.id))
    .returning({ session_version: users.session_version });
  regional.session_version = row?.session_version ?? regional.session_version;
  ctx.adminToken = tokenFor(t.app, regional);
}

interface Finding {
  route: string;
  input: FuzzRequest['input'];
  status: number;
  problem: string;
}

describe('fuzzing the administration routes as a regional administrator', () => {
  it('never answers 5xx, refuses in Spanish, writes nothing refused, shows nothing of another community', async () => {
    const routes = t.app.routeAccess.filter(
      (route: RouteAccess) => route.access === 'admin' && route.method !== 'HEAD',
    );
    const perRoute = Math.ceil(TARGET / routes.length);
    const findings: Finding[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let leaks = 0;
    let writesOutside = 0;
    let accepted = 0;
    let outsideRows = await sideRows(t.db, sides.andalucia);
    const started = Date.now();

    for (const [index, route] of routes.entries()) {
      await restoreRegional();
      const name = routeName(route);
      const requests = fc.sample(requestArbitrary(route, ctx), {
        numRuns: perRoute,
        seed: SEED + index,
      });
      const write = isWrite(route.method);
      for (const request of requests) {
        const before = write ? await fingerprint() : '';
        const response = await t.app.inject(request.options);
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const found = (problem: string) =>
          findings.push({
            route: name,
            input: request.input,
            status: response.statusCode,
            problem,
          });
        const problem =
          responseProblem(route.method, response) ??
          (request.looseId && response.statusCode < 400
            ? `identificador no estricto aceptado (${response.statusCode})`
            : null);
        if (problem) found(problem);
        if (response.statusCode < 300) {
          const { text, json } = await replyText(response).catch(() => ({
            text: response.body,
            json: undefined,
          }));
          const shown = leaksOf(text, sides.andalucia, json);
          // The national campaign is no regional administrator's either.
          if (json !== undefined) shown.push(...idLeaks(json, new Set([sides.nationalCampaign])));
          if (shown.length > 0) {
            leaks += 1;
            found(`FUGA de ${sides.andalucia.marker}: ${shown.join(', ').slice(0, 300)}`);
          }
        }
        if (!write) continue;
        if (response.statusCode < 400) {
          accepted += 1;
          const rows = await sideRows(t.db, sides.andalucia);
          if (rows !== outsideRows) {
            writesOutside += 1;
            found('ESCRITURA FUERA: cambió registros de Andalucía');
          }
          outsideRows = rows;
        } else {
          const changed = changedTables(before, await fingerprint());
          if (changed.length > 0) found(`rechazada, pero cambió: ${changed.join(', ')}`);
        }
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Fuzzing regional (semilla ${SEED}): ${sent} peticiones a ${routes.length} rutas en ${seconds} s; ` +
        `fugas: ${leaks}; escrituras fuera: ${writesOutside}; escrituras aceptadas: ${accepted}; ` +
        `estados: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    for (const finding of findings.slice(0, 20))
      console.log(
        `HALLAZGO ${finding.route} → ${finding.status}: ${finding.problem.slice(0, 400)}\n` +
          `  entrada: ${JSON.stringify(finding.input).slice(0, 500)}`,
      );
    expect(sent).toBeGreaterThanOrEqual(Math.min(TARGET, 1_000));
    expect(findings.map((f) => `${f.route} → ${f.status}: ${f.problem}`)).toEqual([]);
    expect(leaks).toBe(0);
    expect(writesOutside).toBe(0);
  }, 900_000);
});
