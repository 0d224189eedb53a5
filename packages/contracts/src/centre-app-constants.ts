/**
 * The centre app's constants without zod: the app imports these on its first load,
 * where pulling in the schemas of `./centre-app` cost ~50 kB of gzip for a few strings.
 * `./centre-app` re-exports all of them, so the API and the schemas keep one source.
 */

import type { LanguageCode } from './common';

// ---- Paths of the app (served under /centro/ by the API's process) ----

/** Where the centre app is served; its Vite `base` is `${CENTRE_APP_BASE}/`. */
export const CENTRE_APP_BASE = '/centro';

/**
 * The app's screens. The API's e-mail links for profile ≠ 0 point at `setPassword` (welcome,
 * set-password and reset: `?token=…`) and at `signIn` (reminders).
 */
export const CENTRE_APP_PATHS = {
  home: '/centro/',
  signIn: '/centro/entrar',
  forgotPassword: '/centro/olvide-contrasena',
  setPassword: '/centro/establecer-contrasena',
  answer: '/centro/cuestionario',
  results: '/centro/resultados',
  /** The improvement plan: the active period's, or `?evaluacion=ID` for an earlier one. */
  plan: '/centro/plan',
} as const;

/** The centre app's local-storage key of the session (the admin app keeps `user`). */
export const CENTRE_SESSION_STORAGE_KEY = 'centro.session';

/** Profile of a centre's coordinator (seed: 'Coordinador/a de centro'); 2 is the teaching team. */
export const COORDINATOR_PROFILE = 1;

/** Fewest centres an average may cover: a smaller group could single out a centre. */
export const MIN_AGGREGATE_CENTRES = 5;

// ---- The PDF report ----

/** The report's file name's first word in each language (the report is written in it). */
export const CENTRE_REPORT_NAMES: Readonly<Record<LanguageCode, string>> = {
  ES: 'informe-autoevaluacion',
  CA: 'informe-autoavaluacio',
};

/**
 * The PDF report's file name, in the report's language: `informe-autoevaluacion-<codigo>-<periodo>.pdf`,
 * in Catalan `informe-autoavaluacio-…` (ASCII, as every download's fallback name is). Here, not
 * in centre-app.ts, because the results screen names the file it downloads.
 */
export function centreReportFileName(
  codigo: string,
  periodo: string,
  language: LanguageCode = 'ES',
): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '_');
  return `${CENTRE_REPORT_NAMES[language]}-${safe(codigo)}-${safe(periodo)}.pdf`;
}

// ---- POST /v15/centro/auth/login ----

/**
 * Why the centre sign-in refused: sent as `error.details.reason` beside the Spanish
 * `error.message`, so the app shows its own text in the user's language.
 * - BAD_CREDENTIALS (401): unknown e-mail, no password yet, or wrong password.
 * - INACTIVE (401): the account is deactivated (said only after the right password).
 * - LOCKED (429): too many attempts from this address for this e-mail; wait and retry.
 * - ADMINISTRATOR (403): a profile-0 account: use the back-office (`ADMIN_APP_SIGN_IN`).
 * - NO_CENTRE (403): a profile ≠ 0 account with no centre assigned.
 * - CENTRE_INACTIVE (403): the account's centre is out of the programme (`activo` = 0).
 */
export const CENTRE_LOGIN_REFUSALS = [
  'BAD_CREDENTIALS',
  'INACTIVE',
  'LOCKED',
  'ADMINISTRATOR',
  'NO_CENTRE',
  'CENTRE_INACTIVE',
] as const;
export type CentreLoginRefusal = (typeof CENTRE_LOGIN_REFUSALS)[number];

/** The back-office's sign-in page, for the ADMINISTRATOR refusal's link. */
export const ADMIN_APP_SIGN_IN = '/auth/login';
