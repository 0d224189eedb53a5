import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  Comunidad,
  Municipio,
  MunicipiosFilter,
  Provincia,
  ProvinciaBody,
  MunicipioBody,
} from '@eval/contracts/geography';
import type { Database, Executor } from '../../db/client';
import { centros, comunidades, municipios, provincias } from '../../db/schema/index';
import { containsText } from '../../db/schema/search';

const provinciaColumns = {
  id_provincia: provincias.id_provincia,
  provincia: provincias.provincia,
  comunidad_id: provincias.comunidad_id,
};
const municipioColumns = {
  id_municipio: municipios.id_municipio,
  nombre: municipios.nombre,
  id_provincia: municipios.id_provincia,
  comunidad_id: municipios.comunidad_id,
};

export function listComunidades(db: Database): Promise<Comunidad[]> {
  return db
    .select({ id: comunidades.id, nombre: comunidades.nombre })
    .from(comunidades)
    .orderBy(asc(comunidades.nombre));
}

export function listProvincias(db: Database, comunidadId?: number): Promise<Provincia[]> {
  return db
    .select(provinciaColumns)
    .from(provincias)
    .where(comunidadId === undefined ? undefined : eq(provincias.comunidad_id, comunidadId))
    .orderBy(asc(provincias.provincia));
}

/** Municipalities by province or community (both indexed), optionally by name. */
export function listMunicipios(db: Database, filter: MunicipiosFilter): Promise<Municipio[]> {
  const conditions: SQL[] = [];
  if (filter.id_provincia !== undefined)
    conditions.push(eq(municipios.id_provincia, filter.id_provincia));
  if (filter.comunidad_id !== undefined)
    conditions.push(eq(municipios.comunidad_id, filter.comunidad_id));
  if (filter.search) {
    conditions.push(containsText(municipios.nombre, filter.search));
  }
  return db
    .select(municipioColumns)
    .from(municipios)
    .where(and(...conditions))
    .orderBy(asc(municipios.nombre));
}

/** A community, province or municipality by its INE code (`code`, its key column), or null. */
async function findPlace<T extends PgTable>(
  db: Executor,
  table: T,
  code: AnyPgColumn,
  id: number,
): Promise<T['$inferSelect'] | null> {
  // Drizzle cannot type a select from a table given as a type parameter: read as any table, the
  // row is the table's own (every column of a place is part of what the API shows).
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(code, id));
  return (row as T['$inferSelect'] | undefined) ?? null;
}

export function findComunidad(db: Executor, id: number): Promise<Comunidad | null> {
  return findPlace(db, comunidades, comunidades.id, id);
}

export function findProvincia(db: Executor, id: number): Promise<Provincia | null> {
  return findPlace(db, provincias, provincias.id_provincia, id);
}

export function findMunicipio(db: Executor, id: number): Promise<Municipio | null> {
  return findPlace(db, municipios, municipios.id_municipio, id);
}

/** Inserts a province; null when its INE code is taken. */
export async function insertProvincia(
  db: Executor,
  body: ProvinciaBody,
): Promise<Provincia | null> {
  const [row] = await db.insert(provincias).values(body).onConflictDoNothing().returning();
  return row ?? null;
}

/** Inserts a municipality; null when its INE code is taken. */
export async function insertMunicipio(
  db: Executor,
  body: MunicipioBody,
): Promise<Municipio | null> {
  const [row] = await db.insert(municipios).values(body).onConflictDoNothing().returning();
  return row ?? null;
}

/** The province's row, locked until the transaction ends (before a change). */
export function lockProvincia(tx: Executor, id: number) {
  return tx.select().from(provincias).where(eq(provincias.id_provincia, id)).for('update');
}

/** The municipality's row, locked until the transaction ends (before a change). */
export function lockMunicipio(tx: Executor, id: number) {
  return tx.select().from(municipios).where(eq(municipios.id_municipio, id)).for('update');
}

/**
 * Corrects a province. When it moves to another community, its municipalities and centres move
 * with it, so no stored place contradicts its province afterwards. Runs in the caller's transaction.
 */
export async function updateProvincia(
  db: Executor,
  body: ProvinciaBody,
): Promise<Provincia | null> {
  const [row] = await db
    .update(provincias)
    .set({ provincia: body.provincia, comunidad_id: body.comunidad_id })
    .where(eq(provincias.id_provincia, body.id_provincia))
    .returning(provinciaColumns);
  if (!row) return null;
  await db
    .update(municipios)
    .set({ comunidad_id: body.comunidad_id })
    .where(eq(municipios.id_provincia, body.id_provincia));
  await db
    .update(centros)
    .set({ comunidades_id: body.comunidad_id })
    .where(eq(centros.provincias_id_provincia, body.id_provincia));
  return row;
}

export async function updateMunicipio(
  db: Executor,
  body: MunicipioBody,
): Promise<Municipio | null> {
  const [row] = await db
    .update(municipios)
    .set({ nombre: body.nombre, id_provincia: body.id_provincia, comunidad_id: body.comunidad_id })
    .where(eq(municipios.id_municipio, body.id_municipio))
    .returning(municipioColumns);
  return row ?? null;
}
