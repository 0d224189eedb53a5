import { CENTRE_APP_PATHS } from '@eval/contracts/centre-app';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import type { Executor } from '../../db/client';
import { findUserProfile } from './link-repository';

/**
 * Which app an e-mail's `{{enlace}}` opens (issue 25), decided here only: administrators
 * (profile 0) keep the back-office's pages; everyone else, a centre's people, gets the centre
 * app served under /centro/ (contracts/centre-app.ts `CENTRE_APP_PATHS`).
 */

/** The set-password page for a welcome, set-password or reset link of `userId`. */
export async function setPasswordUrl(
  db: Executor,
  userId: number,
  token: string,
  publicUrl: string,
): Promise<string> {
  return setPasswordUrlFor(await findUserProfile(db, userId), token, publicUrl);
}

/** The same page for a person whose profile is already read (an unknown one: the back-office's). */
export function setPasswordUrlFor(
  perfil: number | null | undefined,
  token: string,
  publicUrl: string,
): string {
  const path =
    perfil === undefined || perfil === null || perfil === ADMIN_PROFILE
      ? '/auth/set-password'
      : CENTRE_APP_PATHS.setPassword;
  return `${publicUrl}${path}?token=${token}`;
}

/** A reminder's link: reminders go to a centre's people only (campaigns/recipients.ts). */
export function centreAppSignInUrl(publicUrl: string): string {
  return `${publicUrl}${CENTRE_APP_PATHS.signIn}`;
}
