import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per data channel, bumped by commit-time triggers (migration 0004) whenever a
 * committed transaction changed what the channel covers. Cached aggregates (lib/versioned-cache)
 * are keyed by these counters, so every instance sees a change the moment it is committed.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
