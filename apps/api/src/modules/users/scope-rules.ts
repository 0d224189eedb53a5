import { ADMIN_PROFILE } from '@eval/contracts/common';
import { USER_MESSAGES } from '@eval/contracts/users';
import type { Executor, Transaction } from '../../db/client';
import { AppError, firstOr } from '../../lib/errors';
import {
  assertCentreInScope,
  assertNational,
  centreCommunity,
  inScope,
  type AdminScope,
} from '../../lib/scope';
import { existingCommunities, otherNationalAdministrator, scopedUserById } from './repository';

/** A user as the scope's rules read them: before a change, or as it will be after. */
export interface ScopedUser {
  id: number;
  perfil: number;
  centros_id: number | null;
  activo: number;
  ambito: readonly number[];
  solo_lectura: number;
}

const FORBIDDEN_OUT_OF_SCOPE = () => new AppError('FORBIDDEN', USER_MESSAGES.outOfScopeUser);

/**
 * Whether `scope` reaches user `target` (docs/security.md "Scope"): a national scope everyone;
 * a scoped one the people of its communities' centres who are not administrators, and the
 * administrator themself. Another administrator is never reached by a scoped one: it could
 * otherwise deactivate or demote a national administrator who happens to have a centre.
 */
async function reaches(db: Executor, scope: AdminScope, target: ScopedUser): Promise<boolean> {
  if (scope.national) return true;
  if (target.id === scope.self) return true;
  if (target.perfil === ADMIN_PROFILE || target.centros_id === null) return false;
  return inScope(scope, await centreCommunity(db, target.centros_id));
}

/** Refuses (403) a change or deletion of a user the scope does not reach; nothing changes. */
export async function assertUserInScope(
  db: Executor,
  scope: AdminScope,
  target: ScopedUser,
): Promise<void> {
  if (!(await reaches(db, scope, target))) throw FORBIDDEN_OUT_OF_SCOPE();
}

/**
 * Refuses (403) user `id` when the scope does not reach them (as assertUserInScope); a user who
 * does not exist passes, for the caller's 404.
 */
export async function assertUserIdInScope(
  db: Executor,
  scope: AdminScope,
  id: number,
): Promise<void> {
  if (scope.national) return;
  const target = await scopedUserById(db, id);
  if (target) await assertUserInScope(db, scope, target);
}

/**
 * The scope and read-only flag a user is written with, checked: only an administrator has
 * them (400 otherwise); the communities exist (400); only a national administrator sets or
 * changes them (403), so nobody widens their own scope or anyone else's. `before` is the stored
 * user (undefined for a new one); an absent field keeps the stored value (a new user: national,
 * writable).
 */
export async function scopeFieldsOf(
  db: Executor,
  scope: AdminScope,
  sent: { perfil: number; ambito?: number[] | undefined; solo_lectura?: 0 | 1 | undefined },
  before?: { ambito: readonly number[]; solo_lectura: number },
): Promise<{ ambito: number[]; solo_lectura: number }> {
  const admin = sent.perfil === ADMIN_PROFILE;
  const ambito = sent.ambito ?? (admin ? [...(before?.ambito ?? [])] : []);
  const solo_lectura = sent.solo_lectura ?? (admin ? (before?.solo_lectura ?? 0) : 0);
  if (!admin && (ambito.length > 0 || solo_lectura !== 0)) {
    throw new AppError('BAD_REQUEST', USER_MESSAGES.scopeOnlyForAdministrators);
  }
  const stored = before ?? { ambito: [], solo_lectura: 0 };
  const changes =
    ambito.join(',') !== [...stored.ambito].sort((a, b) => a - b).join(',') ||
    solo_lectura !== stored.solo_lectura;
  if (changes) assertNational(scope, USER_MESSAGES.scopeChangeNationalOnly);
  const found = await existingCommunities(db, ambito);
  if (found.length !== ambito.length) {
    throw new AppError('BAD_REQUEST', USER_MESSAGES.unknownCommunity);
  }
  return { ambito, solo_lectura };
}

/**
 * Refuses (403) what a scoped administrator may not make of a user: someone outside their
 * communities (a centre elsewhere, or none), or an administrator (a new one would be national).
 * Only their own account stays an administrator's without a centre. `id` is the user's, null
 * for a new one.
 */
export async function assertResultInScope(
  db: Executor,
  scope: AdminScope,
  after: { id: number | null; perfil: number; centros_id: number | null },
): Promise<void> {
  if (scope.national) return;
  if (after.id === scope.self && after.perfil === ADMIN_PROFILE) {
    if (after.centros_id !== null) await assertCentreInScope(db, scope, after.centros_id);
    return;
  }
  if (after.perfil === ADMIN_PROFILE) assertNational(scope);
  if (after.centros_id === null) throw FORBIDDEN_OUT_OF_SCOPE();
  await assertCentreInScope(db, scope, after.centros_id);
}

/**
 * Refuses (409) a change that would leave no active national administrator who may write:
 * nobody could give or change a scope any more. Call under lockUserChanges.
 */
export async function keepANationalAdministrator(
  tx: Transaction,
  before: ScopedUser,
  after: { perfil: number; activo: number; ambito: readonly number[]; solo_lectura: number },
): Promise<void> {
  const nationalWriter = (u: typeof after) =>
    u.perfil === ADMIN_PROFILE && u.activo === 1 && u.ambito.length === 0 && u.solo_lectura === 0;
  if (!nationalWriter(before) || nationalWriter(after)) return;
  await firstOr(
    otherNationalAdministrator(tx, before.id),
    'CONFLICT',
    USER_MESSAGES.lastNationalAdministrator,
  );
}
