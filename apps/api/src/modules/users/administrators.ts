import { and, eq, getTableColumns, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import { USER_MESSAGES } from '@eval/contracts/users';
import type { Executor, Transaction } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, firstOr } from '../../lib/errors';

/** Key of the transaction-level advisory lock taken by every edit or deletion of a user. */
const USER_CHANGES_LOCK_KEY = 727_100_003;

// Everything the audit log keeps of a user: no password hash, no derived search column.
const { password_hash: _hash, search_text: _search, ...auditColumns } = getTableColumns(users);

/** Serialises this transaction with every other edit or deletion of users (bulk ones too). */
export async function lockUserChanges(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${USER_CHANGES_LOCK_KEY})`);
}

/**
 * Starts an edit or deletion of user `id`: serialises it with every other one (two
 * administrators demoting each other at once would otherwise each see the other left, and
 * leave none) and returns the row as it is, locked, for the audit log's `before`.
 */
export async function lockUserForChange(tx: Transaction, id: number) {
  await lockUserChanges(tx);
  const [row] = await tx.select(auditColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** The user as the audit log keeps it (no password hash), unlocked; for a change's `after`. */
export async function auditedUser(tx: Transaction, id: number) {
  const [row] = await tx.select(auditColumns).from(users).where(eq(users.id, id));
  return row;
}

/**
 * Refuses (409) a change that would take an active administrator away from the one making it,
 * or leave the programme without any active administrator. `after` is the user's profile and
 * active flag after the change, null for a deletion. Call after lockUserForChange.
 */
export async function keepAnAdministrator(
  tx: Transaction,
  target: { id: number; perfil: number; activo: number },
  actorId: number,
  after: { perfil: number; activo: number } | null,
): Promise<void> {
  const isActiveAdmin = (user: { perfil: number; activo: number }) =>
    user.perfil === ADMIN_PROFILE && user.activo === 1;
  if (!isActiveAdmin(target) || (after !== null && isActiveAdmin(after))) return;
  if (target.id === actorId) {
    throw new AppError(
      'CONFLICT',
      after === null ? USER_MESSAGES.cannotDeleteSelf : USER_MESSAGES.cannotDemoteSelf,
    );
  }
  await firstOr(
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.perfil, ADMIN_PROFILE), eq(users.activo, 1), ne(users.id, target.id)))
      .limit(1),
    'CONFLICT',
    USER_MESSAGES.lastAdministrator,
  );
}

/**
 * Refuses (409) a password reset that could leave nobody able to sign in to the back-office, as
 * keepAnAdministrator does for deactivations: a reset voids the password at once and the way
 * back is an e-mail, so with mail down an administrator who resets their own password — or the
 * last one who has one — locks the programme out (issue 24). Returns the reason for each
 * refused target, so a bulk reset can list them; call under lockUserChanges.
 */
export async function passwordResetRefusals(
  tx: Executor,
  targets: readonly { id: number; perfil: number; activo: number }[],
  actorId: number,
): Promise<Map<number, string>> {
  const reasons = new Map<number, string>();
  const admins = targets.filter((u) => u.perfil === ADMIN_PROFILE && u.activo === 1);
  if (admins.length === 0) return reasons;
  const [left] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.perfil, ADMIN_PROFILE),
        eq(users.activo, 1),
        isNotNull(users.password_hash),
        notInArray(
          users.id,
          targets.map((u) => u.id),
        ),
      ),
    )
    .limit(1);
  for (const admin of admins) {
    if (admin.id === actorId) reasons.set(admin.id, USER_MESSAGES.cannotResetSelf);
    else if (!left) reasons.set(admin.id, USER_MESSAGES.lastAdministratorPassword);
  }
  return reasons;
}
