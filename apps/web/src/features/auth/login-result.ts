import { sessionUserSchema, type SessionUser } from '@eval/contracts/auth';
import { ADMIN_PROFILE } from '@eval/contracts/client-constants';
import { loginChallengeSchema, type LoginChallenge } from '@eval/contracts/login-challenge';
import { hasAdminSession } from '../../lib/session';

/**
 * The session to keep after a login call, or null. Login succeeds only when a token is
 * returned and the profile is 0 (spec §4); anything else is treated as a failure. The base query
 * has already taken the answer's `{ data }` envelope off.
 */
export function sessionFromLoginResponse(response: unknown): SessionUser | null {
  const parsed = sessionUserSchema.safeParse(response);
  if (!parsed.success) return null;
  return hasAdminSession(parsed.data) ? parsed.data : null;
}

/**
 * The challenge of an administrator with a second factor, or null: POST
 * /v1/auth/login answered with no token, so the page asks for a code. Only profile 0 gets one.
 */
export function challengeFromLoginResponse(response: unknown): LoginChallenge | null {
  const parsed = loginChallengeSchema.safeParse(response);
  return parsed.success && parsed.data.perfil === ADMIN_PROFILE ? parsed.data : null;
}
