import { BULK_MESSAGES } from '@eval/contracts/bulk-actions';
import { CENTRE_IMPORT_MESSAGES } from '@eval/contracts/centre-import';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import {
  MASS_UPLOAD_MESSAGES,
  type MassUploadPreview,
  type MassUploadResult,
} from '@eval/contracts/users';
import type { CentreImportPreview } from '@eval/contracts/centre-import';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cargos, centros, comunidades, users } from '../../db/schema/index';
import { mailTestAppPerFile } from '../admin-app';
import { bearer, createUser, tokenFor, type TestUser } from '../app';
import { csvLines, workbookOf } from '../downloads';
import { expectRefused } from '../replies';
import { messageProblem } from './route-table';
import { MADRID, MALAGA, q, scopeFixture, type ScopeWorld } from '../scope-fixture';
import { must } from '../user-helpers';

/**
 * Bulk actions, imports, the mass upload and the downloads as a scoped administrator
 * (docs/security.md "Scope"): inside the scope they work; a selection or a row reaching
 * outside is refused and changes nothing; what is counted or exported holds nothing from
 * outside; a read-only administrator writes nothing.
 */
const t = mailTestAppPerFile();
const { world, insertCentre, as, send } = scopeFixture(t);
let madrid: ScopeWorld['madrid'];
let malaga: ScopeWorld['malaga'];
let madrileño: TestUser;
let malagueña: TestUser;
let ofMadrid: TestUser;
let readOnly: TestUser;
let madridName: string;
let andaluciaName: string;

beforeAll(async () => {
  ({ madrid, malaga, madrileño, malagueña, ofMadrid, readOnly } = world);
  const names = await t.db.select().from(comunidades);
  madridName = must(names.find((c) => c.id === MADRID.comunidades_id)).nombre;
  andaluciaName = must(names.find((c) => c.id === MALAGA.comunidades_id)).nombre;
});

const activoOf = async (id: number) =>
  must((await t.db.select().from(centros).where(eq(centros.id, id)))[0]).activo;
const userOf = async (id: number) =>
  must((await t.db.select().from(users).where(eq(users.id, id)))[0]);
/** Audit lines of the bulk action written for `entityId`. */
const bulkLinesOf = (action: string, entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(entityId))));
const countOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { count: number } }>().data.count;
};
/** The cells of column `header` of a CSV download (every text cell quoted). */
function csvColumn(response: LightMyRequestResponse, header: string): string[] {
  expect(response.statusCode).toBe(200);
  const [head = [], ...rows] = csvLines(response).map((line) => line.split(';'));
  const cells = head.map((cell) => cell.replace(/^"|"$/g, ''));
  const index = cells.indexOf(header);
  expect(index).toBeGreaterThanOrEqual(0);
  return rows.map((row) => (row[index] ?? '').replace(/^"|"$/g, ''));
}
/** The cells of column `header` of an .xlsx download's first sheet. */
async function xlsxColumn(response: LightMyRequestResponse, header: string): Promise<string[]> {
  expect(response.statusCode).toBe(200);
  const sheet = must((await workbookOf(response)).worksheets[0]);
  const heads = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const index = heads.indexOf(header);
  expect(index).toBeGreaterThan(0);
  const out: string[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) out.push(String(row.getCell(index).value ?? ''));
  });
  return out;
}
const madridCentreCount = async (activeOnly = false) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(centros)
    .where(
      and(
        eq(centros.comunidades_id, MADRID.comunidades_id),
        activeOnly ? eq(centros.activo, 1) : undefined,
      ),
    );
  return must(row).n;
};

describe('BBDD Centros bulk actions as Madrid’s administrator', () => {
  const count = (user: TestUser, selection: object) =>
    as(user, 'GET', `/v2/centros/bulk/count?selection=${q(selection)}`);

  it('counts within the scope; a selection naming a centre outside is refused', async () => {
    expect(countOf(await count(ofMadrid, { ids: [madrid.id] }))).toBe(1);
    expect(countOf(await count(ofMadrid, { filter: {}, except: [] }))).toBe(
      await madridCentreCount(),
    );
    // A filter for another community reads nothing of it.
    const elsewhere = { filter: { comunidades_id: MALAGA.comunidades_id }, except: [] };
    expect(countOf(await count(ofMadrid, elsewhere))).toBe(0);
    expectRefused(
      await count(ofMadrid, { ids: [madrid.id, malaga.id] }),
      403,
      BULK_MESSAGES.centresOutOfScope,
    );
    // The national figure is the whole programme's.
    expect(countOf(await t.call('GET', `/v2/centros/bulk/count?selection=${q(elsewhere)}`))).toBe(
      countOf(await count(world.ofMalaga, { filter: {}, except: [] })),
    );
  });

  it('changes centres inside; a selection reaching outside changes nothing', async () => {
    const own = await insertCentre(MADRID);
    const refused = await send(ofMadrid, 'POST', '/v2/centros/bulk', {
      action: 'deactivate',
      selection: { ids: [own.id, malaga.id] },
    });
    expectRefused(refused, 403, BULK_MESSAGES.centresOutOfScope);
    expect(await activoOf(own.id)).toBe(1);
    expect(await activoOf(malaga.id)).toBe(1);
    expect(await bulkLinesOf('POST /v2/centros/bulk', own.id)).toEqual([]);

    const done = await send(ofMadrid, 'POST', '/v2/centros/bulk', {
      action: 'deactivate',
      selection: { ids: [own.id] },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ data: { selected: 1, changed: 1 } });
    expect(await activoOf(own.id)).toBe(0);
    const [line] = await bulkLinesOf('POST /v2/centros/bulk', own.id);
    expect(line?.actor_ambito).toEqual([MADRID.comunidades_id]);

    // "Every centre of the filter" is every centre of the scope's: Málaga's stays active.
    const all = await send(ofMadrid, 'POST', '/v2/centros/bulk', {
      action: 'activate',
      selection: { filter: {}, except: [] },
    });
    expect(all.statusCode).toBe(200);
    expect(all.json<{ data: { selected: number } }>().data.selected).toBe(
      await madridCentreCount(),
    );
    expect(await bulkLinesOf('POST /v2/centros/bulk', malaga.id)).toEqual([]);
    // Put the fixture's inactive centre back as it was.
    await t.db.update(centros).set({ activo: 0 }).where(eq(centros.id, world.madridInactive.id));
  });

  it('exports only centres of the scope, in CSV and Excel; ids outside are refused', async () => {
    const everything = { filter: {}, except: [] };
    for (const format of ['csv', 'xlsx'] as const) {
      const response = await send(ofMadrid, 'POST', '/v2/centros/bulk/export', {
        selection: everything,
        format,
      });
      const communities =
        format === 'csv'
          ? csvColumn(response, 'Comunidad autónoma')
          : await xlsxColumn(response, 'Comunidad autónoma');
      expect(communities).toHaveLength(await madridCentreCount());
      expect(new Set(communities)).toEqual(new Set([madridName]));
      const codes =
        format === 'csv' ? csvColumn(response, 'Código') : await xlsxColumn(response, 'Código');
      expect(codes).toContain(madrid.codigo);
      expect(codes).not.toContain(malaga.codigo);
    }
    expectRefused(
      await send(ofMadrid, 'POST', '/v2/centros/bulk/export', {
        selection: { ids: [malaga.id] },
        format: 'csv',
      }),
      403,
      BULK_MESSAGES.centresOutOfScope,
    );
  });
});

describe('GET /v2/centers/download-centers as Madrid’s administrator', () => {
  it('downloads only the active centres of the scope, in CSV and Excel', async () => {
    const url = (format: string, filter: object = {}) =>
      `/v2/centers/download-centers?format=${format}&filter=${q(filter)}`;
    const csv = await as(ofMadrid, 'GET', url('csv'));
    expect(new Set(csvColumn(csv, 'Comunidad autónoma'))).toEqual(new Set([madridName]));
    expect(csvColumn(csv, 'Código')).toHaveLength(await madridCentreCount(true));
    expect(csvColumn(csv, 'Código')).toContain(madrid.codigo);
    const xlsx = await as(ofMadrid, 'GET', url('xlsx'));
    expect(new Set(await xlsxColumn(xlsx, 'Comunidad autónoma'))).toEqual(new Set([madridName]));
    // Asking for another community's centres gives none of them.
    const other = await as(ofMadrid, 'GET', url('csv', { comunidad: MALAGA.comunidades_id }));
    expect(other.statusCode).toBe(200);
    expect(csvColumn(other, 'Código')).toEqual([]);
    // A national administrator downloads both communities.
    const national = csvColumn(await t.call('GET', url('csv')), 'Código');
    expect(national).toEqual(expect.arrayContaining([madrid.codigo, malaga.codigo]));
  });
});

describe('Gestión de usuarios bulk actions as Madrid’s administrator', () => {
  const count = (user: TestUser, selection: object) =>
    as(user, 'GET', `/v1/users/bulk/count?selection=${q(selection)}`);

  it('counts what the users list shows; naming someone out of reach is refused', async () => {
    expect(countOf(await count(ofMadrid, { ids: [madrileño.id] }))).toBe(1);
    const listed = await as(
      ofMadrid,
      'GET',
      `/v1/users?setup=${q({ size: 1, page: 0 })}&filter=${q({})}`,
    );
    expect(countOf(await count(ofMadrid, { filter: {}, except: [] }))).toBe(
      listed.json<{ count: number }>().count,
    );
    for (const outside of [malagueña.id, t.admin.id])
      expectRefused(
        await count(ofMadrid, { ids: [madrileño.id, outside] }),
        403,
        BULK_MESSAGES.usersOutOfScope,
      );
  });

  it('changes people inside; a selection reaching outside changes nothing', async () => {
    const teacher = await createUser(t.db, { perfil: 2, centros_id: madrid.id });
    // An administrator with a centre in Madrid is still out of a scoped one's reach.
    const adminOfMadridCentre = await createUser(t.db, { perfil: 0, centros_id: madrid.id });
    for (const outside of [malagueña, adminOfMadridCentre]) {
      const refused = await send(ofMadrid, 'POST', '/v1/users/bulk', {
        action: 'deactivate',
        selection: { ids: [teacher.id, outside.id] },
      });
      expectRefused(refused, 403, BULK_MESSAGES.usersOutOfScope);
      expect((await userOf(teacher.id)).activo).toBe(1);
      expect((await userOf(outside.id)).activo).toBe(1);
    }
    expect(await bulkLinesOf('POST /v1/users/bulk', teacher.id)).toEqual([]);

    const done = await send(ofMadrid, 'POST', '/v1/users/bulk', {
      action: 'deactivate',
      selection: { ids: [teacher.id] },
    });
    expect(done.statusCode).toBe(200);
    expect((await userOf(teacher.id)).activo).toBe(0);
    const [line] = await bulkLinesOf('POST /v1/users/bulk', teacher.id);
    expect(line?.actor_ambito).toEqual([MADRID.comunidades_id]);

    // Giving the administrator profile is national (a new administrator would be national).
    const promoted = await send(ofMadrid, 'POST', '/v1/users/bulk', {
      action: 'setProfile',
      perfil: 0,
      selection: { ids: [teacher.id] },
    });
    expectRefused(promoted, 403, COMMON_MESSAGES.nationalOnly);
    expect((await userOf(teacher.id)).perfil).toBe(2);
  });

  it('a filter reaches only the people of the scope', async () => {
    const [cargo] = await t.db.select({ id: cargos.id }).from(cargos).limit(1);
    const cargoId = must(cargo).id;
    const done = await send(ofMadrid, 'POST', '/v1/users/bulk', {
      action: 'setCargo',
      cargos_id: cargoId,
      selection: { filter: { search: 'Madrileño' }, except: [] },
    });
    expect(done.statusCode).toBe(200);
    expect((await userOf(madrileño.id)).cargos_id).toBe(cargoId);
    // The same search as Madrid's administrator does not reach Málaga's teacher.
    const elsewhere = await send(ofMadrid, 'POST', '/v1/users/bulk', {
      action: 'setCargo',
      cargos_id: cargoId,
      selection: { filter: { search: 'Malagueña' }, except: [] },
    });
    expectRefused(elsewhere, 400, BULK_MESSAGES.emptySelection);
    expect((await userOf(malagueña.id)).cargos_id).toBeNull();
  });
});

describe('GET /v1/users/export as Madrid’s administrator', () => {
  it('exports only the people in scope, in CSV and Excel', async () => {
    const url = (format: string) => `/v1/users/export?format=${format}&filter=${q({})}`;
    const csv = await as(ofMadrid, 'GET', url('csv'));
    const csvIds = csvColumn(csv, 'Id').map(Number);
    const xlsxIds = (await xlsxColumn(await as(ofMadrid, 'GET', url('xlsx')), 'Id')).map(Number);
    for (const exported of [csvIds, xlsxIds]) {
      expect(exported).toEqual(expect.arrayContaining([madrileño.id, ofMadrid.id]));
      expect(exported).not.toContain(malagueña.id);
      expect(exported).not.toContain(t.admin.id);
    }
    // Everyone but the administrator themself is of a centre in Madrid.
    const inScope = await t.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(centros, eq(centros.id, users.centros_id))
      .where(
        and(
          inArray(users.id, csvIds),
          eq(centros.comunidades_id, MADRID.comunidades_id),
          eq(users.activo, 1),
        ),
      );
    expect(inScope.length).toBe(csvIds.length - 1);
    expect(new Set(csvColumn(csv, 'Comunidad autónoma'))).toEqual(new Set([madridName, '']));
  });
});

describe('the centre register import as Madrid’s administrator', () => {
  const HEADER = 'Código;Nombre;Comunidad;Provincia;Municipio;Activo';
  const file = (...lines: string[]) => `\ufeff${HEADER}\r\n${lines.join('\r\n')}\r\n`;
  const upload = (user: TestUser, url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(tokenFor(t.app, user)), 'content-type': 'text/csv' },
      payload,
    });
  const byCode = (codigo: string) => t.db.select().from(centros).where(eq(centros.codigo, codigo));

  it('refuses rows outside the scope with their reason; the rest as for everyone', async () => {
    const rows = file(
      'AMB-IMP-1;IES Dentro;13;28;28079;1',
      'AMB-IMP-2;IES Fuera;1;29;29067;1',
      `${malaga.codigo};Traído a Madrid;13;28;28079;1`,
    );
    const preview = await upload(ofMadrid, '/v2/centros/import/preview', rows);
    expect(preview.statusCode).toBe(200);
    const { counts, rows: outcomes } = preview.json<{ data: CentreImportPreview }>().data;
    expect(counts).toMatchObject({ total: 3, new: 1, error: 2 });
    const byLine = new Map(outcomes.map((row) => [row.line, row]));
    expect(byLine.get(3)?.reasons).toEqual([
      CENTRE_IMPORT_MESSAGES.communityOutOfScope(andaluciaName),
    ]);
    expect(byLine.get(4)?.reasons).toEqual([
      CENTRE_IMPORT_MESSAGES.storedOutOfScope(andaluciaName),
    ]);

    // All or nothing, as with any faulty row: nothing is written.
    const refused = await upload(ofMadrid, '/v2/centros/import', rows);
    expectRefused(refused, 400, CENTRE_IMPORT_MESSAGES.hasErrors(2));
    expect(await byCode('AMB-IMP-1')).toEqual([]);
    expect(await byCode('AMB-IMP-2')).toEqual([]);
    expect(must((await byCode(malaga.codigo))[0]).comunidades_id).toBe(MALAGA.comunidades_id);

    const inside = await upload(ofMadrid, '/v2/centros/import', file(rows.split('\r\n')[1] ?? ''));
    expect(inside.statusCode).toBe(201);
    const [created] = await byCode('AMB-IMP-1');
    expect(created?.comunidades_id).toBe(MADRID.comunidades_id);
    const [line] = await bulkLinesOf('IMPORT /v2/centros/import', must(created).id);
    expect(line?.actor_ambito).toEqual([MADRID.comunidades_id]);

    // A national administrator imports anywhere.
    const national = await t.app.inject({
      method: 'POST',
      url: '/v2/centros/import/preview',
      headers: { ...t.auth, 'content-type': 'text/csv' },
      payload: rows,
    });
    expect(national.json<{ data: CentreImportPreview }>().data.counts.error).toBe(0);
  });
});

describe('the mass upload of users as Madrid’s administrator', () => {
  const row = (line: number, email: string, codigocentro: string, tipo = '2') => ({
    line,
    nombre: 'Masiva',
    apellidos: 'Ámbito',
    email,
    tipo,
    codigocentro,
    grupo: '',
  });

  it('refuses rows of centres outside, people outside and administrators; creates the rest', async () => {
    const rows = [
      row(2, 'dentro@masiva-ambito.example', madrid.codigo),
      row(3, 'fuera@masiva-ambito.example', malaga.codigo),
      row(4, 'admin@masiva-ambito.example', madrid.codigo, '0'),
    ];
    const preview = await send(ofMadrid, 'POST', '/v1/auth/massive/preview', rows);
    expect(preview.statusCode).toBe(200);
    const outcomes = preview.json<{ data: MassUploadPreview }>().data.rows;
    const reasonsOf = (line: number) => outcomes.find((r) => r.line === line)?.reasons;
    expect(reasonsOf(3)).toEqual([MASS_UPLOAD_MESSAGES.centreOutOfScope(malaga.codigo)]);
    expect(reasonsOf(4)).toEqual([MASS_UPLOAD_MESSAGES.adminNotAllowed]);

    const uploaded = await send(ofMadrid, 'POST', '/v1/auth/massive', rows);
    expect(uploaded.statusCode).toBe(201);
    const result = uploaded.json<{ data: MassUploadResult }>().data;
    expect(result.created).toBe(1);
    expect(result.rejected.map((r) => r.line)).toEqual([3, 4]);
    const created = await t.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.email} like '%@masiva-ambito.example'`);
    expect(created).toEqual([{ email: 'dentro@masiva-ambito.example' }]);
  });

  it('with update, changes only people of the scope', async () => {
    const rows = [
      { ...row(2, madrileño.email, madrid.codigo), nombre: 'Madrileño' },
      { ...row(3, malagueña.email, madrid.codigo), nombre: 'Traída' },
    ];
    const uploaded = await send(ofMadrid, 'POST', '/v1/auth/massive?update=true', rows);
    expect(uploaded.statusCode).toBe(200);
    const result = uploaded.json<{ data: MassUploadResult }>().data;
    expect(result.rejected).toEqual([
      { line: 3, email: malagueña.email, reasons: [MASS_UPLOAD_MESSAGES.userOutOfScope] },
    ]);
    expect(await userOf(malagueña.id)).toMatchObject({
      centros_id: malaga.id,
      nombre: 'Malagueña',
    });
  });
});

describe('a national administrator who only reads', () => {
  it('counts and downloads, and every bulk action, import and upload is refused', async () => {
    expect(
      countOf(
        await as(readOnly, 'GET', `/v2/centros/bulk/count?selection=${q({ ids: [malaga.id] })}`),
      ),
    ).toBe(1);
    expect(
      countOf(
        await as(readOnly, 'GET', `/v1/users/bulk/count?selection=${q({ ids: [malagueña.id] })}`),
      ),
    ).toBe(1);
    expect((await as(readOnly, 'GET', '/v1/users/export?format=csv')).statusCode).toBe(200);
    expect((await as(readOnly, 'GET', '/v2/centers/download-centers?format=csv')).statusCode).toBe(
      200,
    );
    const writes: [string, object][] = [
      ['/v2/centros/bulk', { action: 'deactivate', selection: { ids: [malaga.id] } }],
      ['/v1/users/bulk', { action: 'deactivate', selection: { ids: [malagueña.id] } }],
      ['/v1/auth/massive', [row(2, 'solo-lectura@masiva-ambito.example', malaga.codigo)]],
    ];
    for (const [url, payload] of writes)
      expectRefused(await send(readOnly, 'POST', url, payload), 403, COMMON_MESSAGES.readOnly);
    const importing = await t.app.inject({
      method: 'POST',
      url: '/v2/centros/import',
      headers: { ...bearer(tokenFor(t.app, readOnly)), 'content-type': 'text/csv' },
      payload: 'Código;Nombre;Comunidad;Provincia;Municipio\r\nAMB-RO;IES;1;29;29067\r\n',
    });
    expectRefused(importing, 403, COMMON_MESSAGES.readOnly);
    expect(await activoOf(malaga.id)).toBe(1);
    expect((await userOf(malagueña.id)).activo).toBe(1);
    expect(await t.db.select().from(centros).where(eq(centros.codigo, 'AMB-RO'))).toEqual([]);
  });

  function row(line: number, email: string, codigocentro: string) {
    return { line, nombre: 'N', apellidos: 'A', email, tipo: '2', codigocentro, grupo: '' };
  }
});

it('words every refusal of a scope in Spanish', () => {
  const messages = [
    BULK_MESSAGES.centresOutOfScope,
    BULK_MESSAGES.usersOutOfScope,
    CENTRE_IMPORT_MESSAGES.communityOutOfScope('Andalucía'),
    CENTRE_IMPORT_MESSAGES.storedOutOfScope('Andalucía'),
    MASS_UPLOAD_MESSAGES.centreOutOfScope('AMB-1'),
    MASS_UPLOAD_MESSAGES.userOutOfScope,
  ];
  expect(messages.map(messageProblem)).toEqual(messages.map(() => null));
});
