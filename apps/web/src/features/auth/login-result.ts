import { sessionUserSchema, type SessionUser } from '@eval/contracts/auth';
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
