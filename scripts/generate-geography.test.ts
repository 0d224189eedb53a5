import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGeography } from '../apps/api/src/seed/geography-data';
import {
  GEOGRAPHY_OUTPUT_PATH,
  buildGeography,
  readGeographySources,
  serializeGeography,
} from './generate-geography';

const sources = readGeographySources();
const built = buildGeography(sources);
const committed = loadGeography(GEOGRAPHY_OUTPUT_PATH);

/** The names the programme uses, checked by hand against INE's list of communities. */
const COMMUNITY_NAMES: Record<number, string> = {
  1: 'Andalucía',
  2: 'Aragón',
  3: 'Principado de Asturias',
  4: 'Illes Balears',
  5: 'Canarias',
  6: 'Cantabria',
  7: 'Castilla y León',
  8: 'Castilla-La Mancha',
  9: 'Cataluña',
  10: 'Comunitat Valenciana',
  11: 'Extremadura',
  12: 'Galicia',
  13: 'Comunidad de Madrid',
  14: 'Región de Murcia',
  15: 'Comunidad Foral de Navarra',
  16: 'País Vasco',
  17: 'La Rioja',
  18: 'Ceuta',
  19: 'Melilla',
};

describe('generate-geography', () => {
  it('re-running the generator reproduces the committed file byte for byte', () => {
    expect(serializeGeography(built)).toBe(readFileSync(GEOGRAPHY_OUTPUT_PATH, 'utf8'));
    expect(committed).toEqual(built);
  });

  it('has the 19 comunidades with their INE codes and names', () => {
    expect(committed.comunidades).toHaveLength(19);
    expect(Object.fromEntries(committed.comunidades.map((c) => [c.id, c.nombre]))).toEqual(
      COMMUNITY_NAMES,
    );
  });

  it('has the 52 provincias, coded 1..52, each in an existing comunidad', () => {
    expect(committed.provincias.map((p) => p.id_provincia)).toEqual(
      Array.from({ length: 52 }, (_, i) => i + 1),
    );
    const comunidades = new Set(committed.comunidades.map((c) => c.id));
    for (const p of committed.provincias) expect(comunidades.has(p.comunidad_id)).toBe(true);
    // every comunidad has at least one provincia
    expect(new Set(committed.provincias.map((p) => p.comunidad_id)).size).toBe(19);
  });

  it('has every municipio of the package, with unique ids and a consistent province/community', () => {
    expect(committed.municipios).toHaveLength(sources.municipalities.length);
    expect(committed.municipios.length).toBeGreaterThan(8100);
    const ids = committed.municipios.map((m) => m.id_municipio);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const provincias = new Map(committed.provincias.map((p) => [p.id_provincia, p]));
    for (const m of committed.municipios) {
      const provincia = provincias.get(m.id_provincia);
      expect(provincia, `province of ${m.id_municipio}`).toBeDefined();
      expect(m.comunidad_id).toBe(provincia?.comunidad_id);
      expect(Math.floor(m.id_municipio / 1000)).toBe(m.id_provincia);
      expect(m.nombre.trim()).toBe(m.nombre);
      expect(m.nombre).not.toBe('');
    }
  });

  it('knows a few facts', () => {
    const municipio = (id: number) => committed.municipios.find((m) => m.id_municipio === id);
    const provincia = (id: number) => committed.provincias.find((p) => p.id_provincia === id);
    expect(municipio(28079)).toEqual({
      id_municipio: 28079,
      nombre: 'Madrid',
      id_provincia: 28,
      comunidad_id: 13,
    });
    expect(municipio(8019)).toMatchObject({
      nombre: 'Barcelona',
      id_provincia: 8,
      comunidad_id: 9,
    });
    expect(municipio(41091)).toMatchObject({
      nombre: 'Sevilla',
      id_provincia: 41,
      comunidad_id: 1,
    });
    expect(municipio(1051)).toMatchObject({ id_provincia: 1, comunidad_id: 16 });
    expect(provincia(35)).toMatchObject({ provincia: 'Las Palmas', comunidad_id: 5 });
    expect(provincia(38)).toMatchObject({ provincia: 'Santa Cruz de Tenerife', comunidad_id: 5 });
    expect(provincia(51)).toMatchObject({ provincia: 'Ceuta', comunidad_id: 18 });
    expect(provincia(52)).toMatchObject({ provincia: 'Melilla', comunidad_id: 19 });
    expect(provincia(28)).toMatchObject({ provincia: 'Madrid', comunidad_id: 13 });
  });

  it('refuses inconsistent input', () => {
    const first = sources.municipalities[0];
    if (first === undefined) throw new Error('no municipalities');
    expect(() =>
      buildGeography({ ...sources, municipalities: [...sources.municipalities, { ...first }] }),
    ).toThrow(/duplicate/);
    expect(() =>
      buildGeography({
        ...sources,
        municipalities: [{ ...first, code: '999', commCode: '01' }, ...sources.municipalities],
      }),
    ).toThrow(/communities/);
  });
});
