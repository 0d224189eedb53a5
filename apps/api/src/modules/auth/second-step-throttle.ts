import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_MESSAGES } from '@eval/contracts/auth';
import { SECOND_FACTOR_MESSAGES } from '@eval/contracts/second-factor';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { enqueueMails } from '../emails/mail-outbox';
import type { MailService } from '../emails/mail-service';
import {
  accountAttemptSucceeded,
  beginAccountAttempt,
  beginLoginAttempt,
  loginSucceeded,
  throttleAddress,
} from './login-throttle';
import { secondStepAlert } from './second-factor-alert';
import * as repo from './second-factor-repository';

/** The sign-in throttle's key for one account's second step: no e-mail has this shape. */
const throttleKey = (userId: number) => `totp:${userId}`;

/** What a voided second step needs: the database, and the mail service for the owner's alert. */
export interface SecondStepDeps {
  db: Database;
  mail: MailService;
}

/** A second-step attempt let through, as secondStepFailed and secondStepSucceeded take it back. */
export interface SecondStepAttempt {
  userId: number;
  address: string;
  /** Set when this attempt started the account's back-off: see AccountGate. */
  startedBlockMs: number | null;
  attempts: number;
}

/** The account's audit line of a voided second step, with what happened in `after`. */
export type VoidedStepAudit = (tx: Executor, after: Record<string, unknown>) => Promise<void>;

/**
 * Counts a second-step attempt of `userId` from `clientIp` before its code is checked: first on
 * the account across every address (beginAccountAttempt: five, then a doubling block), then on
 * the account from this address (the sign-in throttle's own back-off and slow-down). An attempt
 * the account refuses leaves the address's count as it was.
 */
export async function beginSecondStep(
  db: Database,
  userId: number,
  clientIp: string | undefined,
): Promise<SecondStepAttempt> {
  const key = throttleKey(userId);
  const account = await beginAccountAttempt(db, key);
  if (account.refused)
    throw new AppError('TOO_MANY_REQUESTS', SECOND_FACTOR_MESSAGES.tooManyWrongCodes);
  const address = throttleAddress(clientIp);
  const gate = await beginLoginAttempt(db, key, address);
  if (gate.refused) throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts);
  if (gate.delayMs > 0) await sleep(gate.delayMs);
  return { userId, address, startedBlockMs: account.startedBlockMs, attempts: account.attempts };
}

/** A right second step: the account's counts, across addresses and from this one, start again. */
export async function secondStepSucceeded(db: Database, attempt: SecondStepAttempt) {
  const key = throttleKey(attempt.userId);
  await accountAttemptSucceeded(db, key);
  await loginSucceeded(db, key, attempt.address);
}

/**
 * A wrong second step. Its attempt is already counted; when it was the account's last free one,
 * every sign-in of the account waiting for a code is voided (a new one needs the password
 * again, and the account's back-off), the owner is told by e-mail in their language (recorded
 * in the same transaction, outbox pattern) and the audit line is written. Returns the error to
 * answer: `refusal` as it was, or the account's 429 once the step is voided.
 */
export async function secondStepFailed(
  deps: SecondStepDeps,
  attempt: SecondStepAttempt,
  refusal: AppError,
  audit: VoidedStepAudit,
): Promise<AppError> {
  const blockMs = attempt.startedBlockMs;
  if (blockMs === null) return refusal;
  const mailId = await deps.db.transaction(async (tx) => {
    await repo.voidChallenges(tx, attempt.userId);
    await audit(tx, {
      secondFactor: 'bloqueado',
      failedAttempts: attempt.attempts,
      blockedMinutes: Math.round(blockMs / 60_000),
      address: attempt.address,
    });
    const owner = await repo.findAlertRecipient(tx, attempt.userId);
    if (!owner) return undefined;
    const alert = secondStepAlert(owner, attempt.attempts, blockMs);
    const [id] = await enqueueMails(tx, [
      { ...alert, receiver: owner.email, user_id: attempt.userId },
    ]);
    return id;
  });
  // Delivered in the background: the answer does not wait for the SMTP server.
  if (mailId !== undefined) deps.mail.deliverLater([mailId]);
  return new AppError('TOO_MANY_REQUESTS', SECOND_FACTOR_MESSAGES.tooManyWrongCodes);
}
