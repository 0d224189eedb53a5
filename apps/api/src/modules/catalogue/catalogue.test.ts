import {
  CATALOGUE_MESSAGES,
  claveResponseSchema,
  clavesResponseSchema,
  coloresResponseSchema,
  tipoResponseSchema,
  tiposResponseSchema,
} from '@eval/contracts/catalogue';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claves, tipos } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { createUser } from '../../test/app';
import { expectRefused } from '../../test/replies';

const t = adminTestAppPerFile();
const { call } = t;

describe('catalogue access', () => {
  it('refuses callers without a token (401) and non-administrators (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v3/claves' })).statusCode).toBe(401);
    const teacher = await createUser(t.db, { perfil: 2 });
    const response = await t.callAs(teacher, 'GET', '/v3/colores');
    expect(response.statusCode).toBe(403);
  });
});

describe('claves', () => {
  it('lists the ten keys in order with colour and question count, Spanish by default', async () => {
    const response = await call('GET', '/v3/claves');
    expect(response.statusCode).toBe(200);
    const { data } = clavesResponseSchema.parse(response.json());
    expect(data).toHaveLength(10);
    expect(data.map((c) => c.orden)).toEqual([...data.map((c) => c.orden)].sort((a, b) => a - b));
    const first = data[0];
    expect(first?.preguntas).toBe(5);
    expect(first?.color?.hex).toMatch(/^#[0-9a-f]{6}$/i);
    expect(first?.titulo).toBe(first?.titulo_es);
  });

  it('gives the Catalan text with language CA, and Spanish where no translation exists', async () => {
    const { data } = clavesResponseSchema.parse(
      (await call('GET', '/v3/claves', undefined, 'ca')).json(),
    );
    const first = data[0];
    if (!first) throw new Error('no key');
    expect(first.titulo_ca).not.toBe('');
    expect(first.titulo).toBe(first.titulo_ca);
    await t.db.update(claves).set({ titulo_ca: '' }).where(eq(claves.id, first.id));
    const again = clavesResponseSchema.parse(
      (await call('GET', '/v3/claves', undefined, 'CA')).json(),
    );
    expect(again.data[0]?.titulo).toBe(first.titulo_es);
  });

  it('refuses an unknown language with a Spanish 400', async () => {
    const response = await call('GET', '/v3/claves', undefined, 'FR');
    expectRefused(response, 400, CATALOGUE_MESSAGES.invalidLanguage);
  });

  it('creates a key and edits its title, colour and order', async () => {
    const created = await call('POST', '/v3/claves', {
      titulo: 'Clave nueva',
      titulo_ca: 'Clau nova',
      descripcion: 'Descripción',
      colores_id: 1,
      orden: 11,
    });
    expect(created.statusCode).toBe(201);
    const { data } = claveResponseSchema.parse(created.json());
    expect(data).toMatchObject({ titulo: 'Clave nueva', preguntas: 0, colores_id: 1 });

    const updated = await call('PUT', `/v3/clave/${data.id}`, {
      titulo: 'Clave renombrada',
      colores_id: 2,
      orden: 12,
    });
    expect(updated.statusCode).toBe(200);
    expect(claveResponseSchema.parse(updated.json()).data).toMatchObject({
      titulo: 'Clave renombrada',
      titulo_ca: '',
      colores_id: 2,
      orden: 12,
    });
  });

  it('refuses a missing key, an unknown colour and a short title, writing nothing', async () => {
    const missing = await call('PUT', '/v3/clave/99999', {
      titulo: 'Otra',
      colores_id: 1,
      orden: 1,
    });
    expectRefused(missing, 404, CATALOGUE_MESSAGES.claveNotFound);
    const badColour = await call('PUT', '/v3/clave/1', {
      titulo: 'Otra',
      colores_id: 999,
      orden: 1,
    });
    expectRefused(badColour, 404, CATALOGUE_MESSAGES.colorNotFound);
    const short = await call('POST', '/v3/claves', { titulo: 'x', colores_id: 1, orden: 1 });
    expect(short.statusCode).toBe(400);
    const [row] = await t.db.select().from(claves).where(eq(claves.id, 1));
    expect(row?.titulo).not.toBe('Otra');
  });
});

describe('tipos and colores', () => {
  it('lists the colours of the palette', async () => {
    const { data } = coloresResponseSchema.parse((await call('GET', '/v3/colores')).json());
    expect(data.length).toBeGreaterThanOrEqual(10);
  });

  it('lists, creates and renames question types; a taken code is a 409', async () => {
    const { data } = tiposResponseSchema.parse((await call('GET', '/v3/tipos')).json());
    expect(data.map((tipo) => tipo.codigo)).toEqual(
      expect.arrayContaining(['UNICA', 'MULTIPLE', 'ESCALA']),
    );
    const created = await call('POST', '/v3/tipos', { codigo: 'si_no', nombre: 'Sí o no' });
    expect(created.statusCode).toBe(201);
    const tipo = tipoResponseSchema.parse(created.json()).data;
    expect(tipo).toMatchObject({ codigo: 'SI_NO', preguntas: 0 });
    const renamed = await call('PUT', `/v3/tipo/${tipo.id}`, {
      codigo: 'SI_NO',
      nombre: 'Binaria',
    });
    expect(tipoResponseSchema.parse(renamed.json()).data.nombre).toBe('Binaria');
    const taken = await call('PUT', `/v3/tipo/${tipo.id}`, { codigo: 'UNICA', nombre: 'Binaria' });
    expectRefused(taken, 409, CATALOGUE_MESSAGES.tipoCodigoTaken);
    const duplicate = await call('POST', '/v3/tipos', { codigo: 'MULTIPLE', nombre: 'Otra' });
    expect(duplicate.statusCode).toBe(409);
    const [row] = await t.db.select().from(tipos).where(eq(tipos.id, tipo.id));
    expect(row?.codigo).toBe('SI_NO');
    expect((await call('PUT', '/v3/tipo/9999', { codigo: 'XX', nombre: 'Nada' })).statusCode).toBe(
      404,
    );
  });
});
