import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { ownerUserId } from './users';

/**
 * An administrator's TOTP second factor (docs/security.md "Second factor"). One row
 * per user: written unconfirmed when enrolment starts, confirmed by the first valid code. The
 * secret is encrypted (AES-256-GCM, key derived from the JWT secret): `secret_box` holds
 * version, nonce, tag and ciphertext, never the base32 secret itself.
 */
export const userTotp = pgTable('user_totp', {
  user_id: ownerUserId().primaryKey(),
  secret_box: text('secret_box').notNull(),
  /** Null while the enrolment waits for its first code. */
  confirmed_at: timestamptz('confirmed_at'),
  /** The RFC 6238 time step of the last accepted code: a code of that step or an older one is refused. */
  last_time_step: integer('last_time_step'),
  created_at: createdAt(),
});

/** One-time recovery codes of a second factor, as argon2id hashes; `used_at` once spent. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: ownerUserId(),
    code_hash: text('code_hash').notNull(),
    used_at: timestamptz('used_at'),
  },
  (t) => [index('user_recovery_codes_user').on(t.user_id)],
);

/**
 * The sign-in step between a right password and a right code: a random token given to the
 * client instead of a session, kept here as its SHA-256. It is not a JWT, so no other route can
 * take it for a session; it ends when used, at `expires_at`, or when the session version moves.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: ownerUserId(),
    session_version: integer('session_version').notNull(),
    expires_at: timestamptz('expires_at').notNull(),
  },
  (t) => [index('login_challenges_user').on(t.user_id)],
);
