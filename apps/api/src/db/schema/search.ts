import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/**
 * A column that is already in searchable form (e.g. a generated one) contains `term` (a text, or
 * its placeholder: db/statement-shapes.ts).
 */
export const searchableContains = (
  searchableColumn: AnyPgColumn | SQL,
  term: string | SQLWrapper,
): SQL => sql`${searchableColumn} like '%' || immutable_unaccent(lower(${term})) || '%'`;

/** `column` contains `term`, ignoring case and accents; served by a trigram index on it. */
export const containsText = (column: AnyPgColumn | SQL, term: string | SQLWrapper): SQL =>
  searchableContains(searchable(column), term);
