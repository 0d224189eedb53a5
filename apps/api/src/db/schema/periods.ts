import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Evaluation windows, e.g. '2025-2026'. */
export const periodos = pgTable(
  'periodos',
  {
    id: serial('id').primaryKey(),
    periodo: text('periodo').notNull(),
    activo: boolean('activo').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('periodos_periodo_unique').on(t.periodo),
    // The database itself guarantees one active period, even when two administrators act at once.
    uniqueIndex('periodos_one_active')
      .on(t.activo)
      .where(sql`${t.activo}`),
  ],
);

/** Key/value settings: the active period (spec §4), and the JWT secret in embedded mode. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: updatedAt(),
});
