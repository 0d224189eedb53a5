import {
  identityProblems,
  USER_MESSAGES,
  type updateUserBodySchema,
  type registerUserBodySchema,
  type UserMailResponse,
  type UserRow,
} from '@eval/contracts/users';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { AppError, firstOr } from '../../lib/errors';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import { enqueueMails } from '../emails/mail-outbox';
import type { MailService } from '../emails/mail-service';
import type { LinkPurpose } from '../emails/mail-templates';
import { setPasswordRenderer } from '../templates/template-service';
import { deletedRecord, type AuditTrail } from '../../lib/audit-trail';
import {
  auditedUser,
  keepAnAdministrator,
  lockUserForChange,
  passwordResetRefusals,
} from './administrators';
import {
  clearPasswordHash,
  deleteUserRow,
  insertUser,
  profileIdsNamed,
  updateUserRow,
} from './repository';
import { findUserRow } from './user-list-repository';
import type { AdminScope } from '../../lib/scope';
import {
  assertResultInScope,
  assertUserInScope,
  keepANationalAdministrator,
  scopeFieldsOf,
} from './scope-rules';
import { checkEmailFree, checkReferences, must } from './user-rules';

export interface UserDeps {
  db: Database;
  mail: MailService;
}

type RegisterUser = z.output<typeof registerUserBodySchema>;
type UpdateUser = z.output<typeof updateUserBodySchema>;

/** Records the set-password e-mail of `user` in the caller's transaction; returns its id. */
export async function enqueueSetPasswordMail(
  tx: Executor,
  user: { id: number; nombre: string; email: string; language_id: string },
  purpose: LinkPurpose,
): Promise<number> {
  const mail = (await setPasswordRenderer(tx, purpose))(user);
  const [id] = await enqueueMails(tx, [{ ...mail, receiver: user.email, user_id: user.id }]);
  return must(id);
}

/** A unique violation that slipped past the check (two requests at once) is still a 409. */
async function asConflict<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION)
      throw new AppError('CONFLICT', USER_MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * POST /v1/auth/registeruser: creates the user without a password and e-mails the
 * single-use link to set one. The e-mail is recorded with the user, then attempted at once.
 */
export async function registerUser(
  deps: UserDeps,
  body: RegisterUser,
  scope: AdminScope,
): Promise<UserMailResponse> {
  const { id, mailId } = await asConflict(
    deps.db.transaction(async (tx) => {
      await checkReferences(tx, body);
      // Only a national administrator creates an administrator or gives a scope; a scoped one
      // creates people of its communities' centres (403 otherwise, nothing created).
      await assertResultInScope(tx, scope, { ...body, id: null });
      const scopeFields = await scopeFieldsOf(tx, scope, body);
      await checkEmailFree(tx, body.email);
      const created = await insertUser(tx, { ...body, ...scopeFields });
      const mailId = await enqueueSetPasswordMail(tx, must(created), 'welcome');
      return { id: must(created).id, mailId };
    }),
  );
  const mail = await deps.mail.deliverNowReport([mailId]);
  return { data: must(await findUserRow(deps.db, id)), mail };
}

/** Maps a profile given by name (PUT /v1/users, spec §7) to its id. */
async function profileIdOf(db: Executor, perfil: number | string): Promise<number> {
  if (typeof perfil === 'number') return perfil;
  const row = await firstOr(
    profileIdsNamed(db, perfil),
    'BAD_REQUEST',
    USER_MESSAGES.unknownProfile,
  );
  return row.id;
}

/**
 * PUT /v1/users: updates every editable field of the user. Demoting or deactivating yourself,
 * or the last active administrator, is refused (409). A change of password, active flag,
 * profile, centre or e-mail ends the person's sessions (migration 0011's trigger).
 */
export async function updateUser(
  db: Database,
  body: UpdateUser,
  actor: { id: number; scope: AdminScope },
  audit: AuditTrail,
): Promise<UserRow> {
  const actorId = actor.id;
  await asConflict(
    db.transaction(async (tx) => {
      const { id, ...fields } = body;
      const before = await lockUserForChange(tx, id);
      if (!before) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
      // Someone outside the scope, or moved out of it, is refused before anything is read.
      await assertUserInScope(tx, actor.scope, before);
      // A phone or DNI being written is checked; an old row's value kept as it was may stay.
      const identity = identityProblems(fields, before);
      const [problem] = identity.problems;
      if (problem) throw new AppError('BAD_REQUEST', problem.message, identity.problems);
      const perfil = await profileIdOf(tx, fields.perfil);
      await checkReferences(tx, { ...fields, perfil });
      await assertResultInScope(tx, actor.scope, { id, perfil, centros_id: fields.centros_id });
      const scopeFields = await scopeFieldsOf(tx, actor.scope, { ...fields, perfil }, before);
      await checkEmailFree(tx, fields.email, id);
      await keepAnAdministrator(tx, before, actorId, { perfil, activo: fields.activo });
      await keepANationalAdministrator(tx, before, {
        perfil,
        activo: fields.activo,
        ...scopeFields,
      });
      await updateUserRow(tx, id, { ...fields, ...identity.values, perfil, ...scopeFields });
      // The row as it became (not the body, which may name the profile): history diffs it.
      await audit(tx, { before, after: await auditedUser(tx, id) });
    }),
  );
  return must(await findUserRow(db, body.id));
}

/**
 * DELETE /v1/user/{id}. Answers, finished evaluations and resets keep their rows with the
 * person set to null (the schema's ON DELETE SET NULL): they belong to the centre. Nobody
 * deletes their own account or the last active administrator (409).
 */
export async function deleteUser(
  db: Database,
  id: number,
  actor: { id: number; scope: AdminScope },
  audit: AuditTrail,
): Promise<void> {
  const actorId = actor.id;
  if (id === actorId) throw new AppError('CONFLICT', USER_MESSAGES.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    const before = await lockUserForChange(tx, id);
    if (!before) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
    await assertUserInScope(tx, actor.scope, before);
    await keepAnAdministrator(tx, before, actorId, null);
    await keepANationalAdministrator(tx, before, { ...before, activo: 0 });
    await deleteUserRow(tx, id);
    await audit(tx, deletedRecord(before));
  });
}

/**
 * PATCH /v1/auth/reset/{userId}: the current password stops working at once (and with it every
 * session of the person) and a reset link is e-mailed. Your own password, or the last active
 * administrator's, is refused (409): with mail down nobody could sign in again.
 */
export async function resetPassword(
  deps: UserDeps,
  userId: number,
  actor: { id: number; scope: AdminScope },
  audit: AuditTrail,
): Promise<UserMailResponse> {
  const actorId = actor.id;
  const mailId = await deps.db.transaction(async (tx) => {
    const before = await lockUserForChange(tx, userId);
    if (!before) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
    await assertUserInScope(tx, actor.scope, before);
    const refused = (await passwordResetRefusals(tx, [before], actorId)).get(userId);
    if (refused) throw new AppError('CONFLICT', refused);
    await clearPasswordHash(tx, userId);
    await audit(tx, { before });
    return enqueueSetPasswordMail(tx, before, 'reset');
  });
  const mail = await deps.mail.deliverNowReport([mailId]);
  return { data: must(await findUserRow(deps.db, userId)), mail };
}
