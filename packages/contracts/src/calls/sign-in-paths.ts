/*
 * The paths of the admin sign-in's two steps, declared in auth.ts. Kept apart, with no schema,
 * for the login page and the web's base query: importing auth.ts there brings its zod schemas
 * into the login page's first-load JS (202.8 → 205.5 kB gzip, over its budget,
 * `check-login-size`).
 */

/** POST: the sign-in with e-mail and password. */
export const LOGIN_PATH = '/v1/auth/login';
/** POST: the sign-in's second step, a code of the second factor. */
export const LOGIN_WITH_CODE_PATH = '/v1/auth/login/totp';
/** POST: the centre app's sign-in (its page imports this path, not auth.ts's schemas). */
export const CENTRE_LOGIN_PATH = '/v15/centro/auth/login';
