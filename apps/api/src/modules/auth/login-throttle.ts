import { normalizeIP } from '@fastify/rate-limit';
import type { Database } from '../../db/client';
import {
  clearLoginAttempts,
  countLoginAttempt,
  countLoginFailure,
  EVERY_ADDRESS,
} from './login-throttle-repository';

/**
 * The sign-in throttle's figures (docs/security.md). Per e-mail and client address: five free
 * attempts, then a block that doubles with each further failure (1, 2, 4 … 60 minutes). Per
 * e-mail across addresses: past ten failures in the window, every attempt from an address that
 * has not signed in to that account waits 250 ms more per further failure, up to 3 s — slower,
 * never refused, so failures from elsewhere cannot lock the owner out.
 */
export const LOGIN_THROTTLE = {
  /** Failed attempts one address may make on one e-mail before the back-off starts (> 1). */
  freeAttempts: 5,
  firstBlockMs: 60_000,
  maxBlockMs: 60 * 60_000,
  /** The counts start again after this long without an attempt (after any block ends). */
  windowMs: 60 * 60_000,
  /** Failures on one e-mail, from any address, before unknown addresses are slowed. */
  slowAfter: 10,
  delayStepMs: 250,
  maxDelayMs: 3_000,
  /** How long an address that signed in successfully is exempt from the slow-down. */
  knownForMs: 30 * 24 * 60 * 60_000,
} as const;

export interface LoginGate {
  /** This address is in its back-off for this e-mail: answer 429 without checking the password. */
  refused: boolean;
  /** How long to wait before checking the password (the e-mail's slow-down), in milliseconds. */
  delayMs: number;
}

/** The address a throttle row is kept under: an IPv6 client is counted by its /64. */
export function throttleAddress(ip: string | undefined): string {
  return ip ? normalizeIP(ip) : 'desconocida';
}

/**
 * Counts a sign-in attempt of `address` on `email` before the password is checked, and says
 * whether it may go ahead and after how long. Counting first (loginSucceeded gives the attempt
 * back) keeps concurrent attempts from one address from slipping past its limit. One statement:
 * the (e-mail, address) row is counted unless it is blocked, and the e-mail's failures from every
 * address are read. Those are counted only on failure (loginFailed): the slow-down needs no
 * exactness, and concurrent successful sign-ins must not look like an attack.
 */
export async function beginLoginAttempt(
  db: Database,
  email: string,
  address: string,
): Promise<LoginGate> {
  const t = LOGIN_THROTTLE;
  const row = await countLoginAttempt(db, email, address, t);
  if (!row) throw new Error('login throttle upsert returned no row');
  if (row.refused) return { refused: true, delayMs: 0 };
  const beyond = Number(row.failures ?? 0) - t.slowAfter;
  const delayMs = row.known || beyond <= 0 ? 0 : Math.min(beyond * t.delayStepMs, t.maxDelayMs);
  return { refused: false, delayMs };
}

/** A wrong password (or an unknown e-mail): one more failure of the e-mail from any address. */
export async function loginFailed(db: Database, email: string): Promise<void> {
  await countLoginFailure(db, email, LOGIN_THROTTLE.windowMs);
}

/**
 * A successful sign-in: the address's count and back-off end, and the address is known to this
 * account for LOGIN_THROTTLE.knownForMs (the e-mail's slow-down spares it).
 */
export async function loginSucceeded(db: Database, email: string, address: string): Promise<void> {
  await clearLoginAttempts(db, email, address, LOGIN_THROTTLE.knownForMs);
}

/** The second step's count of one account across every address, before its code is checked. */
export interface AccountGate {
  /** The account is in its back-off: answer 429 without checking the code. */
  refused: boolean;
  /**
   * This attempt was the last free one and started the account's back-off (its length, in
   * milliseconds): if it fails too, the caller voids the sign-in and tells the owner. Else null.
   */
  startedBlockMs: number | null;
  /** The account's attempts in the window, this one included. */
  attempts: number;
}

/**
 * Counts a second-step attempt (a code, a recovery code, the proof that disables the factor) of
 * the account behind `key` on its row of every address, with the figures of the per-address
 * back-off: five attempts, then a block of 1, 2, 4 … 60 minutes for every address. Counted
 * before the check, as beginLoginAttempt, so concurrent guesses from many addresses cannot slip
 * past it; accountAttemptSucceeded gives a right one back. Only someone who knew the password
 * reaches this count, so it may block; the password step's own rows (keyed by the e-mail) are
 * never touched, and the owner can still sign in with the password once the block ends.
 */
export async function beginAccountAttempt(db: Database, key: string): Promise<AccountGate> {
  const row = await countLoginAttempt(db, key, EVERY_ADDRESS, LOGIN_THROTTLE);
  if (!row) throw new Error('login throttle upsert returned no row');
  return {
    refused: row.refused,
    startedBlockMs: row.refused ? null : row.block_ms,
    attempts: Number(row.counted),
  };
}

/** A right second step: the account's count across addresses starts again. */
export async function accountAttemptSucceeded(db: Database, key: string): Promise<void> {
  await clearLoginAttempts(db, key, EVERY_ADDRESS, 0);
}
