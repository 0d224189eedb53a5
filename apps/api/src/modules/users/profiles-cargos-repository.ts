import { asc, eq, sql } from 'drizzle-orm';
import type { Cargo, Profile } from '@eval/contracts/users';
import type { Database, Executor, Transaction } from '../../db/client';
import { cargos, perfiles } from '../../db/schema/index';

/** Profiles and cargos: both lists of named rows. */
export type NamedList = 'perfiles' | 'cargos';
const NAMED_TABLES = { perfiles, cargos } as const;

export function selectProfiles(db: Database): Promise<Profile[]> {
  return db.select().from(perfiles).orderBy(asc(perfiles.id));
}

/**
 * Inserts a profile whose id is the last id + 1, the table locked for the transaction so two
 * creations at once cannot compute the same id.
 */
export async function insertProfileWithNextId(
  tx: Transaction,
  nombre: string,
): Promise<Profile | undefined> {
  await tx.execute(sql`lock table ${perfiles} in share row exclusive mode`);
  const [created] = await tx
    .insert(perfiles)
    .values({ id: sql`(select coalesce(max(${perfiles.id}), -1) + 1 from ${perfiles})`, nombre })
    .returning();
  return created;
}

export function selectCargos(db: Database): Promise<Cargo[]> {
  return db.select().from(cargos).orderBy(asc(cargos.id));
}

export async function insertCargo(db: Database, nombre: string): Promise<Cargo | undefined> {
  const [row] = await db.insert(cargos).values({ nombre }).returning();
  return row;
}

/** The named row `id` of `list`, locked for update (none when absent). */
export function lockNamedRow(
  tx: Executor,
  list: NamedList,
  id: number,
): Promise<{ id: number; nombre: string }[]> {
  const table = NAMED_TABLES[list];
  return tx.select().from(table).where(eq(table.id, id)).for('update');
}

/** Renames the named row `id` of `list`; the row as it became. */
export async function renameNamedRow(
  tx: Executor,
  list: NamedList,
  id: number,
  nombre: string,
): Promise<{ id: number; nombre: string } | undefined> {
  const table = NAMED_TABLES[list];
  const [row] = await tx.update(table).set({ nombre }).where(eq(table.id, id)).returning();
  return row;
}
