import type { LanguageCode } from '@eval/contracts/common';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../db/client';
import type { AuditTrail } from './audit-trail';
import { changeRecord, deleteRecord, type RecordChange } from './audited-record';
import { createRecord, insertedRow } from './created-record';

// The services behind `itemRoutes` (modules/admin-routes.ts), built from the steps only their
// module knows: they take the arguments its routes pass, with the body as the contract's schema
// outputs it, and answer the response's `data`.

/** POST: creates the item in the request's language. */
export type ItemCreate<Body, Item> = (
  db: Database,
  language: LanguageCode,
  body: Body,
) => Promise<Item>;

/** PUT `…/:id`: changes the item, answering it in the request's language. */
export type ItemUpdate<Body, Item> = (
  db: Database,
  language: LanguageCode,
  id: number,
  body: Body,
  audit: AuditTrail,
) => Promise<Item>;

/** How an item the API shows with its joins and counts is read back: by id, in a language. */
type ReadItem<Item> = (db: Executor, language: LanguageCode, id: number) => Promise<Item>;

/**
 * The POST service of an item the API shows with its joins and counts: the module's checks and
 * its insert in one transaction (createRecord), then the item is read back in the request's
 * language as its list shows it.
 */
export function createdItem<Body, Item>(
  what: string,
  read: ReadItem<Item>,
  insert: (tx: Transaction, body: Body) => Promise<readonly { id: number }[]>,
): ItemCreate<Body, Item> {
  return (db, language, body) =>
    createRecord(
      db,
      what,
      (tx) => insert(tx, body),
      (id) => read(db, language, id),
    );
}

/**
 * The POST service of an item kept per language whose inserted row is its answer: the module's
 * checks and its insert (in the request's language, returning the row as shown) in one
 * transaction.
 */
export function insertedItem<Body, Item>(
  what: string,
  insert: (tx: Transaction, language: LanguageCode, body: Body) => Promise<readonly Item[]>,
): ItemCreate<Body, Item> {
  return (db, language, body) =>
    db.transaction(async (tx) => insertedRow(what, await insert(tx, language, body)));
}

/**
 * The PUT service of an item the API shows with its joins and counts: the change runs through
 * changeRecord (lock, 404, audit line, one transaction), then the item is read back in the
 * request's language as its list shows it.
 */
export function changedItem<Body, Before, Item>(
  read: ReadItem<Item>,
  steps: (id: number, body: Body) => RecordChange<Before, unknown>,
): ItemUpdate<Body, Item> {
  return async (db, language, id, body, audit) => {
    await changeRecord(db, audit, steps(id, body));
    return read(db, language, id);
  };
}

/** DELETE `…/:id`: removes the item, answering `{ id }`. */
export type ItemRemove = (db: Database, id: number, audit: AuditTrail) => Promise<{ id: number }>;

/**
 * The DELETE service of an item kept in one table under its `id`: the row is deleted through
 * deleteRecord (404 when missing, the audit line with the row), then `afterDelete` tidies up
 * after it (a file nothing else uses) when given.
 */
export function deletedItem<T extends PgTable & { id: AnyPgColumn }>(
  table: T,
  notFound: string,
  afterDelete?: (tx: Transaction, before: T['$inferSelect']) => Promise<void>,
): ItemRemove {
  return (db, id, audit) =>
    deleteRecord(db, id, audit, {
      notFound,
      remove: (tx) => tx.delete(table).where(eq(table.id, id)).returning(),
      afterDelete,
    });
}
