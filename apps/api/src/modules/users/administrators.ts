import { ADMIN_PROFILE } from '@eval/contracts/common';
import { USER_MESSAGES } from '@eval/contracts/users';
import type { Executor, Transaction } from '../../db/client';
import { AppError, firstOr } from '../../lib/errors';
import { activeAdministratorWithPasswordOutside, otherActiveAdministrator } from './repository';

// The locks every change of a user starts with, and its audited row, live in the repository;
// exported here too for the modules that check a change's rules with them (audit's reverts).
export { auditedUser, lockUserChanges, lockUserForChange } from './repository';

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
    otherActiveAdministrator(tx, target.id),
    'CONFLICT',
    USER_MESSAGES.lastAdministrator,
  );
}

/**
 * Refuses (409) a password reset that could leave nobody able to sign in to the back-office, as
 * keepAnAdministrator does for deactivations: a reset voids the password at once and the way
 * back is an e-mail, so with mail down an administrator who resets their own password — or the
 * last one who has one — locks the programme out. Returns the reason for each
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
  const left = await activeAdministratorWithPasswordOutside(
    tx,
    targets.map((u) => u.id),
  );
  for (const admin of admins) {
    if (admin.id === actorId) reasons.set(admin.id, USER_MESSAGES.cannotResetSelf);
    else if (!left) reasons.set(admin.id, USER_MESSAGES.lastAdministratorPassword);
  }
  return reasons;
}
