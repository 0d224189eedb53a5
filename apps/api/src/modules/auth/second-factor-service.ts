import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@eval/contracts/auth';
import { LOGIN_WITH_CODE_PATH } from '@eval/contracts/calls/sign-in-paths';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import {
  SECOND_FACTOR_MESSAGES,
  type LoginChallenge,
  type RecoveryCodes,
  type SecondFactorPolicy,
  type SecondFactorStatus,
  type TotpEnrolment,
} from '@eval/contracts/second-factor';
import type { totpDisableBodySchema, totpLoginBodySchema } from '@eval/contracts/second-factor';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { AuditTrail } from '../../lib/audit-trail';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { newRecoveryCodes } from './recovery-codes';
import * as repo from './second-factor-repository';
import { openSecret, sealSecret } from './secret-box';
import type { LoginDeps } from './service';
import { acceptedTimeStep, enrolmentOf, newTotpSecret } from './totp';
import { sessionReply } from './session-reply';
import {
  beginSecondStep,
  secondStepFailed,
  secondStepSucceeded,
  type SecondStepDeps,
} from './second-step-throttle';

/** How long the second step of a sign-in may wait for its code. */
export const CHALLENGE_SECONDS = 5 * 60;

/**
 * What the second-factor services need besides the database: the key of the secrets, and the
 * mail service for the owner's alert when a second step is voided (second-step-throttle.ts).
 */
export interface SecondFactorDeps extends SecondStepDeps {
  secretKey: Buffer;
}

const badCode = () => new AppError('BAD_REQUEST', SECOND_FACTOR_MESSAGES.badCode);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function secondFactorStatus(
  db: Database,
  userId: number,
): Promise<SecondFactorStatus> {
  const row = await repo.findTotp(db, userId);
  const enabled = row?.confirmed_at != null;
  return {
    enabled,
    recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(db, userId) : 0,
    required: await repo.secondFactorRequiredOf(db, userId),
  };
}

/**
 * A new secret for the administrator's app, pending until its first code arrives (a pending one
 * is replaced; an active second factor must be disabled first).
 */
export async function startEnrolment(
  deps: SecondFactorDeps,
  userId: number,
): Promise<TotpEnrolment> {
  const user = await repo.findUserEmail(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', SECOND_FACTOR_MESSAGES.userNotFound);
  const secret = newTotpSecret();
  const saved = await repo.savePendingTotp(
    deps.db,
    userId,
    sealSecret(deps.secretKey, userId, secret),
  );
  if (!saved) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.alreadyEnabled);
  return { secret, ...(await enrolmentOf(user.email, secret)) };
}

/** The code's time step if it is right for the user's secret and not used before, and takes it. */
async function takeCode(
  deps: { secretKey: Buffer },
  tx: Executor,
  row: { user_id: number; secret_box: string; last_time_step: number | null },
  code: string,
): Promise<boolean> {
  const secret = openSecret(deps.secretKey, row.user_id, row.secret_box);
  if (secret === null) return false;
  const step = await acceptedTimeStep(secret, code, row.last_time_step);
  return step !== null && (await repo.takeTimeStep(tx, row.user_id, step));
}

/** The first valid code confirms the enrolment; the recovery codes are returned this once. */
export async function confirmEnrolment(
  deps: SecondFactorDeps,
  userId: number,
  code: string,
  audit: AuditTrail,
): Promise<RecoveryCodes> {
  // Hashing ten codes takes a moment: done before the transaction, never while holding it.
  const codes = await newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockTotp(tx, userId);
    if (!row) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.noEnrolment);
    if (row.confirmed_at) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.alreadyEnabled);
    if (!(await takeCode(deps, tx, row, code))) throw badCode();
    await repo.confirmTotp(tx, userId);
    await repo.replaceRecoveryCodes(tx, userId, codes.hashes);
    await audit(tx, { before: { enabled: false }, after: { enabled: true } });
  });
  return { recoveryCodes: codes.shown };
}

/** New recovery codes (the old ones stop working), against a current code. */
export async function renewRecoveryCodes(
  deps: SecondFactorDeps,
  userId: number,
  code: string,
  audit: AuditTrail,
): Promise<RecoveryCodes> {
  const codes = await newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockTotp(tx, userId);
    if (!row?.confirmed_at) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.notEnabled);
    if (!(await takeCode(deps, tx, row, code))) throw badCode();
    await repo.replaceRecoveryCodes(tx, userId, codes.hashes);
    await audit(tx, {
      before: { recoveryCodes: 'anteriores' },
      after: { recoveryCodes: 'nuevos' },
    });
  });
  return { recoveryCodes: codes.shown };
}

/**
 * Turns one's own second factor off, against a current code or the password. Counted as the
 * sign-in's code step is (second-step-throttle.ts): a session left open must not become a way
 * to guess either.
 */
export async function disableSecondFactor(
  deps: SecondFactorDeps,
  userId: number,
  body: z.output<typeof totpDisableBodySchema>,
  clientIp: string | undefined,
  audit: AuditTrail,
): Promise<void> {
  const row = await repo.findTotp(deps.db, userId);
  if (!row?.confirmed_at) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.notEnabled);
  const attempt = await beginSecondStep(deps.db, userId, clientIp);
  const failed = (refusal: AppError) =>
    secondStepFailed(deps, attempt, refusal, (tx, after) => audit(tx, { before: null, after }));
  if (body.password !== undefined) {
    const user = await repo.findPasswordHash(deps.db, userId);
    if (!user?.hash || !(await verifyPassword(user.hash, body.password)))
      throw await failed(new AppError('BAD_REQUEST', SECOND_FACTOR_MESSAGES.badPassword));
  } else if (body.code === undefined || !(await takeCode(deps, deps.db, row, body.code))) {
    throw await failed(badCode());
  }
  await secondStepSucceeded(deps.db, attempt);
  await deps.db.transaction(async (tx) => {
    await repo.removeSecondFactor(tx, userId);
    await audit(tx, { before: { enabled: true }, after: { enabled: false } });
  });
}

/**
 * Another administrator's second factor, removed by an administrator (a lost phone): the
 * person's sessions end too, so they sign in again and, where required, enrol again.
 */
export async function resetSecondFactor(
  db: Database,
  actorId: number,
  targetId: number,
  audit: AuditTrail,
): Promise<void> {
  if (actorId === targetId) throw new AppError('BAD_REQUEST', SECOND_FACTOR_MESSAGES.notOwnReset);
  await db.transaction(async (tx) => {
    const target = await repo.findResetTarget(tx, targetId);
    if (!target) throw new AppError('NOT_FOUND', SECOND_FACTOR_MESSAGES.userNotFound);
    if (target.perfil !== ADMIN_PROFILE)
      throw new AppError('BAD_REQUEST', SECOND_FACTOR_MESSAGES.notAdministrator);
    const row = await repo.lockTotp(tx, targetId);
    if (!row) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.notEnabled);
    await repo.removeSecondFactor(tx, targetId);
    await repo.bumpSessionVersion(tx, targetId);
    await audit(tx, {
      before: { user_id: target.id, email: target.email, enabled: row.confirmed_at !== null },
      after: { user_id: target.id, enabled: false },
    });
  });
}

/**
 * The programme's rule. Turning it on needs the administrator's own second factor first: the
 * rule would otherwise lock their own session out of everything but the enrolment.
 */
/**
 * Changes the programme's rule (a national call: only a national administrator who writes gets
 * here). Requiring it of everyone needs the actor's own second factor first, or the rule would
 * lock them out; the communities name scoped administrators only, never the (national) actor.
 * `comunidades` absent keeps them; a community that does not exist is 400, nothing changed.
 */
export async function setSecondFactorPolicy(
  db: Database,
  actorId: number,
  body: { required: boolean; comunidades?: number[] | undefined },
  audit: AuditTrail,
): Promise<SecondFactorPolicy> {
  if (body.required && !(await repo.findTotp(db, actorId))?.confirmed_at)
    throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.requireOwnFirst);
  const named = body.comunidades;
  if (named && (await repo.countCommunities(db, named)) !== named.length)
    throw new AppError('BAD_REQUEST', SECOND_FACTOR_MESSAGES.communitiesInvalid);
  return db.transaction(async (tx) => {
    const before = await repo.lockSecondFactorPolicy(tx);
    const after = { required: body.required, comunidades: named ?? before.comunidades };
    await repo.saveSecondFactorPolicy(tx, after);
    await audit(tx, { before, after });
    return after;
  });
}

/** The first step's answer for an administrator with a second factor: a challenge, no session. */
export async function issueChallenge(
  db: Database,
  user: { id: number; perfil: number; session_version: number },
): Promise<LoginChallenge> {
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS;
  await repo.saveChallenge(db, {
    token_hash: sha256(challenge),
    user_id: user.id,
    session_version: user.session_version,
    expires_at: new Date(expiresAt * 1000),
  });
  return { perfil: user.perfil, secondFactor: 'totp', challenge, challengeExpiresAt: expiresAt };
}

/**
 * The second step: a live challenge and a right code (or an unused recovery code) give the
 * session. Counted per account across every address and per account and address before the
 * code is checked (second-step-throttle.ts); the fifth failure of the account voids its
 * challenges and tells the owner.
 */
export async function loginWithSecondFactor(
  deps: LoginDeps & SecondFactorDeps,
  body: z.output<typeof totpLoginBodySchema>,
  clientIp: string | undefined,
): Promise<SessionUser> {
  const tokenHash = sha256(body.challenge);
  const user = await repo.findChallengeUser(deps.db, tokenHash);
  if (!user) throw new AppError('UNAUTHORIZED', SECOND_FACTOR_MESSAGES.challengeExpired);

  const attempt = await beginSecondStep(deps.db, user.id, clientIp);
  const accepted =
    body.code !== undefined
      ? await takeCode(
          deps,
          deps.db,
          { user_id: user.id, secret_box: user.secret_box, last_time_step: user.last_time_step },
          body.code,
        )
      : body.recoveryCode !== undefined &&
        (await spendRecoveryCode(deps.db, user.id, body.recoveryCode));
  if (!accepted) {
    const refusal = new AppError(
      'UNAUTHORIZED',
      body.code !== undefined
        ? SECOND_FACTOR_MESSAGES.badCode
        : SECOND_FACTOR_MESSAGES.badRecoveryCode,
    );
    throw await secondStepFailed(deps, attempt, refusal, (tx, after) =>
      repo.insertSecondStepAudit(tx, {
        action: `POST ${LOGIN_WITH_CODE_PATH}`,
        userId: user.id,
        after,
      }),
    );
  }
  if (!(await repo.takeChallenge(deps.db, tokenHash)))
    throw new AppError('UNAUTHORIZED', SECOND_FACTOR_MESSAGES.challengeExpired);
  await secondStepSucceeded(deps.db, attempt);
  return sessionReply(user, deps.issueToken(user));
}

/** Spends the unused recovery code `code` matches; false when none does. */
async function spendRecoveryCode(db: Database, userId: number, code: string): Promise<boolean> {
  for (const row of await repo.unusedRecoveryCodes(db, userId)) {
    if (await verifyPassword(row.code_hash, code)) return repo.spendRecoveryCode(db, row.id);
  }
  return false;
}
