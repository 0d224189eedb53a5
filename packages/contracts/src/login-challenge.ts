import { z } from 'zod';

/**
 * The pieces of the second factor the login page and the base query need, kept out
 * of second-factor.ts so the login page's first-load JS stays within its budget.
 */

/** POST /v1/auth/login's answer for an administrator with a second factor: no session yet. */
export const loginChallengeSchema = z.object({
  perfil: z.number().int(),
  /** Which second step is asked for. */
  secondFactor: z.literal('totp'),
  /** Single-purpose token for POST /v1/auth/login/totp only; not a session token. */
  challenge: z.string(),
  /** Seconds since the epoch after which the challenge is refused. */
  challengeExpiresAt: z.number().int(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

export { SECOND_FACTOR_SETUP_REASON } from './client-constants';
