import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** A fixed list of names keyed by a code the spec gives (INE codes, profile numbers). */
export const namesByCode = <N extends string>(name: N) =>
  pgTable(name, {
    id: integer('id').primaryKey(),
    nombre: text('nombre').notNull(),
  });
