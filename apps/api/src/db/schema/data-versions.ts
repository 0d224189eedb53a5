import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per data channel: the committed changes of the channel already folded in (see
 * `dataChangeLog`). Cached aggregates (lib/versioned-cache) are keyed by the channel's version,
 * this counter plus its rows in the log, so every instance sees a change the moment it is
 * committed.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * One row per committed transaction and channel it changed, appended by commit-time triggers
 * (migration 0010). An insert takes no lock another writer waits for, so unrelated commits no
 * longer queue behind one counter; now and then an instance folds the rows into
 * `dataVersions` (lib/versioned-cache).
 */
export const dataChangeLog = pgTable(
  'data_change_log',
  {
    channel: text('channel').notNull(),
  },
  (table) => [index('data_change_log_channel_idx').on(table.channel)],
);
