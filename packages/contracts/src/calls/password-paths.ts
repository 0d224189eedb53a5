/*
 * The paths of the public password calls, declared in passwords.ts. Kept apart, with no schema,
 * for the centre app's base query, which is on its sign-in page's first load and needs only
 * these strings (the 401s of these calls do not end a session).
 */

/** POST: sets the password with the e-mailed link. */
export const SET_PASSWORD_PATH = '/v1/auth/set-password';
/** POST: checks, without spending it, that an e-mailed link still works. */
export const CHECK_LINK_PATH = '/v1/auth/set-password/check';
/** POST: e-mails a link to reset the password. */
export const FORGOT_PASSWORD_PATH = '/v1/auth/forgot-password';
