import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cargos,
  centros,
  comunidades,
  languages,
  municipios,
  perfiles,
  provincias,
} from '../../db/schema/index';

/** Fields holding the id of a record with a name, and where that name is. */
const NAMED_REFERENCES = {
  perfil: { table: perfiles, id: perfiles.id, name: perfiles.nombre },
  comunidades_id: { table: comunidades, id: comunidades.id, name: comunidades.nombre },
  provincias_id_provincia: {
    table: provincias,
    id: provincias.id_provincia,
    name: provincias.provincia,
  },
  municipios_id_municipio: {
    table: municipios,
    id: municipios.id_municipio,
    name: municipios.nombre,
  },
  cargos_id: { table: cargos, id: cargos.id, name: cargos.nombre },
  centros_id: { table: centros, id: centros.id, name: centros.nombre },
  language_id: { table: languages, id: languages.id, name: languages.name },
} as const;
export type Reference = keyof typeof NAMED_REFERENCES;
export const isReference = (field: string): field is Reference => field in NAMED_REFERENCES;

/** The id and name of each record `field` refers to among `ids` (missing ones are left out). */
export async function referencedNames(
  db: Database,
  field: Reference,
  ids: (string | number)[],
): Promise<{ id: string | number; name: string }[]> {
  const { table, id, name } = NAMED_REFERENCES[field];
  return db
    .select({ id, name })
    .from(table)
    .where(inArray(id, ids as never[]));
}
