import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Request counters shared by every instance: the rate limits of public routes
 * (plugins/rate-limit-store.ts) and of forgot-password per e-mail address (lib/rate-counter.ts).
 * One row per key and fixed window; expired rows are deleted by a periodic sweep. UNLOGGED and
 * with free space per page (migration 0009): counters need no crash safety, and each hit is one
 * upsert that rewrites its row in place.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  window_ends: timestamptz('window_ends').notNull(),
});

/**
 * Sign-in attempts (modules/auth/login-throttle.ts), shared by every instance. A row per
 * (e-mail, client address) counts attempts with back-off; the row with `address = ''` counts the
 * e-mail's attempts from every address, which slows unknown addresses but never blocks.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    email: text('email').notNull(),
    /** Client address (IPv6 reduced to its /64); '' for the e-mail's row across addresses. */
    address: text('address').notNull(),
    /** Attempts counted in the current window; a successful sign-in takes its own back. */
    failures: integer('failures').notNull().default(0),
    /** When the count starts again from zero. */
    window_ends: timestamptz('window_ends').notNull(),
    /** Until when this address may not try this e-mail (back-off). */
    blocked_until: timestamptz('blocked_until'),
    /** Whether the last attempt was refused: what the upsert reports back. */
    refused: boolean('refused').notNull().default(false),
    /** The address signed in to this e-mail successfully; it is not slowed until then. */
    known_until: timestamptz('known_until'),
  },
  (table) => [primaryKey({ columns: [table.email, table.address] })],
);
