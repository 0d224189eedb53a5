import type { Call } from '@eval/contracts/call';
import { allCalls } from '@eval/contracts/calls/index';
import { secondFactorCalls } from '@eval/contracts/calls/second-factor';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPeriod } from '../../modules/periods/service';
import { adminTestAppPerFile } from '../admin-app';
import { bearer, tokenFor, type TestUser } from '../app';
import { scopeFixture } from '../scope-fixture';
import { must } from '../user-helpers';
import { changedTables, fingerprinter } from './fingerprint';
import { responseProblem, routeName } from './route-table';
import { replyText, withoutTexts } from './scope-replies';
import { readVariants, requestTexts, scopeRequest, type ScopeRequest } from './scope-requests';
import {
  idLeaks,
  leaksOf,
  seedScopeSides,
  sideRows,
  type ScopeSide,
  type ScopeWorldOfSides,
} from './scope-world';

/**
 * The access matrix's scope axis, generated from the contracts' call table: every
 * administration call × {national, regional A (Madrid), regional B (Andalucía), national
 * read-only} × the records of Madrid and of Andalucía, each marked (scope-world.ts).
 * - Reads (and the writes declared to only read, route config `readsOnly`): a regional
 *   administrator's reply (JSON, CSV, workbook, zip) shows nothing of the other community read
 *   from the database: no marker (centre, code, person, e-mail, subject) and none of its ids;
 *   what the request itself carried (an upload's rows echoed as refused) is not counted.
 * - Writes aimed at the other community: 403 or 404, and the database exactly as it was; a
 *   call that limits instead of refusing (a preview, an export, an import that refuses rows)
 *   may answer 2xx, and then nothing of the other community changed; the register import
 *   refuses such rows with their reasons (400), and then nothing changed at all.
 * - Read-only: every write 403, nothing changed.
 * A call a scoped administrator is refused is trivially leak-free, so the matrix keeps holding
 * as more calls are scoped; the positive controls (a national administrator sees both
 * communities; a regional one reads and writes their own) keep it from passing vacuously.
 */
const t = adminTestAppPerFile();
const { world } = scopeFixture(t);
let sides: ScopeWorldOfSides;
let fingerprint: () => Promise<string>;

const adminCalls = allCalls.filter((call) => call.access === 'admin');
/** The calls a read-only administrator may write: setting up their own second factor. */
const SECOND_FACTOR_SETUP: readonly Call[] = [
  secondFactorCalls.startEnrolment,
  secondFactorCalls.confirmEnrolment,
];
/**
 * Writes that may answer 2xx to records of another community by limiting what they do to the
 * scope: they read (previews, exports), refuse row by row (the register import, the mass
 * upload), reach only recipients in scope (a campaign), or set a preference of the screens (a
 * column's visibility). For them the check is that nothing of the other community changed and
 * that the reply shows nothing of it.
 */
const LIMITS_TO_SCOPE = new Set([
  'POST /v2/centros/bulk/export',
  'POST /v2/centros/import/preview',
  'POST /v2/centros/import',
  'POST /v15/campaigns/preview',
  'POST /v15/campaigns',
  'POST /v1/auth/massive',
  'POST /v1/auth/massive/preview',
  'PUT /v15/fields-visibility',
]);
/**
 * Writes that refuse rows outside the scope each with its reason, the whole file with them
 * (400 with the rows' errors, nothing written): the register import.
 */
const REFUSES_BY_ROW = new Set(['POST /v2/centros/import']);
/** Path parameters that name a record of a community: a scoped read of another's is refused. */
const RECORD_PARAMS = /:(?:centerId|userId|id)\b/u;
const nameOf = (call: Call) => `${call.method} ${call.path}`;
/**
 * The writes the server declares to only read (route config `readsOnly`, in `app.routeAccess`):
 * a chart's PDF. They are reads here, allowed to the read-only administrator; like every
 * download they write their audit line, and nothing else.
 */
let readsOnly: ReadonlySet<string> = new Set();
const declaredReadOnly = (call: Call) => readsOnly.has(nameOf(call));
const isRead = (call: Call) => call.method === 'GET' || declaredReadOnly(call);

interface Caller {
  label: string;
  user: TestUser;
  /** The community whose records they must never see; none for a national administrator. */
  outside?: ScopeSide;
  own?: ScopeSide;
}
let national: Caller;
let regionalA: Caller;
let regionalB: Caller;
let readOnly: Caller;

beforeAll(async () => {
  const period = await createPeriod(t.db, '2030-2031');
  sides = await seedScopeSides(t.db, period.id, {
    national: t.admin.id,
    ofMadrid: world.ofMadrid.id,
    ofAndalucia: world.ofMalaga.id,
  });
  readsOnly = new Set(
    t.app.routeAccess.filter((route) => route.readsOnly).map((route) => routeName(route)),
  );
  fingerprint = await fingerprinter(t.db);
  national = { label: 'nacional', user: t.admin };
  regionalA = {
    label: 'regional A (Madrid)',
    user: world.ofMadrid,
    outside: sides.andalucia,
    own: sides.madrid,
  };
  regionalB = {
    label: 'regional B (Andalucía)',
    user: world.ofMalaga,
    outside: sides.madrid,
    own: sides.andalucia,
  };
  readOnly = { label: 'solo consulta', user: world.readOnly };
}, 300_000);

function send(caller: Caller, call: Call, request: ScopeRequest): Promise<LightMyRequestResponse> {
  const { payload, contentType } = request;
  return t.app.inject({
    method: call.method,
    url: request.url,
    headers: {
      ...bearer(tokenFor(t.app, caller.user)),
      ...(payload === undefined ? {} : { 'content-type': contentType ?? 'application/json' }),
    },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
}

const problems: string[] = [];
const counts = {
  requests: 0,
  leaks: 0,
  writesOutside: 0,
  refusedWrites: 0,
  limitedWrites: 0,
  unreadPdf: 0,
  nationalSawBoth: 0,
  regionalSawOwn: 0,
};

function problem(caller: Caller, call: Call, request: ScopeRequest, text: string): void {
  problems.push(`${nameOf(call)} como ${caller.label} (${request.url.slice(0, 120)}): ${text}`);
}

/** The reply's problems as any client's (no 5xx, Spanish refusals) and its leaks, recorded. */
async function checkReply(
  caller: Caller,
  call: Call,
  request: ScopeRequest,
  response: LightMyRequestResponse,
): Promise<{ ownSeen: boolean; bothSeen: boolean }> {
  counts.requests += 1;
  const wrong = responseProblem(call.method, response);
  if (wrong) problem(caller, call, request, wrong);
  if (response.statusCode >= 300) return { ownSeen: false, bothSeen: false };
  const reply = await replyText(response);
  const { json, readable } = reply;
  // What the request carried (an upload's rows echoed as refused) is not read from the database.
  const text = withoutTexts(reply.text, requestTexts(request));
  if (!readable) counts.unreadPdf += 1;
  if (caller.outside) {
    const leaks = leaksOf(text, caller.outside, json);
    if (json !== undefined) leaks.push(...idLeaks(json, new Set([sides.nationalCampaign])));
    if (leaks.length > 0) {
      counts.leaks += 1;
      problem(caller, call, request, `FUGA de ${caller.outside.marker}: ${leaks.join(', ')}`);
    }
  }
  const seen = (side: ScopeSide) => leaksOf(text, side, json).length > 0;
  return {
    ownSeen: caller.own ? seen(caller.own) : false,
    bothSeen: seen(sides.madrid) && seen(sides.andalucia),
  };
}

/** A scoped count of the other community's selection is 0 (or refused). */
function checkCount(
  caller: Caller,
  call: Call,
  request: ScopeRequest & { target: ScopeSide },
  response: LightMyRequestResponse,
) {
  if (caller.outside !== request.target || !call.path.endsWith('/bulk/count')) return;
  if (response.statusCode !== 200) return;
  const { data } = response.json<{ data: { count: number } }>();
  if (data.count !== 0) {
    counts.leaks += 1;
    problem(caller, call, request, `FUGA: cuenta ${data.count} de registros de fuera`);
  }
}

describe('the access matrix, scope axis', () => {
  it('covers every administration call of the contracts, each registered', () => {
    const registered = new Set(t.app.routeAccess.map((route) => routeName(route)));
    expect(adminCalls.length).toBeGreaterThan(100);
    expect(adminCalls.map(nameOf).filter((name) => !registered.has(name))).toEqual([]);
  });

  it('reads: a regional administrator sees nothing of the other community', async () => {
    for (const call of adminCalls.filter(isRead)) {
      const seenUrls = new Set<string>();
      for (const target of [sides.madrid, sides.andalucia]) {
        const request = scopeRequest(call, target, sides);
        if (seenUrls.has(request.url)) continue;
        seenUrls.add(request.url);
        for (const req of readVariants(call, request, target))
          for (const caller of [national, regionalA, regionalB, readOnly]) {
            const before = declaredReadOnly(call) ? await fingerprint() : '';
            const response = await send(caller, call, req);
            const { ownSeen, bothSeen } = await checkReply(caller, call, req, response);
            checkCount(caller, call, { ...req, target }, response);
            if (declaredReadOnly(call)) {
              // A POST that only reads writes nothing but its download's audit line.
              const changed = changedTables(before, await fingerprint());
              const written = changed.filter((table) => table !== 'audit_log');
              if (written.length > 0) problem(caller, call, req, `cambió: ${written.join(', ')}`);
            }
            if (caller === national && bothSeen) counts.nationalSawBoth += 1;
            if (ownSeen) counts.regionalSawOwn += 1;
            // A scoped call naming a record of the other community refuses it.
            if (
              call.scope === 'scoped' &&
              caller.outside === target &&
              RECORD_PARAMS.test(call.path) &&
              ![403, 404].includes(response.statusCode)
            )
              problem(caller, call, req, `${response.statusCode} (se esperaba 403/404)`);
            // And answers one of their own.
            if (call.scope === 'scoped' && caller.own === target && response.statusCode !== 200)
              problem(caller, call, req, `${response.statusCode} con un registro propio`);
          }
      }
    }
    console.log(
      `Matriz de ámbito, lecturas: ${counts.requests} peticiones; fugas: ${counts.leaks}; ` +
        `respuestas nacionales con las dos comunidades: ${counts.nationalSawBoth}; ` +
        `regionales con lo suyo: ${counts.regionalSawOwn}; PDF sin leer: ${counts.unreadPdf}.`,
    );
    expect(problems).toEqual([]);
    expect(counts.leaks).toBe(0);
    // The markers are visible at all: the national lists show both communities, and each
    // regional administrator their own (centres, people, Seguimiento at least).
    expect(counts.nationalSawBoth).toBeGreaterThanOrEqual(5);
    expect(counts.regionalSawOwn).toBeGreaterThanOrEqual(6);
  }, 300_000);

  it('writes aimed at the other community are refused and change nothing; read-only writes nothing', async () => {
    const before = problems.length;
    const writes = adminCalls.filter((call) => !isRead(call));
    // Nothing else writes between two requests: each one's "after" is the next one's "before",
    // and a side's rows are read again only after a write was accepted.
    let database = await fingerprint();
    const rowsOf = new Map<ScopeSide, string>();
    for (const side of [sides.madrid, sides.andalucia])
      rowsOf.set(side, await sideRows(t.db, side));
    const changedSince = async () => {
      const after = await fingerprint();
      const changed = changedTables(database, after);
      database = after;
      return changed;
    };
    for (const call of writes) {
      for (const caller of [regionalA, regionalB]) {
        // One's own account, views and second factor are no community's records.
        if (call.scope === 'own' || !caller.outside) continue;
        const outside = caller.outside;
        const request = scopeRequest(call, outside, sides);
        const response = await send(caller, call, request);
        await checkReply(caller, call, request, response);
        const status = response.statusCode;
        if (status < 300) {
          if (LIMITS_TO_SCOPE.has(nameOf(call))) counts.limitedWrites += 1;
          else problem(caller, call, request, `${status}: aceptó una escritura fuera de su ámbito`);
          await changedSince();
          const rows = await sideRows(t.db, outside);
          if (rows !== rowsOf.get(outside)) {
            counts.writesOutside += 1;
            problem(
              caller,
              call,
              request,
              `ESCRITURA FUERA: cambió registros de ${outside.marker}`,
            );
          }
          rowsOf.set(outside, rows);
          continue;
        }
        counts.refusedWrites += 1;
        const expected =
          request.knownBody && !REFUSES_BY_ROW.has(nameOf(call)) ? [403, 404] : [400, 403, 404];
        if (!expected.includes(status))
          problem(caller, call, request, `${status} (se esperaba ${expected.join('/')})`);
        const changed = await changedSince();
        if (changed.length > 0) {
          counts.writesOutside += 1;
          problem(caller, call, request, `rechazada, pero cambió: ${changed.join(', ')}`);
        }
      }
      if (SECOND_FACTOR_SETUP.includes(call)) continue;
      for (const target of [sides.madrid, sides.andalucia]) {
        const request = scopeRequest(call, target, sides);
        const response = await send(readOnly, call, request);
        await checkReply(readOnly, call, request, response);
        counts.refusedWrites += 1;
        if (response.statusCode !== 403)
          problem(readOnly, call, request, `${response.statusCode} (se esperaba 403)`);
        const changed = await changedSince();
        if (changed.length > 0) {
          counts.writesOutside += 1;
          problem(readOnly, call, request, `cambió: ${changed.join(', ')}`);
        }
      }
    }
    console.log(
      `Matriz de ámbito, escrituras: ${counts.refusedWrites} rechazadas sin cambios; ` +
        `${counts.limitedWrites} limitadas a su ámbito; escrituras fuera: ${counts.writesOutside}; ` +
        `fugas: ${counts.leaks}.`,
    );
    expect(problems.slice(before)).toEqual([]);
    expect(counts.writesOutside).toBe(0);
    expect(counts.leaks).toBe(0);
  }, 300_000);

  it('a national campaign is hidden from both regional administrators', async () => {
    const before = problems.length;
    const database = await fingerprint();
    // Every campaign call naming one: read, cancel, retry.
    const named = adminCalls.filter((call) => call.path.startsWith('/v15/campaigns/:id'));
    expect(named.length).toBeGreaterThanOrEqual(3);
    let refused = 0;
    for (const call of named)
      for (const caller of [regionalA, regionalB]) {
        const url = call.path.replace(':id', String(sides.nationalCampaign));
        const request: ScopeRequest = { url, knownBody: true };
        const response = await send(caller, call, request);
        await checkReply(caller, call, request, response);
        if ([403, 404].includes(response.statusCode)) refused += 1;
        else problem(caller, call, request, `${response.statusCode} (se esperaba 403/404)`);
      }
    // The list shows each their own campaign, never the national one (checkReply's id check).
    const list = adminCalls.find((call) => nameOf(call) === 'GET /v15/campaigns');
    if (!list) throw new Error('GET /v15/campaigns is not in the call table');
    for (const caller of [regionalA, regionalB]) {
      const request = scopeRequest(list, must(caller.own), sides);
      const response = await send(caller, list, request);
      await checkReply(caller, list, request, response);
      const seen = idLeaks(response.json(), new Set([must(caller.own).campaign]));
      if (seen.length === 0) problem(caller, list, request, 'no muestra su propia campaña');
    }
    expect(changedTables(database, await fingerprint())).toEqual([]);
    expect(problems.slice(before)).toEqual([]);
    expect(refused).toBe(named.length * 2);
  });

  it('the same writes go through for their own community and for a national administrator', async () => {
    const before = problems.length;
    // Deletions last, so the other writes find the records they name.
    const writes = adminCalls
      .filter((call) => !isRead(call) && call.scope !== 'own' && call.scope !== 'national')
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const accepted: Record<string, number> = {};
    for (const [caller, target] of [
      [regionalA, sides.madrid],
      [regionalB, sides.andalucia],
      [national, sides.andalucia],
    ] as const) {
      for (const call of writes) {
        if (caller !== national && call.scope !== 'scoped') continue;
        const request = scopeRequest(call, target, sides);
        const response = await send(caller, call, request);
        await checkReply(caller, call, request, response);
        const status = response.statusCode;
        if (status < 300) accepted[caller.label] = (accepted[caller.label] ?? 0) + 1;
        // The bodies this file builds are valid: refusing one as invalid means the refusals
        // above were not about the scope.
        if (status === 401 || status === 403 || (request.knownBody && status === 400))
          problem(caller, call, request, `${status}: ${response.body.slice(0, 200)}`);
      }
    }
    console.log(`Matriz de ámbito, escrituras aceptadas: ${JSON.stringify(accepted)}.`);
    expect(problems.slice(before)).toEqual([]);
    expect(accepted[regionalA.label] ?? 0).toBeGreaterThanOrEqual(5);
    expect(accepted[national.label] ?? 0).toBeGreaterThanOrEqual(10);
    console.log(
      `Matriz de ámbito: ${counts.requests} peticiones; 0 fugas (${counts.leaks}), ` +
        `0 escrituras fuera (${counts.writesOutside}).`,
    );
  }, 300_000);
});
