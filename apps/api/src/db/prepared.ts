import { createHash } from 'node:crypto';
import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Named prepared statements for the hot reads (the lists and their pages), chosen where the
 * query is written. The list queries join five or six tables: planning them took 7–30 ms at
 * national scale, several times their execution, on every request. Named, each connection plans
 * a statement a few times and then reuses a generic plan when PostgreSQL judges it as good
 * (plan_cache_mode = auto), so the planner's work is not paid per request. Every other query
 * runs unnamed: planned each time, but needing no state on the connection.
 */

/**
 * Distinct statements given a name, for the whole process. Each is prepared once per connection
 * and keeps its plan there, so this bounds the memory spent on them; beyond it a query simply
 * runs unnamed. A list's text varies with its filters and with the number of ids of a page.
 */
const MAX_NAMED = 500;
/**
 * The name of each text named so far. Kept by text, so a statement run again is not hashed again
 * (a compiled statement's text is the same string each time, and V8 keeps a string's hash).
 */
const named = new Map<string, string>();

/** The name of a statement: derived from its text, so one text always has one name. */
export function statementName(text: string): string | undefined {
  const known = named.get(text);
  if (known !== undefined) return known;
  if (named.size >= MAX_NAMED) return undefined;
  const name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  named.set(text, name);
  return name;
}

/**
 * Whether `db` may run named statements: a PostgreSQL pool opened with them on
 * (DATABASE_PREPARED_STATEMENTS). Off for PGlite, which has one connection and no planning cost
 * worth saving, for a transaction-pooling proxy (PgBouncer before 1.21), which cannot keep a
 * statement per connection, and inside a transaction.
 */
function namesStatements(db: Executor): boolean {
  return 'namedStatements' in db && db.namedStatements === true;
}

/** A Drizzle query builder that can be prepared under a name (select, insert, update, delete). */
interface Preparable<T> {
  prepare(name: string): { execute(): Promise<T> };
  execute(): Promise<T>;
}

/**
 * Runs a built query as the prepared statement `name` where `db` allows it. The caller names it,
 * and the name must stand for one text: add to it whatever changes the text (the number of ids
 * of an `in` list). Naming it after its text instead would build the query twice, and building a
 * six-table select costs about 85 µs, as much as the planning saved on a short page.
 */
export function runNamed<T>(db: Executor, name: string, query: Preparable<T>): Promise<T> {
  return namesStatements(db) ? query.prepare(`n_${name}`).execute() : query.execute();
}

const dialect = new PgDialect();

/**
 * Compiles a raw query (text and parameters) for `queryCompiledRows`: for a statement run on
 * every request with the same parameters (the data versions of a list), compiled once instead of
 * each time.
 */
export function compileStatement(query: SQL): Query {
  return dialect.sqlToQuery(query);
}

/** Runs a compiled query, named after its text where `db` allows it; its rows. */
export async function queryCompiledRows<T>(db: Executor, compiled: Query): Promise<T[]> {
  const name = namesStatements(db) ? statementName(compiled.sql) : undefined;
  const result = (await db._.session
    .prepareQuery(compiled, undefined, name, false)
    .execute()) as unknown as { rows: T[] };
  return result.rows;
}

/** Runs a raw SQL query as a named prepared statement where `db` allows it; its rows. */
export async function queryNamedRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return queryCompiledRows<T>(db, compileStatement(query));
}

/** Page sizes written into a statement's text: few distinct values, so few distinct statements. */
const MAX_INLINE_LIMIT = 1_000;

/**
 * `limit n` with the number in the text, for a page of a named statement. With the limit as a
 * parameter a generic plan cannot know a page is 10 rows, looks far costlier than a custom one,
 * and PostgreSQL goes on planning every execution; with the number in the text the cached plan
 * is reused. The page size is a validated integer (the contracts cap it); anything else is
 * refused rather than written into SQL.
 */
export function inlineLimit(size: number): SQL {
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_INLINE_LIMIT) {
    throw new RangeError(`page size out of range: ${size}`);
  }
  return sql.raw(`limit ${size}`);
}
