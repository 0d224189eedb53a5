import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A comunidad or ciudad autónoma, keyed by its INE code (1..19). */
export interface ComunidadSeed {
  id: number;
  nombre: string;
}

/** A provincia, keyed by its INE code (1..52). */
export interface ProvinciaSeed {
  id_provincia: number;
  provincia: string;
  comunidad_id: number;
}

/** A municipio, keyed by its 5-digit INE code as an integer ("01051" -> 1051). */
export interface MunicipioSeed {
  id_municipio: number;
  nombre: string;
  id_provincia: number;
  comunidad_id: number;
}

/** The content of data/geography.json, written by scripts/generate-geography.ts. */
export interface GeographySeed {
  source: string;
  comunidades: ComunidadSeed[];
  provincias: ProvinciaSeed[];
  municipios: MunicipioSeed[];
}

/**
 * Where geography.json is looked for when no path is given. Next to this module when running
 * from source (apps/api/src/seed/); from the esbuild bundle (apps/api/dist/main.js) either a
 * copy in dist/data/ or the file in the source tree.
 */
export function defaultGeographyPath(): string {
  const candidates = [
    new URL('./data/geography.json', import.meta.url),
    new URL('../src/seed/data/geography.json', import.meta.url),
  ].map((url) => fileURLToPath(url));
  return candidates.find((path) => existsSync(path)) ?? (candidates[0] as string);
}

/** Reads and checks the geography seed file. Throws if it is missing or malformed. */
export function loadGeography(path: string = defaultGeographyPath()): GeographySeed {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  return checkGeography(parsed, path);
}

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rows(file: Row, key: string, where: string): Row[] {
  const value = file[key];
  if (!Array.isArray(value) || value.length === 0 || !value.every(isRow)) {
    throw new Error(`${where}: "${key}" must be a non-empty array of objects`);
  }
  return value;
}

function checkFields(list: Row[], ints: string[], strings: string[], where: string): void {
  list.forEach((row, index) => {
    for (const key of ints) {
      if (!Number.isSafeInteger(row[key])) {
        throw new Error(`${where}: record ${index} has a non-integer "${key}"`);
      }
    }
    for (const key of strings) {
      if (typeof row[key] !== 'string' || row[key] === '') {
        throw new Error(`${where}: record ${index} has an empty or non-string "${key}"`);
      }
    }
  });
}

/** Light structural check: shapes and field types, not the geography itself. */
export function checkGeography(value: unknown, where = 'geography.json'): GeographySeed {
  if (!isRow(value) || typeof value.source !== 'string') {
    throw new Error(`${where}: not a geography seed file`);
  }
  const comunidades = rows(value, 'comunidades', where);
  const provincias = rows(value, 'provincias', where);
  const municipios = rows(value, 'municipios', where);
  checkFields(comunidades, ['id'], ['nombre'], `${where} comunidades`);
  checkFields(provincias, ['id_provincia', 'comunidad_id'], ['provincia'], `${where} provincias`);
  checkFields(
    municipios,
    ['id_municipio', 'id_provincia', 'comunidad_id'],
    ['nombre'],
    `${where} municipios`,
  );
  return value as unknown as GeographySeed;
}
