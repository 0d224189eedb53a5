import {
  CENTRE_OPTION_MESSAGES,
  CENTRE_OPTIONS_MAX,
  centreOptionsResponseSchema,
  type CentreOption,
} from '@eval/contracts/centre-options';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { centros } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { createUser } from '../../test/app';

const t = adminTestAppPerFile();

const MADRID = { comunidades_id: 13, provincias_id_provincia: 28, municipios_id_municipio: 28079 };
const MALAGA = { comunidades_id: 1, provincias_id_provincia: 29, municipios_id_municipio: 29067 };

beforeAll(async () => {
  await t.db.insert(centros).values([
    ...Array.from({ length: 30 }, (_, i) => ({
      nombre: `IES Número ${String(i + 1).padStart(2, '0')}`,
      codigo: `28${String(100 + i).padStart(6, '0')}`,
      ...MADRID,
    })),
    {
      nombre: 'CEPA Rosalía de Castro',
      codigo: '29000777',
      cp: '29001',
      groupby: 'G2',
      ownership: 'PUBLIC' as const,
      kind: 'CEPA',
      ...MALAGA,
    },
    { nombre: 'Colegio Málaga Sur', codigo: '28999001', activo: 0, ...MADRID },
    { nombre: 'Escuela de Málaga', codigo: '28999002', ...MADRID },
  ]);
});

async function search(query: string): Promise<CentreOption[]> {
  const response = await t.app.inject({ url: `/v2/centros/search?${query}`, headers: t.auth });
  expect(response.statusCode).toBe(200);
  return centreOptionsResponseSchema.parse(response.json()).data;
}

describe('GET /v2/centros/search', () => {
  it('finds a centre by its name ignoring case and accents, with the fields a user row shows', async () => {
    const [found] = await search('search=rosalia');
    expect(found).toMatchObject({
      nombre: 'CEPA Rosalía de Castro',
      codigo: '29000777',
      municipio: 'Málaga',
      provincia: 'Málaga',
      ccaa: 'Andalucía',
      groupby: 'G2',
      titularidad: 'PUBLIC',
      cepa_fp: 'CEPA',
      cp: '29001',
      activo: 1,
    });
  });

  it('finds by code (the exact code first) and by municipality', async () => {
    const byCode = await search('search=28000105');
    expect(byCode.map((c) => c.codigo)).toEqual(['28000105']);
    const byPlace = await search('search=malaga');
    // Centres in Málaga and names containing it alike; active centres first, then by name.
    expect(byPlace.map((c) => c.nombre)).toEqual([
      'CEPA Rosalía de Castro',
      'Escuela de Málaga',
      'Colegio Málaga Sur',
    ]);
  });

  it('returns a short page, 10 unless told, at most 25', async () => {
    expect(await search('search=numero')).toHaveLength(10);
    const page = await search(`search=numero&limit=${CENTRE_OPTIONS_MAX}`);
    expect(page).toHaveLength(CENTRE_OPTIONS_MAX);
    expect(page[0]?.nombre).toBe('IES Número 01');
    const tooMany = await t.app.inject({
      url: `/v2/centros/search?search=numero&limit=${CENTRE_OPTIONS_MAX + 1}`,
      headers: t.auth,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(CENTRE_OPTION_MESSAGES.badLimit);
  });

  it('refuses a two-letter search, no search at all, and unknown parameters, in Spanish', async () => {
    const cases: [string, string][] = [
      ['search=ab', CENTRE_OPTION_MESSAGES.searchTooShort],
      ['', CENTRE_OPTION_MESSAGES.searchTooShort],
      ['search=numero&limit=abc', CENTRE_OPTION_MESSAGES.badLimit],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({ url: `/v2/centros/search?${query}`, headers: t.auth });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const unknown = await t.app.inject({
      url: '/v2/centros/search?search=ies&sql=1',
      headers: t.auth,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('a term with quotes or SQL is only text', async () => {
    expect(await search(`search=${encodeURIComponent("'; drop table centros; --")}`)).toEqual([]);
    expect(await search('search=numero')).toHaveLength(10);
  });

  it('sends a repeated search as the same bytes, and a new answer once a centre changes', async () => {
    const url = '/v2/centros/search?search=rosalia';
    const first = await t.app.inject({ url, headers: t.auth });
    const again = await t.app.inject({ url, headers: t.auth });
    expect(again.body).toBe(first.body);
    const etag = String(first.headers.etag);
    const unchanged = await t.app.inject({ url, headers: { ...t.auth, 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);

    await t.db
      .update(centros)
      .set({ nombre: 'CEPA Rosalía de Castro II' })
      .where(eq(centros.codigo, '29000777'));
    const changed = await t.app.inject({ url, headers: { ...t.auth, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(centreOptionsResponseSchema.parse(changed.json()).data[0]?.nombre).toBe(
      'CEPA Rosalía de Castro II',
    );
    await t.db
      .update(centros)
      .set({ nombre: 'CEPA Rosalía de Castro' })
      .where(eq(centros.codigo, '29000777'));
  });

  it('is for administrators only', async () => {
    const anonymous = await t.app.inject({ url: '/v2/centros/search?search=ies' });
    expect(anonymous.statusCode).toBe(401);
    const [someCentre] = await t.db.select({ id: centros.id }).from(centros).limit(1);
    const teacher = await createUser(t.db, { perfil: 2, centros_id: someCentre?.id ?? null });
    const other = await t.callAs(teacher, 'GET', '/v2/centros/search?search=ies');
    expect(other.statusCode).toBe(403);
  });
});
