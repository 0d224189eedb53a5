import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_MESSAGES, type LoginBody, type SessionUser } from '@eval/contracts/auth';
import { CENTRE_LOGIN_MESSAGES } from '@eval/contracts/centre-app';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import type { LoginChallenge } from '@eval/contracts/second-factor';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { SessionSubject } from '../../plugins/auth';
import { beginLoginAttempt, loginFailed, loginSucceeded, throttleAddress } from './login-throttle';
import { findLoginUser } from './repository';
import { issueChallenge } from './second-factor-service';
import { sessionReply } from './session-reply';

export interface LoginDeps {
  db: Database;
  issueToken(user: SessionSubject): { token: string; expiresAt: number };
}

/** E-mails are stored lower-cased and trimmed (schema/users.ts); compare them the same way. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash of a random password, verified when the e-mail is unknown or has no password so
 * that such a login takes as long as a wrong password and does not reveal which e-mails exist.
 * Computed once per process; call it at start-up so the first such login is not slower.
 */
export function hashForUnknownUsers(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return dummyHash;
}

/**
 * Checks e-mail and password and issues a session token. Every active user with a password
 * may log in; the administration client then refuses profiles other than 0 (domain.md).
 * "Inactive" is only said after the password was verified, so it reveals nothing to someone
 * who does not already know the account's password. `clientIp` is the address TRUST_PROXY
 * makes of the request: attempts are throttled per e-mail and address (login-throttle.ts),
 * for known and unknown e-mails alike. An administrator with a second factor gets no session
 * here but a challenge for POST /v1/auth/login/totp (second-factor-service.ts).
 */
export async function login(
  deps: LoginDeps,
  body: LoginBody,
  clientIp: string | undefined,
): Promise<SessionUser | LoginChallenge> {
  const email = normaliseEmail(body.email);
  const address = throttleAddress(clientIp);
  const gate = await beginLoginAttempt(deps.db, email, address);
  if (gate.refused) throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts);
  if (gate.delayMs > 0) await sleep(gate.delayMs);

  const user = await findLoginUser(deps.db, email);
  const storedHash = user?.password_hash ?? (await hashForUnknownUsers());
  const matches = await verifyPassword(storedHash, body.password);
  if (!user || !user.password_hash || !matches) {
    await loginFailed(deps.db, email);
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.badCredentials);
  }
  if (user.activo !== 1) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.inactive);
  // The access check would refuse its token anyway (plugins/auth.ts): none is issued.
  if (user.centre_active === false)
    throw new AppError('UNAUTHORIZED', CENTRE_LOGIN_MESSAGES.CENTRE_INACTIVE);

  await loginSucceeded(deps.db, email, address);
  const administrator = user.perfil === ADMIN_PROFILE;
  if (administrator && user.second_factor) return issueChallenge(deps.db, user);
  return {
    ...sessionReply(user, deps.issueToken(user)),
    ...(administrator && user.second_factor_required ? { secondFactorSetupRequired: true } : {}),
  };
}
