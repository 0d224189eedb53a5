import { CENTRE_IMPORT_MESSAGES as M } from '@eval/contracts/centre-import';
import { GEOGRAPHY_MESSAGES } from '@eval/contracts/geography';
import type { Executor } from '../../db/client';
import type { PlaceIds } from '../geography/service';
import { readPlaceTables } from './register-import-repository';

/** Text compared ignoring case, accents and spacing: "Castilla y León" = "castilla y leon". */
export const looseText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const isCode = (text: string) => /^\d{1,6}$/.test(text);

/** Official prefixes a register often leaves out: "Madrid" for "Comunidad de Madrid". */
const PREFIX = /^(comunidad foral de|comunidad de|principado de|region de) /;

/**
 * Every way a file may name a place: its name, each side of a bilingual name
 * ("Alacant/Alicante") and the name without its official prefix. The first place to claim a
 * spelling keeps it.
 */
function byNames<T>(entries: [string, T, string?][]): Map<string, T> {
  const map = new Map<string, T>();
  for (const [name, value, scope = ''] of entries) {
    const full = looseText(name);
    const spellings = [full, ...name.split('/').map(looseText), full.replace(PREFIX, '')];
    for (const spelling of spellings)
      if (!map.has(scope + spelling)) map.set(scope + spelling, value);
  }
  return map;
}

/**
 * Spain's communities, provinces and municipalities (about 8,200 rows), read once per import:
 * its size is that of the map, not of the file, and it spares three queries per row.
 */
export async function loadPlaces(db: Executor) {
  const { communityRows, provinceRows, municipalityRows } = await readPlaceTables(db);
  const communityById = new Map(communityRows.map((c) => [c.id, c]));
  const communityByName = byNames(communityRows.map((c) => [c.nombre, c.id]));
  const provinceById = new Map(provinceRows.map((p) => [p.id_provincia, p]));
  const provinceByName = byNames(provinceRows.map((p) => [p.provincia, p.id_provincia]));
  const municipalityById = new Map(municipalityRows.map((m) => [m.id_municipio, m]));
  const municipalityByName = byNames(
    municipalityRows.map((m) => [m.nombre, m.id_municipio, `${m.id_provincia}|`]),
  );
  return {
    communityName: (id: number) => communityById.get(id)?.nombre ?? String(id),
    provinceName: (id: number) => provinceById.get(id)?.provincia ?? String(id),
    municipalityName: (id: number) => municipalityById.get(id)?.nombre ?? String(id),

    /**
     * The place of a row given by INE codes or names, or the Spanish reason it is not a place.
     * The agreement rules and messages are those of the centre form (geography/service.ts
     * `assertConsistentPlace`), checked here against the map in memory.
     */
    resolve(comunidad: string, provincia: string, municipio: string): PlaceIds | string {
      const communityId = isCode(comunidad)
        ? communityById.get(Number(comunidad))?.id
        : communityByName.get(looseText(comunidad));
      if (communityId === undefined) return M.unknownCommunity(comunidad);
      const provinceId = isCode(provincia)
        ? provinceById.get(Number(provincia))?.id_provincia
        : provinceByName.get(looseText(provincia));
      if (provinceId === undefined) return M.unknownProvince(provincia);
      if (provinceById.get(provinceId)?.comunidad_id !== communityId)
        return GEOGRAPHY_MESSAGES.provinceNotInCommunity;
      const municipalityId = isCode(municipio)
        ? municipalityById.get(Number(municipio))?.id_municipio
        : municipalityByName.get(`${provinceId}|${looseText(municipio)}`);
      if (municipalityId === undefined) return M.unknownMunicipality(municipio);
      if (municipalityById.get(municipalityId)?.id_provincia !== provinceId)
        return GEOGRAPHY_MESSAGES.municipalityNotInProvince;
      return {
        comunidades_id: communityId,
        provincias_id_provincia: provinceId,
        municipios_id_municipio: municipalityId,
      };
    },
  };
}
export type Places = Awaited<ReturnType<typeof loadPlaces>>;
