import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Distinct statements given a name, for the whole process. Every name is prepared once per
 * connection and keeps its plan there, so this bounds the memory spent on them; statements
 * beyond it simply run unnamed.
 */
const MAX_NAMED = 500;
const named = new Set<string>();

/** Parameterised data statements only: a utility or multi-statement text cannot be prepared. */
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;

interface QueryConfigLike {
  text: string;
  name?: string;
  values?: unknown[];
}

const isQueryConfig = (value: unknown): value is QueryConfigLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { text?: unknown }).text === 'string';

/**
 * The config with a name derived from its text, when it is worth preparing. `values` are the
 * parameters given beside the config (as drizzle does) or inside it.
 */
export function withStatementName(config: unknown, values?: unknown): unknown {
  if (!isQueryConfig(config) || config.name) return config;
  const parameters = Array.isArray(values) ? values : config.values;
  if (!parameters?.length) return config;
  if (!PREPARABLE.test(config.text)) return config;
  const name = `s_${createHash('sha1').update(config.text).digest('hex').slice(0, 24)}`;
  if (!named.has(name)) {
    if (named.size >= MAX_NAMED) return config;
    named.add(name);
  }
  return { ...config, name };
}

/**
 * A pg client that runs the application's parameterised statements as named prepared
 * statements. The list and dashboard queries join five or six tables: planning them took 7–30 ms
 * at national scale, several times their execution, on every request. Named, each connection
 * plans a statement a few times and then reuses a generic plan when PostgreSQL judges it as good
 * (plan_cache_mode = auto), so the planner's work is not paid per request.
 *
 * Not for a transaction-pooling proxy (PgBouncer in transaction mode), which cannot keep
 * prepared statements per connection.
 */
export class StatementCachingClient extends pg.Client {}

const baseQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
StatementCachingClient.prototype.query = function (
  this: pg.Client,
  config: unknown,
  ...rest: unknown[]
) {
  return baseQuery.call(this, withStatementName(config, rest[0]), ...rest);
} as typeof pg.Client.prototype.query;
