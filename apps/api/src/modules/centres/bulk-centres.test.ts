import { and, eq, inArray } from 'drizzle-orm';
import { BULK_MESSAGES, type BulkRefusalDetails } from '@eval/contracts/bulk-actions';
import { describe, expect, it } from 'vitest';
import { auditLog, centros } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { csvLines, workbookOf } from '../../test/downloads';
import { createCentre } from '../../test/user-helpers';

const t = adminTestAppPerFile();

async function centres(nombre: string, n: number) {
  const created: { id: number; codigo: string }[] = [];
  for (let i = 0; i < n; i += 1)
    created.push(await createCentre(t.db, { nombre: `${nombre} ${i}` }));
  return created;
}
const ids = (list: { id: number }[]) => list.map((c) => c.id);
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.auth, payload });
const activeFlags = async (list: { id: number }[]) =>
  (
    await t.db
      .select({ activo: centros.activo })
      .from(centros)
      .where(inArray(centros.id, ids(list)))
      .orderBy(centros.id)
  ).map((row) => row.activo);

describe('centre bulk actions', () => {
  it('counts a filter selection and deactivates it across pages, one audit line per centre', async () => {
    const group = await centres('Colegio Masivo', 6);
    const selection = { filter: { search: 'colegio masivo' }, except: [group[5]?.id] };
    const counted = await t.app.inject({
      method: 'GET',
      url: `/v2/centros/bulk/count?selection=${encodeURIComponent(JSON.stringify(selection))}`,
      headers: t.auth,
    });
    expect(counted.json()).toEqual({ data: { count: 5 } });
    const res = await post('/v2/centros/bulk', { action: 'deactivate', selection });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { selected: 5, changed: 5, unchanged: 0 } });
    expect(await activeFlags(group)).toEqual([0, 0, 0, 0, 0, 1]);
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'POST /v2/centros/bulk'), eq(auditLog.entity, 'centros')));
    expect(lines).toHaveLength(5);
    expect((lines[0]?.before as { activo: number }).activo).toBe(1);
    expect((lines[0]?.after as { activo: number }).activo).toBe(0);

    const again = await post('/v2/centros/bulk', {
      action: 'activate',
      selection: { ids: ids(group) },
    });
    expect(again.json()).toEqual({ data: { selected: 6, changed: 5, unchanged: 1 } });
    expect(await activeFlags(group)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('refuses the whole action when a selected centre does not exist', async () => {
    const group = await centres('Instituto Ausente', 2);
    const res = await post('/v2/centros/bulk', {
      action: 'deactivate',
      selection: { ids: [...ids(group), 876_543] },
    });
    expect(res.statusCode).toBe(409);
    const { error } = res.json() as { error: { message: string; details: BulkRefusalDetails } };
    expect(error.message).toBe(BULK_MESSAGES.refused(1, 3));
    expect(error.details.refused).toEqual([
      { id: 876_543, label: '#876543', reasons: [BULK_MESSAGES.centreMissing] },
    ]);
    expect(await activeFlags(group)).toEqual([1, 1]);
  });

  it('exports the selection as CSV and Excel, formulas neutralised, inactive ones included', async () => {
    const [formula] = await centres('=HYPERLINK("http://x") Exportable', 1);
    const group = await centres('Escuela Exportable', 2);
    await post('/v2/centros/bulk', {
      action: 'deactivate',
      selection: { ids: ids(group).slice(0, 1) },
    });
    const csv = await post('/v2/centros/bulk/export', {
      format: 'csv',
      selection: { filter: { search: 'exportable' }, except: [] },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('centros.csv');
    const lines = csvLines(csv);
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.includes(`'=HYPERLINK`))).toBe(true);

    const xlsx = await post('/v2/centros/bulk/export', {
      format: 'xlsx',
      selection: { ids: [formula?.id, ...ids(group)] },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = await workbookOf(xlsx);
    expect(book.worksheets[0]?.rowCount).toBe(4);
  });

  it('answers a Spanish 400 to an unknown action or filter field', async () => {
    const res = await post('/v2/centros/bulk', { action: 'delete', selection: { ids: [1] } });
    expect(res.statusCode).toBe(400);
    const bad = await post('/v2/centros/bulk/export', { selection: { filter: { x: 1 } } });
    expect(bad.statusCode).toBe(400);
  });
});
