import type { Centre } from '@eval/contracts/centres';
import { beforeAll, describe, expect, it } from 'vitest';
import { centros } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';

const t = adminTestAppPerFile();

const MADRID = { comunidades_id: 13, provincias_id_provincia: 28, municipios_id_municipio: 28079 };
const MALAGA = { comunidades_id: 1, provincias_id_provincia: 29, municipios_id_municipio: 29067 };

const q = (name: string, value: object) => `${name}=${encodeURIComponent(JSON.stringify(value))}`;
/** The codes of a page, and its total. */
async function page(filter: object, setup: object): Promise<{ codes: string[]; count: number }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/centros?${q('filter', filter)}&${q('setup', setup)}`,
    headers: t.auth,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: Centre[]; count: number };
  return { codes: body.data.map((c) => c.codigo), count: body.count };
}
const byCode = { size: 10, page: 0, order: { field: 'codigo', direction: 'asc' } };

// The page and count statements are compiled once per shape (which filters, order, page size)
// and run with each request's values: requests of one shape must still get their own rows.
describe('GET /v2/centros: one statement per shape, each request with its own values', () => {
  beforeAll(async () => {
    await t.db.insert(centros).values([
      { nombre: 'Ensayo Quetzal A', codigo: 'SHAPE-1', ...MADRID },
      { nombre: 'Ensayo Quetzal B', codigo: 'SHAPE-2', ...MADRID, activo: 0 },
      { nombre: 'Ensayo Ornitorrinco C', codigo: 'SHAPE-3', ...MALAGA },
      { nombre: 'Ensayo Ornitorrinco D', codigo: 'SHAPE-4', ...MALAGA },
    ]);
  });

  it('gives two communities of the same shape their own centres and totals', async () => {
    expect(await page({ search: 'ensayo', comunidades_id: 13 }, byCode)).toEqual({
      codes: ['SHAPE-1', 'SHAPE-2'],
      count: 2,
    });
    expect(await page({ search: 'ensayo', comunidades_id: 1 }, byCode)).toEqual({
      codes: ['SHAPE-3', 'SHAPE-4'],
      count: 2,
    });
    // One more filter is another shape.
    expect(await page({ search: 'ensayo', comunidades_id: 13, actives: true }, byCode)).toEqual({
      codes: ['SHAPE-1'],
      count: 1,
    });
  });

  it('gives two search terms of the same shape their own centres', async () => {
    expect(await page({ search: 'quetzal' }, byCode)).toEqual({
      codes: ['SHAPE-1', 'SHAPE-2'],
      count: 2,
    });
    expect(await page({ search: 'ornitorrinco' }, byCode)).toEqual({
      codes: ['SHAPE-3', 'SHAPE-4'],
      count: 2,
    });
  });

  it('gives each page of one shape its own rows, in the order asked', async () => {
    const filter = { search: 'ensayo', comunidades_id: 1 };
    const one = { ...byCode, size: 1 };
    expect(await page(filter, one)).toEqual({ codes: ['SHAPE-3'], count: 2 });
    expect(await page(filter, { ...one, page: 1 })).toEqual({ codes: ['SHAPE-4'], count: 2 });
    const down = { ...byCode, order: { field: 'codigo', direction: 'desc' } };
    expect(await page({ search: 'ensayo' }, down)).toEqual({
      codes: ['SHAPE-4', 'SHAPE-3', 'SHAPE-2', 'SHAPE-1'],
      count: 4,
    });
  });
});
