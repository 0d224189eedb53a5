import {
  fillPlaceholders,
  is,
  Placeholder,
  sql,
  type Query,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { compileStatement } from './prepared';

/**
 * How a value of a filter enters its condition: `bindValue` writes it as a parameter of a
 * statement built for this one run; a `placeholders()` binder writes a named placeholder and
 * keeps the value aside, so filters that differ only in their values give one text.
 */
export type Bind = (name: string, value: unknown) => SQLWrapper;

/** Each value a parameter of the statement being built. */
export const bindValue: Bind = (_name, value) => sql.param(value);

/**
 * A binder that writes each value as the placeholder `name` and keeps it in `values`. The
 * names bound, in order, are the shape of the condition, provided every part of it that is
 * present only sometimes binds a value of its own (`StatementShapes` refuses a statement with
 * any other parameter, so a value written directly cannot slip in).
 */
export function placeholders(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  return {
    values,
    bind: (name, value) => {
      values[name] = value;
      return sql.placeholder(name);
    },
  };
}

/**
 * Statements compiled once per shape (which filters are present, the order, the page size) and
 * run with each request's values, as `versionsStatement` (lib/versioned-cache.ts) is: building a
 * list's SQL with drizzle took about a tenth of the CPU of a cache miss. Bounded, so
 * shapes without end cannot grow memory; beyond `max` a shape is compiled on each run.
 */
export class StatementShapes {
  private readonly compiled = new Map<string, Query>();

  constructor(private readonly max = 500) {}

  /**
   * The statement of `shape` with `values` in its placeholders; `build()` is compiled the first
   * time. The placeholders' names (the keys of `values`, in order) are part of the shape;
   * `shape` names whatever else changes the text.
   */
  fill(shape: string, build: () => SQL, values: Record<string, unknown>): Query {
    const key = `${shape}\u0000${Object.keys(values).join(',')}`;
    let statement = this.compiled.get(key);
    if (!statement) {
      statement = compileStatement(build());
      // A value written as a plain parameter would be kept for every later run of the shape.
      if (!statement.params.every((param) => is(param, Placeholder))) {
        throw new Error(`statement of shape ${shape} has a parameter that is not a placeholder`);
      }
      if (this.compiled.size < this.max) this.compiled.set(key, statement);
    }
    return { sql: statement.sql, params: fillPlaceholders(statement.params, values) };
  }
}
