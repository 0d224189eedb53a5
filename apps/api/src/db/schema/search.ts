import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The searchable form of a text column: lower-cased and without accents, so "malaga" finds
 * "Málaga". `immutable_unaccent` is created by the first migration; PostgreSQL only indexes
 * immutable expressions and `unaccent` itself is only stable.
 */
export const searchable = (column: AnyPgColumn | SQL): SQL =>
  sql`immutable_unaccent(lower(${column}))`;

/** A trigram GIN index expression over `searchable(column)`. */
export const trigram = (column: AnyPgColumn): SQL => sql`${searchable(column)} gin_trgm_ops`;
