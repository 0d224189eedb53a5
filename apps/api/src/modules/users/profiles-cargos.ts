import { asc, eq, sql } from 'drizzle-orm';
import { USER_MESSAGES, type Cargo, type Profile } from '@eval/contracts/users';
import type { Database } from '../../db/client';
import { cargos, perfiles } from '../../db/schema/index';
import { firstOr } from '../../lib/errors';
import type { AuditTrail } from '../../lib/audit-trail';
import { must } from './user-rules';

export function listProfiles(db: Database): Promise<Profile[]> {
  return db.select().from(perfiles).orderBy(asc(perfiles.id));
}

/**
 * POST /v1/profiles: the new profile's id is the last id + 1 (spec §7). The table is locked
 * for the transaction so two creations at once cannot compute the same id.
 */
export function createProfile(db: Database, nombre: string): Promise<Profile> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${perfiles} in share row exclusive mode`);
    const [created] = await tx
      .insert(perfiles)
      .values({ id: sql`(select coalesce(max(${perfiles.id}), -1) + 1 from ${perfiles})`, nombre })
      .returning();
    return must(created);
  });
}

/** PUT /v1/profiles: renames a profile. */
export function updateProfile(
  db: Database,
  id: number,
  nombre: string,
  audit: AuditTrail,
): Promise<Profile> {
  return rename(db, perfiles, id, nombre, audit, USER_MESSAGES.profileNotFound);
}

export function listCargos(db: Database): Promise<Cargo[]> {
  return db.select().from(cargos).orderBy(asc(cargos.id));
}

/** PUT /v4/cargos creates a cargo (spec §7). */
export async function createCargo(db: Database, nombre: string): Promise<Cargo> {
  const [row] = await db.insert(cargos).values({ nombre }).returning();
  return must(row);
}

/** PATCH /v4/cargos updates one. */
export function updateCargo(
  db: Database,
  id: number,
  nombre: string,
  audit: AuditTrail,
): Promise<Cargo> {
  return rename(db, cargos, id, nombre, audit, USER_MESSAGES.cargoNotFound);
}

/** Renames a profile or a cargo, both lists of named rows: locked, audited, 404 when absent. */
function rename(
  db: Database,
  table: typeof perfiles | typeof cargos,
  id: number,
  nombre: string,
  audit: AuditTrail,
  notFound: string,
): Promise<{ id: number; nombre: string }> {
  return db.transaction(async (tx) => {
    const before = await firstOr(
      tx.select().from(table).where(eq(table.id, id)).for('update'),
      'NOT_FOUND',
      notFound,
    );
    const [row] = await tx.update(table).set({ nombre }).where(eq(table.id, id)).returning();
    await audit(tx, { before, after: row });
    return must(row);
  });
}
