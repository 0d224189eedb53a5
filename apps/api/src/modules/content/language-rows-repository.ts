import type { LanguageCode } from '@eval/contracts/common';
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';

/** A content table kept per language: each row belongs to one language and has an id. */
type LanguageTable = PgTable & { id: AnyPgColumn; language_id: AnyPgColumn };

/** The rows of one language of a content table (contents, toolkits, resources), oldest first. */
export function rowsInLanguage<T extends LanguageTable>(
  db: Executor,
  table: T,
  language: LanguageCode,
): Promise<T['$inferSelect'][]> {
  // Drizzle cannot type a select from a table given as a type parameter: read as any table, the
  // rows are the table's own.
  const rows = db
    .select()
    .from(table as PgTable)
    .where(eq(table.language_id, language))
    .orderBy(asc(table.id));
  return rows as Promise<T['$inferSelect'][]>;
}

/** The list service of a content table: one language's rows, oldest first, each as `toItem` shows it. */
export function listInLanguage<T extends LanguageTable, Item>(
  table: T,
  toItem: (row: T['$inferSelect']) => Item,
) {
  return async (db: Executor, language: LanguageCode): Promise<Item[]> =>
    (await rowsInLanguage(db, table, language)).map(toItem);
}
