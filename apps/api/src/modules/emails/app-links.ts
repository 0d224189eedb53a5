import { ADMIN_APP_SIGN_IN, CENTRE_APP_PATHS } from '@eval/contracts/centre-app';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import type { Executor } from '../../db/client';
import { findLinkAccount } from './link-repository';
import type { MailLanguage } from './mail-templates';

/**
 * Which app an e-mail's `{{enlace}}` opens, decided here only: administrators
 * (profile 0) keep the back-office's pages; everyone else, a centre's people, gets the centre
 * app served under /centro/ (contracts/centre-app.ts `CENTRE_APP_PATHS`).
 */

const isAdministrator = (perfil: number | null | undefined): boolean =>
  perfil === undefined || perfil === null || perfil === ADMIN_PROFILE;

/** The set-password page for a welcome, set-password or reset link of `userId`. */
export async function setPasswordUrl(
  db: Executor,
  userId: number,
  token: string,
  publicUrl: string,
): Promise<string> {
  const account = await findLinkAccount(db, userId);
  return setPasswordUrlFor(account?.perfil, token, publicUrl, account?.language_id ?? 'ES');
}

/**
 * The same page for a person whose profile is already read (an unknown one: the back-office's).
 * A centre app link carries the message's language (`&lang=CA`): the page opens in the language
 * the e-mail was written in, before the person has ever chosen one in that browser. The
 * back-office is Spanish only, so its links carry none.
 */
export function setPasswordUrlFor(
  perfil: number | null | undefined,
  token: string,
  publicUrl: string,
  language: MailLanguage | string,
): string {
  if (isAdministrator(perfil)) return `${publicUrl}/auth/set-password?token=${token}`;
  const lang = language === 'CA' ? 'CA' : 'ES';
  return `${publicUrl}${CENTRE_APP_PATHS.setPassword}?token=${token}&lang=${lang}`;
}

/** The address of the app the person signs in to: the centre app, or the back-office's sign-in. */
export function appAddressFor(perfil: number | null | undefined, publicUrl: string): string {
  return `${publicUrl}${isAdministrator(perfil) ? ADMIN_APP_SIGN_IN : CENTRE_APP_PATHS.home}`;
}

/** A reminder's link: reminders go to a centre's people only (campaigns/recipients.ts). */
export function centreAppSignInUrl(publicUrl: string): string {
  return `${publicUrl}${CENTRE_APP_PATHS.signIn}`;
}
