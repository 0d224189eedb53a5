/*
 * The contracts' plain values the admin app needs before anyone signs in (its store and base
 * query): no schema here, so the login page's first-load JS does without zod (~24 kB gzip;
 * `apps/web/scripts/check-login-size.mjs`). The modules that declared them re-export them.
 */

/** The administrator profile id; only it may use the administration API and client (spec §6, §9). */
export const ADMIN_PROFILE = 0;

/** Languages of the programme (spec §9); the `language` request header carries one of them. */
export const LANGUAGE_CODES = ['ES', 'CA'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'ES';

/** Page sizes offered by the quiz and e-mail tables (spec §9). */
export const QUIZ_PAGE_SIZES = [5, 10, 20] as const;
/** Page sizes of the centres and courses tables (spec §9). */
export const CENTRE_PAGE_SIZES = [10, 20, 50] as const;
/** Page sizes of the users-by-centre table (spec §9). */
export const CENTRE_USERS_PAGE_SIZES = [5, 10] as const;
/** Page sizes of the audit log screen; default 20, first page 0. */
export const AUDIT_PAGE_SIZES = [10, 20, 50] as const;
/** Page sizes of the sent e-mail tracker (spec §9): 5, 10, 20; default 5, first page 0. */
export const EMAIL_PAGE_SIZES = QUIZ_PAGE_SIZES;

/**
 * The server-paged tables an administrator can save views of: the tables the web
 * app remembers locally (spec §7). Gestión de usuarios is two tables, every user and a
 * centre's users, each with its own views.
 */
export const SAVED_VIEW_TABLES = [
  'quizzes',
  'users',
  'centreUsers',
  'centres',
  'sentEmails',
  'audit',
] as const;

/** Why a 403 was answered: the client opens the enrolment instead of showing the message only. */
export const SECOND_FACTOR_SETUP_REASON = 'second-factor-setup';

/** GET: the programme's languages (declared in calls/languages.ts), loaded at start-up. */
export const LANGUAGES_PATH = '/v5/languages';
