import { USER_MESSAGES, type Cargo, type Profile } from '@eval/contracts/users';
import type { Database } from '../../db/client';
import { firstOr } from '../../lib/errors';
import type { AuditTrail } from '../../lib/audit-trail';
import {
  insertCargo,
  insertProfileWithNextId,
  lockNamedRow,
  renameNamedRow,
  selectCargos,
  selectProfiles,
  type NamedList,
} from './profiles-cargos-repository';
import { must } from './user-rules';

export function listProfiles(db: Database): Promise<Profile[]> {
  return selectProfiles(db);
}

/**
 * POST /v1/profiles: the new profile's id is the last id + 1 (spec §7). The table is locked
 * for the transaction so two creations at once cannot compute the same id.
 */
export function createProfile(db: Database, nombre: string): Promise<Profile> {
  return db.transaction(async (tx) => must(await insertProfileWithNextId(tx, nombre)));
}

/** PUT /v1/profiles: renames a profile. */
export function updateProfile(
  db: Database,
  id: number,
  nombre: string,
  audit: AuditTrail,
): Promise<Profile> {
  return rename(db, 'perfiles', id, nombre, audit, USER_MESSAGES.profileNotFound);
}

export function listCargos(db: Database): Promise<Cargo[]> {
  return selectCargos(db);
}

/** PUT /v4/cargos creates a cargo (spec §7). */
export async function createCargo(db: Database, nombre: string): Promise<Cargo> {
  return must(await insertCargo(db, nombre));
}

/** PATCH /v4/cargos updates one. */
export function updateCargo(
  db: Database,
  id: number,
  nombre: string,
  audit: AuditTrail,
): Promise<Cargo> {
  return rename(db, 'cargos', id, nombre, audit, USER_MESSAGES.cargoNotFound);
}

/** Renames a profile or a cargo, both lists of named rows: locked, audited, 404 when absent. */
function rename(
  db: Database,
  list: NamedList,
  id: number,
  nombre: string,
  audit: AuditTrail,
  notFound: string,
): Promise<{ id: number; nombre: string }> {
  return db.transaction(async (tx) => {
    const before = await firstOr(lockNamedRow(tx, list, id), 'NOT_FOUND', notFound);
    const row = await renameNamedRow(tx, list, id, nombre);
    await audit(tx, { before, after: row });
    return must(row);
  });
}
