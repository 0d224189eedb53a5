import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { namesByCode } from './names-by-code';
import { trigram } from './search';

/** The community a province or a municipality lies in. */
const comunidadId = () => requiredRef('comunidad_id', () => comunidades.id);

/** Comunidades and ciudades autónomas, identified by their INE code (1–19). */
export const comunidades = namesByCode('comunidades');

/** Provincias, identified by their INE code (1–52). */
export const provincias = pgTable(
  'provincias',
  {
    id_provincia: integer('id_provincia').primaryKey(),
    provincia: text('provincia').notNull(),
    comunidad_id: comunidadId(),
  },
  (t) => [index('provincias_comunidad_idx').on(t.comunidad_id)],
);

/** Municipios, identified by their 5-digit INE code stored as an integer (01051 → 1051). */
export const municipios = pgTable(
  'municipios',
  {
    id_municipio: integer('id_municipio').primaryKey(),
    nombre: text('nombre').notNull(),
    id_provincia: requiredRef('id_provincia', () => provincias.id_provincia),
    comunidad_id: comunidadId(),
  },
  (t) => [
    index('municipios_provincia_idx').on(t.id_provincia),
    index('municipios_comunidad_idx').on(t.comunidad_id),
    // Searching centres by place name resolves municipality names first (8,000+ rows).
    index('municipios_nombre_trgm').using('gin', trigram(t.nombre)),
  ],
);
