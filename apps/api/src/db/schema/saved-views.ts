import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { ownerUserId } from './users';

/**
 * Named views of the server-paged tables (docs/saved-views.md): each belongs to the
 * administrator who saved it and goes with them when they are deleted. A name is unique per
 * administrator and table whatever its case ("Activos" and "activos" would be the same entry
 * in the menu); that index also serves the menu's list, by user and table.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    user_id: ownerUserId(),
    table_name: text('table_name').notNull(),
    name: text('name').notNull(),
    /** What the view keeps of the table (contracts/saved-views.ts savedViewStateSchema). */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('saved_views_name_unique').on(t.user_id, t.table_name, sql`lower(${t.name})`),
  ],
);
