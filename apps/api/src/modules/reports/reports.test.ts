import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResultsReport } from '@eval/contracts/reports';
import { centros } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { workbookOf } from '../../test/downloads';
import { buildResultsFixture, type ResultsFixture } from '../../test/results-fixture';

const t = adminTestAppPerFile();
let fx: ResultsFixture;

beforeAll(async () => {
  fx = await buildResultsFixture(t.db);
}, 180_000); // The fixture: slow on a busy machine.

const get = (url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: t.auth, query });

async function report(period: number): Promise<ResultsReport> {
  const response = await get('/v15/reports/results', { period: String(period) });
  expect(response.statusCode).toBe(200);
  return response.json().data as ResultsReport;
}

const nonZero = (r: ResultsReport) =>
  Object.fromEntries(r.communities.filter((c) => c.total > 0).map((c) => [c.id, c.total]));
const byOwnership = (r: ResultsReport) =>
  Object.fromEntries(r.ownership.map((o) => [o.name, o.total]));

async function workbook(url: string, query: Record<string, string>) {
  const response = await get(url, query);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const book = await workbookOf(response);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { response, rows };
}

describe('the results report', () => {
  it('counts finished evaluations per community and ownership, per period', async () => {
    // 2022-2023: A (Madrid, PUBLIC), B (Madrid, CONCERTED).
    const p1 = await report(fx.periods.p1);
    expect(p1.total).toBe(2);
    expect(p1.communities).toHaveLength(19);
    expect(nonZero(p1)).toEqual({ 13: 2 });
    expect(byOwnership(p1)).toEqual({
      Público: 1,
      Concertado: 1,
      Privado: 0,
      'Sin titularidad': 0,
    });
    // 2023-2024: A (Madrid, PUBLIC), C (Andalucía, PRIVATE).
    const p2 = await report(fx.periods.p2);
    expect(nonZero(p2)).toEqual({ 1: 1, 13: 1 });
    expect(byOwnership(p2)).toEqual({
      Público: 1,
      Concertado: 0,
      Privado: 1,
      'Sin titularidad': 0,
    });
    // All periods: A×2, B×2 in Madrid; C in Andalucía; D (no ownership) in Cataluña.
    const all = await report(0);
    expect(all.total).toBe(6);
    expect(nonZero(all)).toEqual({ 1: 1, 9: 1, 13: 4 });
    expect(byOwnership(all)).toEqual({
      Público: 2,
      Concertado: 2,
      Privado: 1,
      'Sin titularidad': 1,
    });
    expect(all.communities.find((c) => c.id === 13)?.name).toBe('Comunidad de Madrid');
  });

  it("gives each community its active centres, the map's participation base", async () => {
    const active = await t.db
      .select({ id: centros.comunidades_id, n: count() })
      .from(centros)
      .where(eq(centros.activo, 1))
      .groupBy(centros.comunidades_id);
    const expected = new Map(active.map((row) => [row.id, row.n]));
    const p1 = await report(fx.periods.p1);
    // The fixture's inactive centre E (Madrid) is not counted.
    expect(expected.get(13)).toBeGreaterThanOrEqual(2);
    for (const community of p1.communities) {
      expect(community.centres).toBe(expected.get(community.id) ?? 0);
    }
  });

  it('answers 404 for an unknown period and 400 for a malformed one', async () => {
    const unknown = await get('/v15/reports/results', { period: '99999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('El periodo de evaluación no existe.');
    expect((await get('/v15/reports/results', { period: 'abc' })).statusCode).toBe(400);
    expect((await get('/v15/reports/excel-results', { period: '-1' })).statusCode).toBe(400);
    expect((await get('/v15/reports/excel-results', { period: '99999' })).statusCode).toBe(404);
  });
});

describe('the results workbook', () => {
  it('has one row per centre of the period with its per-key scores', async () => {
    const { response, rows } = await workbook('/v15/reports/excel-results', {
      period: String(fx.periods.p2),
    });
    expect(response.headers['content-disposition']).toContain('resultados-2023-2024.xlsx');
    const [header, ...data] = rows;
    expect(header?.slice(0, 9)).toEqual([
      'Código',
      'Centro',
      'Comunidad autónoma',
      'Provincia',
      'Municipio',
      'Titularidad',
      'Periodo',
      'Fecha de finalización',
      'Puntuación global',
    ]);
    expect(header).toHaveLength(9 + fx.keyIds.length);
    expect(data.map((r) => r[0])).toEqual(['FIX-A', 'FIX-C']);
    const a = data[0] ?? [];
    // A in 2023-2024: K1 worst (0), every other key best (100): overall (0 + 9×100)/10 = 90.
    expect(a[5]).toBe('Público');
    expect(a[8]).toBe(90);
    expect(a[9]).toBe(0);
    expect(a.slice(10)).toEqual(Array(fx.keyIds.length - 1).fill(100));
    // a date cell (the day in Spain, at midnight UTC as a spreadsheet holds a day)
    expect(a[7]).toBeInstanceOf(Date);
    expect((a[7] as Date).getUTCHours()).toBe(0);
  });

  it('lists every finished evaluation for all periods, formulas neutralised', async () => {
    const { response, rows } = await workbook('/v15/reports/excel-results', { period: '0' });
    expect(response.headers['content-disposition']).toContain('resultados-todos-los-periodos.xlsx');
    const data = rows.slice(1);
    expect(data).toHaveLength(6);
    const d = data.find((r) => String(r[0]).includes('FIX-D'));
    expect(d?.[0]).toBe("'=FIX-D");
    expect(d?.[1]).toBe('\'=HYPERLINK("http://example.com")');
    expect(d?.[5]).toBe('Sin titularidad');
  });
});

describe('the answers workbook', () => {
  it('has the started evaluations of the filtered centres, one question per column', async () => {
    const { response, rows } = await workbook('/v15/reports/answers', {
      period: String(fx.periods.p1),
      filter: JSON.stringify({ comunidad: 13 }),
    });
    expect(response.headers['content-disposition']).toContain('respuestas-2022-2023.xlsx');
    const [header, ...data] = rows;
    expect(header?.slice(0, 4)).toEqual(['Código', 'Centro', 'Periodo', 'Estado']);
    expect(header).toHaveLength(4 + fx.questions.length);
    expect(data.map((r) => [r[0], r[3]])).toEqual([
      ['FIX-A', 'Completada'],
      ['FIX-B', 'Completada'],
    ]);
    // B answered "worst": the 0-valued option, and multiple-choice questions not applicable.
    const b = data[1] ?? [];
    fx.questions.forEach((q, index) => {
      const cell = b[4 + index];
      if (q.codigo === 'MULTIPLE') expect(cell).toBe('NO PROCEDE');
      else expect(typeof cell === 'string' && cell.length > 0).toBe(true);
    });
  });

  it('includes evaluations started but not finished, and every period for 0', async () => {
    const { rows } = await workbook('/v15/reports/answers', { period: '0' });
    // 9 evaluations were started over the three periods.
    expect(rows.slice(1)).toHaveLength(9);
    const c1 = rows.find((r) => r[0] === 'FIX-C' && r[2] === '2022-2023');
    expect(c1?.[3]).toBe('No terminada');
  });
});
