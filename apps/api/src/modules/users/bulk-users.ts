import type { SQL } from 'drizzle-orm';
import { assertNational, type AdminScope } from '../../lib/scope';
import {
  BULK_MESSAGES,
  type BulkResponse,
  type userBulkBodySchema,
} from '@eval/contracts/bulk-actions';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import { USER_MESSAGES, type UserFilter } from '@eval/contracts/users';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import {
  auditRowsUnchanged,
  deleteAudited,
  updateAudited,
  type AuditedTable,
  type BulkActor,
} from '../../lib/bulk-audit';
import {
  countWhere,
  missingRows,
  refuseOutsideScope,
  refuseUnlessAllowed,
  type Selection,
} from '../../lib/bulk-selection';
import { firstOr } from '../../lib/errors';
import type { AuditTrail } from '../../lib/audit-trail';
import { enqueueMails } from '../emails/mail-outbox';
import type { MailService } from '../emails/mail-service';
import type { LinkPurpose } from '../emails/mail-templates';
import { setPasswordRenderer } from '../templates/template-service';
import { lockUserChanges, passwordResetRefusals } from './administrators';
import {
  activeAdministratorCount,
  cargoWithId,
  lockSelectedUsers,
  nationalWriterCount,
  profileWithId,
  USER_BULK_SETS,
  usersBeyondScope,
  userSelectionWhere,
  type BulkTarget,
} from './bulk-users-repository';

export type UserBulkBody = z.output<typeof userBulkBodySchema>;
type Action = UserBulkBody['action'];

/** Audit lines of users keep what single edits keep: no hash, no derived search column. */
const USERS_TABLE: AuditedTable = {
  table: 'users',
  entity: 'users',
  hidden: ['password_hash', 'search_text'],
};

/** Above this many e-mails the answer does not wait for delivery (as the mass upload). */
const DELIVER_NOW_MAX = 20;

type Target = BulkTarget;

/** Refuses (403) a selection naming someone the scope does not reach (scope-rules.ts). */
const refuseUsersBeyond = (db: Executor, selection: Selection<UserFilter>, scope: AdminScope) =>
  refuseOutsideScope(
    db,
    'users',
    userSelectionWhere(selection, scope),
    usersBeyondScope(scope),
    BULK_MESSAGES.usersOutOfScope,
  );

/**
 * How many users a selection holds now (the confirmation's count); a selection naming someone
 * outside the scope is refused here already, as the action would be.
 */
export async function countUserSelection(
  db: Database,
  selection: Selection<UserFilter>,
  scope: AdminScope,
): Promise<number> {
  await refuseUsersBeyond(db, selection, scope);
  return countWhere(db, 'users', userSelectionWhere(selection, scope));
}

/**
 * 400 when the value the action sets does not exist; 403 for a scoped administrator giving the
 * administrator profile (a new administrator would be national, as for a single edit).
 */
async function checkParameters(tx: Executor, body: UserBulkBody, scope: AdminScope): Promise<void> {
  if (body.action === 'setProfile') {
    if (body.perfil === ADMIN_PROFILE) assertNational(scope);
    await firstOr(profileWithId(tx, body.perfil), 'BAD_REQUEST', USER_MESSAGES.unknownProfile);
  }
  if (body.action === 'setCargo' && body.cargos_id !== null) {
    await firstOr(cargoWithId(tx, body.cargos_id), 'BAD_REQUEST', USER_MESSAGES.unknownCargo);
  }
}

/** Profile and active flag of a user after the action, or null when it deletes them. */
function afterAction(body: UserBulkBody, user: Target): { perfil: number; activo: number } | null {
  if (body.action === 'delete') return null;
  if (body.action === 'deactivate') return { perfil: user.perfil, activo: 0 };
  if (body.action === 'setProfile') return { perfil: body.perfil, activo: user.activo };
  return user;
}

const isActiveAdmin = (user: { perfil: number; activo: number }) =>
  user.perfil === ADMIN_PROFILE && user.activo === 1;

/**
 * Why each selected user may not take the action (the rules of single edits, applied to the
 * whole selection at once): nobody removes their own administrator access or password, the
 * programme keeps an active administrator (one with a password, for a reset) and an active
 * national one who may write (409 lastNationalAdministrator, as PUT /v1/users), a
 * non-administrator belongs to a centre, and an invitation goes to an active account.
 */
async function refusals(
  tx: Executor,
  body: UserBulkBody,
  targets: Target[],
  actorId: number,
): Promise<Map<number, string[]>> {
  const reasons = new Map<number, string[]>();
  const refuse = (id: number, reason: string) =>
    reasons.set(id, [...(reasons.get(id) ?? []), reason]);
  const losing = targets.filter((user) => {
    const after = afterAction(body, user);
    return isActiveAdmin(user) && (after === null || !isActiveAdmin(after));
  });
  if (losing.length > 0) {
    const noneLeft = ((await activeAdministratorCount(tx)) ?? 0) - losing.length < 1;
    // Nobody could give or change a scope any more (scope-rules.ts keepANationalAdministrator).
    const writers = losing.filter((user) => user.national_writer);
    const noNationalLeft =
      writers.length > 0 && ((await nationalWriterCount(tx)) ?? 0) - writers.length < 1;
    for (const user of losing) {
      if (user.id === actorId)
        refuse(
          user.id,
          body.action === 'delete'
            ? USER_MESSAGES.cannotDeleteSelf
            : USER_MESSAGES.cannotDemoteSelf,
        );
      else if (noneLeft) refuse(user.id, USER_MESSAGES.lastAdministrator);
      else if (noNationalLeft && user.national_writer)
        refuse(user.id, USER_MESSAGES.lastNationalAdministrator);
    }
  }
  if (body.action === 'resetPassword')
    for (const [id, reason] of await passwordResetRefusals(tx, targets, actorId))
      refuse(id, reason);
  for (const user of targets) {
    if (body.action === 'setProfile' && body.perfil !== ADMIN_PROFILE && user.centros_id === null)
      refuse(user.id, USER_MESSAGES.centreRequired);
    if (body.action === 'invite' && user.activo !== 1)
      refuse(user.id, BULK_MESSAGES.inviteInactive);
  }
  return reasons;
}

/** The users the action changes (the rest already are as asked). */
function toChange(body: UserBulkBody, targets: Target[]): Target[] {
  switch (body.action) {
    case 'activate':
      return targets.filter((u) => u.activo !== 1);
    case 'deactivate':
      return targets.filter((u) => u.activo !== 0);
    case 'setCargo':
      return targets.filter((u) => u.cargos_id !== body.cargos_id);
    case 'setProfile':
      return targets.filter((u) => u.perfil !== body.perfil);
    // An invitation is for whoever has not set a password yet; the others use a reset.
    case 'invite':
      return targets.filter((u) => !u.has_password);
    case 'resetPassword':
    case 'delete':
      return targets;
  }
}

/** The SET of an action that updates rows (session_version's trigger ends sessions as needed). */
function setOf(body: UserBulkBody): SQL | null {
  switch (body.action) {
    case 'activate':
      return USER_BULK_SETS.activate();
    case 'deactivate':
      return USER_BULK_SETS.deactivate();
    case 'setCargo':
      return USER_BULK_SETS.setCargo(body.cargos_id);
    case 'setProfile':
      return USER_BULK_SETS.setProfile(body.perfil);
    case 'resetPassword':
      return USER_BULK_SETS.resetPassword();
    case 'invite':
    case 'delete':
      return null;
  }
}

const MAIL_PURPOSE: Partial<Record<Action, LinkPurpose>> = {
  invite: 'welcome',
  resetPassword: 'reset',
};

async function apply(
  tx: Executor,
  body: UserBulkBody,
  actor: BulkActor,
  changing: Target[],
): Promise<number[]> {
  const ids = changing.map((user) => user.id);
  const set = setOf(body);
  if (body.action === 'delete') await deleteAudited(tx, USERS_TABLE, actor, ids);
  else if (set) await updateAudited(tx, USERS_TABLE, actor, ids, set);
  else await auditRowsUnchanged(tx, USERS_TABLE, actor, ids, { correo: 'invitación enviada' });
  const purpose = MAIL_PURPOSE[body.action];
  if (!purpose) return [];
  // Through the outbox, in this transaction: the e-mails exist exactly when the change does.
  const render = await setPasswordRenderer(tx, purpose);
  return enqueueMails(
    tx,
    changing.map((user) => ({
      ...render(user),
      receiver: user.email,
      user_id: user.id,
    })),
  );
}

/**
 * POST /v1/users/bulk: one action on every selected user, all or nothing. The selection is read
 * and locked under the users' advisory lock (as every single edit); if any row is refused by a
 * rule, nothing changes and the 409 lists every refused row with its reasons. Otherwise the rows
 * change in one statement with one audit line each, and set-password e-mails go through the
 * outbox.
 */
export async function runUserBulk(
  deps: { db: Database; mail: MailService },
  body: UserBulkBody,
  actor: BulkActor,
  audit: AuditTrail,
): Promise<BulkResponse> {
  const outcome = await deps.db.transaction(async (tx) => {
    await lockUserChanges(tx);
    await checkParameters(tx, body, actor.scope);
    const targets = await lockSelectedUsers(tx, body.selection, actor.scope);
    // Locked first (and under the users' lock), so nobody moves out of reach meanwhile.
    await refuseUsersBeyond(tx, body.selection, actor.scope);
    const refused = missingRows(body.selection, targets, BULK_MESSAGES.userMissing);
    const reasons = await refusals(tx, body, targets, actor.id);
    for (const user of targets) {
      const why = reasons.get(user.id);
      if (why) refused.push({ id: user.id, label: user.email, reasons: why });
    }
    const selected = refuseUnlessAllowed(targets.length, refused);
    const changing = toChange(body, targets);
    const mailIds = await apply(tx, body, actor, changing);
    const result = { selected, changed: changing.length, unchanged: selected - changing.length };
    // The request's own line: what was asked and what it did, beside the lines of each row.
    await audit(tx, { before: null, after: { ...body, ...result } });
    return { result, mailIds };
  });
  const { result, mailIds } = outcome;
  // Always with `mail`, so the answer has one shape whatever the action (none sent here).
  if (!MAIL_PURPOSE[body.action]) return { data: result, mail: { sent: 0, queued: 0 } };
  const mail =
    mailIds.length <= DELIVER_NOW_MAX
      ? await deps.mail.deliverNowReport(mailIds)
      : deps.mail.deliverLater(mailIds);
  return { data: result, mail };
}
