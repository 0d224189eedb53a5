import { ADMIN_PROFILE } from '@eval/contracts/common';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { seedDemo } from '../../seed/demo';
import { auditLog } from '../../db/schema/index';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../app';
import type { AuditContext } from './audit-case';
import { accountAndPlaceCases, periodAndSettingsCases } from './audit-cases-admin';
import { catalogueCases } from './audit-cases-catalogue';
import { changedTables, fingerprinter } from './fingerprint';
import { routeName } from './route-table';

/**
 * The audit log never recorded `before`, and wrote its line after the change
 * had committed. Every administrator route that edits or deletes is called twice: first with the
 * audit insert made to fail — the change must roll back with it (same transaction) — then
 * normally — the line must hold the row as it was, without password hashes. The list of cases
 * is checked against the route table, so a new edit or delete route needs its case here.
 */
let t: TestApp;
let token: string;
let fingerprint: () => Promise<string>;
const results: string[] = [];

/** PUT routes the specification uses for creations (spec §7), recorded after their commit. */
const CREATIONS = new Set(['PUT /v2/centros', 'PUT /v4/cargos']);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { centres: 2, years: 1 });
  token = tokenFor(t.app, await createUser(t.db, { perfil: ADMIN_PROFILE }));
  fingerprint = await fingerprinter(t.db);
  // Stands for any failure of the audit insert (disk full, a lost connection): off until asked.
  await t.db.execute(sql`create function audit_insert_fails() returns trigger language plpgsql as
    $$ begin raise exception 'audit insert refused by the test'; end $$`);
  await t.db.execute(sql`create trigger audit_insert_fails before insert on audit_log
    for each row execute function audit_insert_fails()`);
  await t.db.execute(sql`alter table audit_log disable trigger audit_insert_fails`);
}, 600_000);
afterAll(async () => {
  console.log(`Auditoría con «before»: ${results.length} rutas.`);
  await t?.close();
});

async function api(method: string, url: string, payload?: object) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  return response;
}

/** Creates something through the API and returns its id. */
async function create(method: string, url: string, payload: object): Promise<number> {
  const response = await api(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ data: { id: number } }>().data.id;
}

/** The database is read when a case is prepared, after `beforeAll` built the app. */
const context: AuditContext = {
  get db() {
    return t.db;
  },
  api,
  create,
};

/** In the order they run: a case may use what an earlier one of its file created. */
const cases = [
  ...accountAndPlaceCases(context),
  ...catalogueCases(context),
  ...periodAndSettingsCases(context),
];

const methodOf = (route: string) => route.split(' ')[0] ?? 'GET';

async function failingAudit(on: boolean): Promise<void> {
  await t.db.execute(
    on
      ? sql`alter table audit_log enable trigger audit_insert_fails`
      : sql`alter table audit_log disable trigger audit_insert_fails`,
  );
}

describe('the audit log keeps the row before every edit and deletion', () => {
  it('has a case for every administrator route that edits or deletes', () => {
    const editsAndDeletes = t.app.routeAccess
      .filter(
        (route) => route.access === 'admin' && ['PUT', 'PATCH', 'DELETE'].includes(route.method),
      )
      .map(routeName)
      .filter((name) => !CREATIONS.has(name));
    const covered = new Set(cases.map((c) => c.route));
    expect(editsAndDeletes.filter((name) => !covered.has(name))).toEqual([]);
  });

  it('rolls the change back with a failed audit line, and records `before` when it succeeds', async () => {
    const problems: string[] = [];
    for (const auditCase of cases) {
      const call = await auditCase.prepare();
      const method = methodOf(auditCase.route);

      const untouched = await fingerprint();
      await failingAudit(true);
      const failed = await api(method, call.url, call.payload).finally(() => failingAudit(false));
      const after = await fingerprint();
      if (failed.statusCode < 500 || after !== untouched)
        problems.push(
          `${auditCase.route}: con el registro de auditoría fallando respondió ${failed.statusCode}` +
            ` y cambió ${changedTables(untouched, after).join(', ') || 'nada'}`,
        );

      const response = await api(method, call.url, call.payload);
      expect(response.statusCode, `${auditCase.route}: ${response.body}`).toBeLessThan(300);
      const [line] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, auditCase.route))
        .orderBy(desc(auditLog.id))
        .limit(1);
      try {
        expect(line?.before).toMatchObject(call.before);
      } catch {
        problems.push(`${auditCase.route}: before ${JSON.stringify(line?.before)}`);
      }
      const recorded = JSON.stringify([line?.before, line?.after]);
      if (/\$argon2|password_hash|Secreta-123/.test(recorded))
        problems.push(`${auditCase.route}: un secreto en el registro: ${recorded.slice(0, 200)}`);
      results.push(auditCase.route);
    }
    expect(problems).toEqual([]);
  });

  it('keeps one line per change: none is written again after the commit', async () => {
    const rows = await queryRows<{ action: string; n: number }>(
      t.db,
      sql`select action, count(*)::int as n from audit_log group by action`,
    );
    const lines = new Map(rows.map((row) => [row.action, row.n]));
    for (const { route } of cases) {
      // The column's visibility was also saved once while preparing its case.
      expect([route, lines.get(route)]).toEqual([
        route,
        route.includes('fields-visibility') ? 2 : 1,
      ]);
    }
  });
});
