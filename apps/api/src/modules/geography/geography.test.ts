import { GEOGRAPHY_MESSAGES } from '@eval/contracts/geography';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centros, municipios, provincias } from '../../db/schema/index';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { expectRefused } from '../../test/replies';

let t: TestApp;
let admin: { authorization: string };
let coordinator: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  coordinator = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 1 })));
});
afterAll(() => t?.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: admin, payload });
const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
const province = (id_provincia: number, provincia: string, comunidad_id: number) => ({
  id_provincia,
  provincia,
  comunidad_id,
});
const municipality = (
  id_municipio: number,
  nombre: string,
  id_provincia: number,
  comunidad_id: number,
) => ({ id_municipio, nombre, id_provincia, comunidad_id });

describe('reading the geography of Spain', () => {
  it('lists the 19 communities, the 52 provinces and every municipality', async () => {
    const communities = await get('/v5/comunidades');
    expect(communities.statusCode).toBe(200);
    expect(communities.json().data).toHaveLength(19);
    expect(communities.json().data).toContainEqual({ id: 13, nombre: 'Comunidad de Madrid' });
    const provinces = await get('/v5/provincia');
    expect(provinces.json().data).toHaveLength(52);
    const all = await get('/v6/municipios');
    expect(all.json().data.length).toBeGreaterThan(8000);
  });

  it('narrows provinces by community and municipalities by province', async () => {
    const andalucia = await get(`/v5/provincia?${filter({ comunidad_id: 1 })}`);
    expect(andalucia.json().data).toHaveLength(8);
    expect(andalucia.json().data.every((p: { comunidad_id: number }) => p.comunidad_id === 1)).toBe(
      true,
    );
    const madrid = await get(`/v6/municipios?${filter({ id_provincia: 28 })}`);
    expect(madrid.statusCode).toBe(200);
    expect(madrid.json().data).toHaveLength(179);
    expect(madrid.json().data).toContainEqual(municipality(28079, 'Madrid', 28, 13));
  });

  it('finds municipalities by name without accents or case', async () => {
    const res = await get(`/v6/municipios?${filter({ id_provincia: 29, search: 'MALAGA' })}`);
    expect(res.json().data.map((m: { nombre: string }) => m.nombre)).toContain('Málaga');
  });

  it('refuses malformed or unknown filters with 400', async () => {
    expect((await get('/v6/municipios?filter=%7Bnope')).statusCode).toBe(400);
    expect((await get(`/v6/municipios?${filter({ provincia: 28 })}`)).statusCode).toBe(400);
    expect((await get(`/v5/provincia?${filter({ comunidad_id: 'x' })}`)).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v5/comunidades' })).statusCode).toBe(401);
    expect((await get('/v5/comunidades', coordinator)).statusCode).toBe(403);
    expect((await get('/v6/municipios', coordinator)).statusCode).toBe(403);
  });
});

describe('provinces', () => {
  it('creates a province in an existing community, once', async () => {
    const body = province(60, 'Provincia Nueva', 13);
    const created = await send('POST', '/v5/provincia', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual(body);
    const again = await send('POST', '/v5/provincia', body);
    expectRefused(again, 409, GEOGRAPHY_MESSAGES.provinceExists);
  });

  it('refuses an unknown community or a blank name, writing nothing', async () => {
    const unknown = await send('POST', '/v5/provincia', province(61, 'Sin comunidad', 77));
    expectRefused(unknown, 400, GEOGRAPHY_MESSAGES.communityNotFound);
    const blank = await send('POST', '/v5/provincia', province(61, ' ', 1));
    expect(blank.statusCode).toBe(400);
    const rows = await t.db.select().from(provincias).where(eq(provincias.id_provincia, 61));
    expect(rows).toHaveLength(0);
  });

  it('corrects a province, moving its municipalities and centres to the new community', async () => {
    await send('POST', '/v5/provincia', province(62, 'Mudable', 2));
    await send('POST', '/v6/municipios', municipality(62001, 'Villa Mudable', 62, 2));
    await t.db.insert(centros).values({
      nombre: 'Centro Mudable',
      codigo: 'MUD-1',
      comunidades_id: 2,
      provincias_id_provincia: 62,
      municipios_id_municipio: 62001,
    });
    const res = await send('PUT', '/v5/provincia', province(62, 'Mudada', 3));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(province(62, 'Mudada', 3));
    const [municipio] = await t.db
      .select()
      .from(municipios)
      .where(eq(municipios.id_municipio, 62001));
    expect(municipio?.comunidad_id).toBe(3);
    const [centre] = await t.db.select().from(centros).where(eq(centros.codigo, 'MUD-1'));
    expect(centre?.comunidades_id).toBe(3);
  });

  it('answers 404 when correcting a province that does not exist', async () => {
    const res = await send('PUT', '/v5/provincia', province(99, 'Nadie', 1));
    expectRefused(res, 404, GEOGRAPHY_MESSAGES.provinceNotFound);
  });
});

describe('municipalities', () => {
  it('creates a municipality whose province belongs to its community, once', async () => {
    const body = municipality(28999, 'Nueva Villa', 28, 13);
    const created = await send('POST', '/v6/municipios', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual(body);
    const again = await send('POST', '/v6/municipios', body);
    expectRefused(again, 409, GEOGRAPHY_MESSAGES.municipalityExists);
  });

  it.each([
    [{ id_provincia: 28, comunidad_id: 1 }, GEOGRAPHY_MESSAGES.provinceNotInCommunity],
    [{ id_provincia: 98, comunidad_id: 1 }, GEOGRAPHY_MESSAGES.provinceNotFound],
    [{ id_provincia: 28, comunidad_id: 50 }, GEOGRAPHY_MESSAGES.communityNotFound],
    [{ id_provincia: 29, comunidad_id: 1 }, GEOGRAPHY_MESSAGES.municipalityCodePrefix],
  ])('refuses an inconsistent place %j with 400', async (place, message) => {
    const res = await send('POST', '/v6/municipios', {
      id_municipio: 28998,
      nombre: 'Incoherente',
      ...place,
    });
    expectRefused(res, 400, message);
    const rows = await t.db.select().from(municipios).where(eq(municipios.id_municipio, 28998));
    expect(rows).toHaveLength(0);
  });

  it('corrects a municipality name and refuses moving it to another community', async () => {
    const ok = await send('PATCH', '/v6/municipios', municipality(28001, 'La Acebeda', 28, 13));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.nombre).toBe('La Acebeda');
    const wrong = await send('PATCH', '/v6/municipios', municipality(28001, 'La Acebeda', 28, 9));
    expectRefused(wrong, 400, GEOGRAPHY_MESSAGES.provinceNotInCommunity);
  });

  it('answers 404 when correcting a municipality that does not exist', async () => {
    const res = await send('PATCH', '/v6/municipios', municipality(28997, 'Fantasma', 28, 13));
    expect(res.statusCode).toBe(404);
  });
});
