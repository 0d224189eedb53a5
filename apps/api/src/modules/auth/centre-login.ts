import { setTimeout as sleep } from 'node:timers/promises';
import type { LoginBody, SessionUser } from '@eval/contracts/auth';
import { CENTRE_LOGIN_MESSAGES, type CentreLoginRefusal } from '@eval/contracts/centre-app';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import type { ErrorCode } from '@eval/contracts/common';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { beginLoginAttempt, loginFailed, loginSucceeded, throttleAddress } from './login-throttle';
import { findLoginUser } from './repository';
import { hashForUnknownUsers, normaliseEmail, type LoginDeps } from './service';
import { sessionReply } from './session-reply';

/** The refusal's status and its reason in `details`, so the app can word it in its language. */
function refused(code: ErrorCode, reason: CentreLoginRefusal): AppError {
  return new AppError(code, CENTRE_LOGIN_MESSAGES[reason], { reason });
}

/**
 * The centre app's sign-in: the same checks, throttle and timing as /v1/auth/login,
 * but a token only for an active user of profile ≠ 0 with a centre. Every refusal names its
 * reason; the ones about the account (inactive, administrator, no centre) are said only after
 * the right password, so they reveal nothing to someone who does not know it. An administrator
 * gets no token here: the back-office is their door (with its second factor).
 */
export async function centreLogin(
  deps: LoginDeps,
  body: LoginBody,
  clientIp: string | undefined,
): Promise<SessionUser> {
  const email = normaliseEmail(body.email);
  const address = throttleAddress(clientIp);
  const gate = await beginLoginAttempt(deps.db, email, address);
  if (gate.refused) throw refused('TOO_MANY_REQUESTS', 'LOCKED');
  if (gate.delayMs > 0) await sleep(gate.delayMs);

  const user = await findLoginUser(deps.db, email);
  const storedHash = user?.password_hash ?? (await hashForUnknownUsers());
  const matches = await verifyPassword(storedHash, body.password);
  if (!user || !user.password_hash || !matches) {
    await loginFailed(deps.db, email);
    throw refused('UNAUTHORIZED', 'BAD_CREDENTIALS');
  }
  if (user.activo !== 1) throw refused('UNAUTHORIZED', 'INACTIVE');
  if (user.perfil === ADMIN_PROFILE) throw refused('FORBIDDEN', 'ADMINISTRATOR');
  if (user.centros_id === null) throw refused('FORBIDDEN', 'NO_CENTRE');
  if (user.centre_active === false) throw refused('FORBIDDEN', 'CENTRE_INACTIVE');

  await loginSucceeded(deps.db, email, address);
  return sessionReply(user, deps.issueToken(user));
}
