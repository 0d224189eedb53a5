import { setTimeout as sleep } from 'node:timers/promises';
import type { SessionUser } from '@eval/contracts/auth';
import { COMMON_MESSAGES, type LanguageCode } from '@eval/contracts/common';
import { OWN_ACCOUNT_MESSAGES, type ChangePasswordBody } from '@eval/contracts/own-account';
import type { Database } from '../../db/client';
import type { AuditTrail } from '../../lib/audit-trail';
import { AppError } from '../../lib/errors';
import { passwordProblem, personalParts } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { SessionSubject } from '../../plugins/auth';
import { beginLoginAttempt, loginFailed, loginSucceeded, throttleAddress } from './login-throttle';
import { lockOwnAccount, replaceOwnLanguage, storeOwnPasswordHash } from './own-account-repository';
import { normaliseEmail } from './service';
import { sessionReply } from './session-reply';

/** What changing one's password needs besides the database: a token for the session kept. */
export interface OwnPasswordDeps {
  db: Database;
  issueToken(user: SessionSubject): { token: string; expiresAt: number };
}

const gone = () => new AppError('UNAUTHORIZED', COMMON_MESSAGES.invalidToken);

/**
 * POST /v1/auth/account/password: the current password must match; the new one passes the
 * set-password's policy. Storing it ends every session of the person (the session-version
 * trigger); the caller gets a new token of the new version, so only the session that made the
 * change goes on (docs/security.md, "Changing one's own password").
 */
export async function changeOwnPassword(
  deps: OwnPasswordDeps,
  userId: number,
  body: ChangePasswordBody,
  clientIp: string | undefined,
  audit: AuditTrail,
): Promise<SessionUser> {
  const current = await lockOwnAccount(deps.db, userId);
  if (!current) throw gone();
  // The current password is checked as a sign-in of the account is, on the same counts
  // (login-throttle.ts, keyed by the e-mail): a session left open gives no more guesses than the
  // sign-in form, and guesses through both add up (docs/security.md).
  const email = normaliseEmail(current.email);
  const address = throttleAddress(clientIp);
  const gate = await beginLoginAttempt(deps.db, email, address);
  if (gate.refused)
    throw new AppError('TOO_MANY_REQUESTS', OWN_ACCOUNT_MESSAGES.tooManyWrongPasswords);
  if (gate.delayMs > 0) await sleep(gate.delayMs);
  if (
    !current.password_hash ||
    !(await verifyPassword(current.password_hash, body.currentPassword))
  ) {
    await loginFailed(deps.db, email);
    throw new AppError('BAD_REQUEST', OWN_ACCOUNT_MESSAGES.badCurrentPassword);
  }
  await loginSucceeded(deps.db, email, address);
  const problem = await passwordProblem(body.newPassword, personalParts(current));
  if (problem) throw new AppError('BAD_REQUEST', problem);

  // Hash first: argon2 is deliberately slow and must not hold a transaction open.
  const passwordHash = await hashPassword(body.newPassword);
  return deps.db.transaction(async (tx) => {
    const person = await lockOwnAccount(tx, userId);
    // A password changed meanwhile (another tab, a reset) wins: this one was checked against
    // the old hash.
    if (person?.password_hash !== current.password_hash) throw gone();
    const sessionVersion = await storeOwnPasswordHash(tx, userId, passwordHash);
    // Never the passwords: the line says a change happened, and to whose account.
    await audit(tx, {
      before: { user_id: userId, password: 'anterior' },
      after: { user_id: userId, password: 'nueva', otherSessions: 'cerradas' },
      record: { entity: 'auth/account/password', entity_id: String(userId) },
    });
    const issued = deps.issueToken({
      id: person.id,
      perfil: person.perfil,
      centros_id: person.centros_id,
      session_version: sessionVersion,
    });
    return sessionReply(person, issued);
  });
}

/** PUT /v1/auth/account/language: one's own language (of the e-mails one receives), audited. */
export async function setOwnLanguage(
  db: Database,
  userId: number,
  languageId: LanguageCode,
  audit: AuditTrail,
): Promise<{ language_id: LanguageCode }> {
  await db.transaction(async (tx) => {
    const before = await replaceOwnLanguage(tx, userId, languageId);
    if (before === undefined) throw gone();
    await audit(tx, {
      before: { user_id: userId, language_id: before },
      after: { user_id: userId, language_id: languageId },
      record: { entity: 'auth/account/language', entity_id: String(userId) },
    });
  });
  return { language_id: languageId };
}
