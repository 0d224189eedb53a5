import { CENTRE_MESSAGES, type Centre } from '@eval/contracts/centres';
import { GEOGRAPHY_MESSAGES } from '@eval/contracts/geography';
import { IDENTITY_MESSAGES } from '@eval/contracts/spanish-identity';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { centros, evaluations, periodos, users } from '../../db/schema/index';
import { bearer, createUser, tokenFor } from '../../test/app';
import { adminTestAppPerFile } from '../../test/admin-app';
import { expectRefused } from '../../test/replies';

const t = adminTestAppPerFile();

const MADRID = { comunidades_id: 13, provincias_id_provincia: 28, municipios_id_municipio: 28079 };
const MALAGA = { comunidades_id: 1, provincias_id_provincia: 29, municipios_id_municipio: 29067 };
let codeCounter = 0;
const centreBody = (extra: object = {}) => ({
  nombre: 'IES Cervantes',
  codigo: `C-${++codeCounter}`,
  activo: 1,
  ...MADRID,
  ...extra,
});

const put = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/v2/centros', headers: t.auth, payload });
const patch = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/v2/centros', headers: t.auth, payload });
const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/v2/centros${query}`, headers: t.auth });
const q = (name: string, value: object) => `${name}=${encodeURIComponent(JSON.stringify(value))}`;

async function create(extra: object = {}): Promise<Centre> {
  const res = await put(centreBody(extra));
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: Centre }).data;
}

describe('PUT /v2/centros (create)', () => {
  it('creates a centre and answers it with the names of its places', async () => {
    const centre = await create({
      nombre: '  CEIP Rosalía  ',
      ownership: 'PUBLIC',
      kind: 'CEPA',
      cp: '28001',
      groupby: 'Grupo Norte',
      nivel_socioeconomico: 'MEDIO',
      direccion: 'Calle Mayor, 1',
    });
    expect(centre).toMatchObject({
      nombre: 'CEIP Rosalía',
      ownership: 'PUBLIC',
      kind: 'CEPA',
      cp: '28001',
      groupby: 'Grupo Norte',
      nivel_socioeconomico: 'MEDIO',
      activo: 1,
      comunidad: 'Comunidad de Madrid',
      provincia: 'Madrid',
      municipio: 'Madrid',
    });
    expect(centre.id).toBeGreaterThan(0);
  });

  it.each([
    'nombre',
    'codigo',
    'activo',
    'comunidades_id',
    'provincias_id_provincia',
    'municipios_id_municipio',
  ])('refuses a centre without %s with the spec message, writing nothing', async (field) => {
    const body = Object.fromEntries(
      Object.entries(centreBody({ nombre: `Sin ${field}` })).filter(([key]) => key !== field),
    );
    const res = await put(body);
    expectRefused(res, 400, CENTRE_MESSAGES.centreIncomplete);
    const rows = await t.db
      .select()
      .from(centros)
      .where(eq(centros.nombre, `Sin ${field}`));
    expect(rows).toHaveLength(0);
  });

  it.each([' ', 'A', '  B  '])('refuses the too short name %j', async (nombre) => {
    const res = await put(centreBody({ nombre }));
    expectRefused(res, 400, CENTRE_MESSAGES.centreIncomplete);
  });

  it('refuses a postal code of another province, on create and on edit', async () => {
    const wrong = await put(centreBody({ nombre: 'CP ajeno', cp: '08001' }));
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain(IDENTITY_MESSAGES.cpOtherProvince('28'));
    expect(await t.db.select().from(centros).where(eq(centros.nombre, 'CP ajeno'))).toEqual([]);

    const centre = await create({ cp: '28013' });
    const moved = await patch({
      ...centreBody({ codigo: centre.codigo }),
      id: centre.id,
      ...MALAGA,
      cp: '28013',
    });
    expect(moved.statusCode).toBe(400);
    expect(JSON.stringify(moved.json())).toContain(IDENTITY_MESSAGES.cpOtherProvince('29'));
    const [stored] = await t.db.select().from(centros).where(eq(centros.id, centre.id));
    expect(stored?.provincias_id_provincia).toBe(28);
  });

  it('refuses an ownership or kind outside the spec lists', async () => {
    for (const extra of [{ ownership: 'STATE' }, { kind: 'ESO' }, { nivel_socioeconomico: 'X' }]) {
      const res = await put(centreBody(extra));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toBeDefined();
    }
  });

  it.each([
    [{ ...MADRID, municipios_id_municipio: 29067 }, GEOGRAPHY_MESSAGES.municipalityNotInProvince],
    [{ ...MADRID, comunidades_id: 1 }, GEOGRAPHY_MESSAGES.provinceNotInCommunity],
    [{ ...MADRID, municipios_id_municipio: 28996 }, GEOGRAPHY_MESSAGES.municipalityNotFound],
    [{ ...MADRID, provincias_id_provincia: 97 }, GEOGRAPHY_MESSAGES.provinceNotFound],
  ])('refuses the inconsistent place %j with 400', async (place, message) => {
    const res = await put(centreBody({ nombre: 'Incoherente', ...place }));
    expectRefused(res, 400, message);
    expect(await t.db.select().from(centros).where(eq(centros.nombre, 'Incoherente'))).toEqual([]);
  });

  it('refuses a code another centre uses with 409', async () => {
    const first = await create();
    const res = await put(centreBody({ codigo: first.codigo, nombre: 'Duplicado' }));
    expectRefused(res, 409, CENTRE_MESSAGES.codeTaken);
  });

  it('refuses unknown fields', async () => {
    const res = await put(centreBody({ color: 'rojo' }));
    expect(res.statusCode).toBe(400);
  });
});

describe('PATCH /v2/centros (update)', () => {
  it('updates the fields and moves the centre to a consistent place', async () => {
    const centre = await create({ groupby: 'A' });
    const res = await patch({
      id: centre.id,
      ...centreBody({ codigo: centre.codigo, nombre: 'Renombrado', ownership: 'PRIVATE' }),
      ...MALAGA,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: centre.id,
      nombre: 'Renombrado',
      ownership: 'PRIVATE',
      groupby: 'A',
      provincia: 'Málaga',
      municipio: 'Málaga',
      comunidad: 'Andalucía',
    });
  });

  it('keeps users and evaluations when a centre is deactivated', async () => {
    const centre = await create();
    const person = await createUser(t.db, { perfil: 1, centros_id: centre.id });
    const [period] = await t.db.select({ id: periodos.id }).from(periodos).limit(1);
    if (period) {
      await t.db.insert(evaluations).values({ centros_id: centre.id, periodos_id: period.id });
    }
    const res = await patch({ id: centre.id, ...centreBody({ codigo: centre.codigo, activo: 0 }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.activo).toBe(0);
    const [stored] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(stored?.centros_id).toBe(centre.id);
    const kept = await t.db.select().from(evaluations).where(eq(evaluations.centros_id, centre.id));
    expect(kept).toHaveLength(period ? 1 : 0);
  });

  it('refuses a code taken by another centre (409), an unknown centre (404), a blank name (400)', async () => {
    const a = await create();
    const b = await create();
    const taken = await patch({ id: b.id, ...centreBody({ codigo: a.codigo }) });
    expect(taken.statusCode).toBe(409);
    const missing = await patch({ id: 999_999, ...centreBody() });
    expectRefused(missing, 404, CENTRE_MESSAGES.centreNotFound);
    const blank = await patch({ id: b.id, ...centreBody({ codigo: b.codigo, nombre: '' }) });
    expectRefused(blank, 400, CENTRE_MESSAGES.centreIncomplete);
    const inconsistent = await patch({
      id: b.id,
      ...centreBody({ codigo: b.codigo }),
      comunidades_id: 9,
    });
    expect(inconsistent.statusCode).toBe(400);
    const [stored] = await t.db.select().from(centros).where(eq(centros.id, b.id));
    expect(stored).toMatchObject({ nombre: 'IES Cervantes', comunidades_id: 13 });
  });
});

describe('GET /v2/centros', () => {
  beforeAll(async () => {
    await create({
      nombre: 'Colegio Zurbarán',
      codigo: 'LIST-1',
      ...MALAGA,
      ownership: 'CONCERTED',
    });
    await create({ nombre: 'Colegio Ávila Inactivo', codigo: 'LIST-2', activo: 0, groupby: 'Sur' });
    await create({ nombre: 'CEPA Adultos', codigo: 'LIST-3', kind: 'CEPA' });
  });

  it('lists every centre without a filter, and only the active ones with filter=actives', async () => {
    const all = (await list()).json() as { data: Centre[]; count: number };
    const actives = (await list('?filter=actives')).json() as { data: Centre[]; count: number };
    expect(all.count).toBe(all.data.length);
    expect(all.data.map((c) => c.codigo)).toContain('LIST-2');
    expect(actives.data.map((c) => c.codigo)).not.toContain('LIST-2');
    expect(actives.data.every((c) => c.activo === 1)).toBe(true);
    expect(actives.count).toBe(all.count - all.data.filter((c) => c.activo === 0).length);
  });

  it('pages and orders on the server with setup, counting with the same filter', async () => {
    const setup = { size: 2, page: 0, order: { field: 'codigo', direction: 'desc' } };
    const first = (await list(`?${q('setup', setup)}`)).json() as { data: Centre[]; count: number };
    const all = (await list()).json() as { data: Centre[]; count: number };
    expect(first.count).toBe(all.count);
    expect(first.data).toHaveLength(2);
    const codes = all.data
      .map((c) => c.codigo)
      .sort()
      .reverse();
    expect(first.data.map((c) => c.codigo)).toEqual(codes.slice(0, 2));
    const second = (await list(`?${q('setup', { ...setup, page: 1 })}`)).json() as {
      data: Centre[];
    };
    expect(second.data.map((c) => c.codigo)).toEqual(codes.slice(2, 4));
    const byPlace = await list(
      `?${q('setup', { size: 50, page: 0, order: { field: 'provincia', direction: 'desc' } })}`,
    );
    expect(byPlace.json().data[0].provincia).toBe('Málaga');
  });

  it.each([
    ['zurbaran', 'LIST-1'],
    ['LIST-3', 'LIST-3'],
    ['malaga', 'LIST-1'],
    ['andalucia', 'LIST-1'],
    ['concertado', 'LIST-1'],
    ['sur', 'LIST-2'],
    ['cepa', 'LIST-3'],
  ])('searches %j across name, code, places, labels and group', async (search, code) => {
    const res = await list(`?${q('filter', { search })}&${q('setup', { size: 50, page: 0 })}`);
    expect(res.statusCode).toBe(200);
    const codes = (res.json().data as Centre[]).map((c) => c.codigo);
    expect(codes).toContain(code);
    expect(res.json().count).toBe(codes.length);
  });

  it('combines the JSON filter fields', async () => {
    const res = await list(
      `?${q('filter', { actives: true, provincias_id_provincia: 29, ownership: 'CONCERTED' })}`,
    );
    expect((res.json().data as Centre[]).map((c) => c.codigo)).toEqual(['LIST-1']);
    const inactive = await list(`?${q('filter', { search: 'avila', actives: true })}`);
    expect(inactive.json().count).toBe(0);
  });

  it('refuses a malformed filter, unknown fields and unknown order fields with 400', async () => {
    expect((await list('?filter=inactives')).statusCode).toBe(400);
    expect((await list(`?${q('filter', { nombre: 'x' })}`)).statusCode).toBe(400);
    expect((await list('?setup=%7B')).statusCode).toBe(400);
    const badOrder = await list(
      `?${q('setup', { size: 10, page: 0, order: { field: 'password', direction: 'asc' } })}`,
    );
    expectRefused(badOrder, 400, CENTRE_MESSAGES.badOrderField);
  });

  it('is for administrators only', async () => {
    const coordinator = await createUser(t.db, { perfil: 1 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/centros',
      headers: bearer(tokenFor(t.app, coordinator)),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/v2/centros' })).statusCode).toBe(401);
  });
});

describe('GET /v2/centros/:centerId', () => {
  const get = (id: string) =>
    t.app.inject({ method: 'GET', url: `/v2/centros/${id}`, headers: t.auth });

  it('answers one centre with the names of its places, wherever it sits in the list', async () => {
    const centre = await create({ nombre: 'CEIP Buscado por id' });
    const res = await get(String(centre.id));
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: Centre }).data).toEqual(centre);
  });

  it('answers 404 with a Spanish message for a centre that does not exist', async () => {
    const res = await get('999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { message: CENTRE_MESSAGES.centreNotFound } });
  });

  it('refuses an id that is not a positive integer with a 400', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await get(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toHaveProperty('error.message');
    }
  });

  it('keeps the dashboard calls under /v2/centros/ on their own routes', async () => {
    const res = await get('dashboard');
    expect(res.statusCode).toBe(200);
  });
});
