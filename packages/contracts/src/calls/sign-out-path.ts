/*
 * The path of the sign-out, declared in auth.ts; apart from sign-in-paths.ts because the admin
 * web makes it from its top bar only, which is not part of the login page's first load: in its
 * own module the path is bundled with the top bar (check-login-size).
 */

/** POST: the sign-out. */
export const LOGOUT_PATH = '/v1/auth/logout';
