/**
 * Every advisory lock of the application, named in one place so that no two purposes share a
 * key by accident (a shared key makes unrelated work wait for each other, or a try-lock give up
 * for the wrong reason). PostgreSQL has two separate key spaces, which never meet:
 * - one bigint key, `pg_advisory_xact_lock(key)`: `LOCK_KEYS`;
 * - a pair of integers, `pg_advisory_xact_lock(class, id)`: `LOCK_CLASSES`, whose second
 *   number is a row's id (one lock per person, say).
 * The values are kept as they were deployed: an instance of the previous release, during a
 * rolling upgrade, must take the same lock for the same purpose. `db/locks.test.ts` checks that
 * each space holds no value twice and that no other file writes a lock number of its own.
 */
export const LOCK_KEYS = {
  /** Migrations and the first start's seed: one instance at a time. */
  migrations: 727_100_001,
  /** Period changes (new, reopen, close): serialised, with the partial unique index. */
  periodChanges: 727_100_002,
  /** Every edit or deletion of a user (the last administrator's rule). */
  userChanges: 727_100_003,
  /** A retention purge run: one instance at a time (try-lock). */
  retention: 727_100_017,
  /** Campaign runs never overlap, so the reminder interval holds. */
  campaignRuns: 727_100_018,
  /** Course creations and renames (unique ignoring case and accents, which no index says). */
  courses: 727_100_021,
  /** Answer saves (shared) against edits of questions and options (exclusive). */
  questionnaire: 727_100_025,
  /**
   * Folding the data change log into the versions: one instance at a time (try-lock). Its own
   * key: under the period changes' one, a period change held every fold back until it ended.
   */
  cacheFold: 727_100_026,
} as const;

export const LOCK_CLASSES = {
  /** Issuing a person's set-password links (the id is the user's). */
  passwordLinks: 727_100_002,
  /** One administrator's saved views (the id is the user's). */
  savedViews: 727_100_019,
} as const;
