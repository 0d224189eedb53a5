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

/** Page sizes written into the text: few distinct values, so few distinct statements. */
const MAX_INLINE_LIMIT = 1_000;
const TRAILING_LIMIT = /\blimit \$(\d+)(\s+offset \$(\d+))?\s*$/i;

/**
 * Writes a trailing `limit $n` into the text as its number (and renumbers the offset that
 * follows). With the limit as a parameter a generic plan cannot know a page is 10 rows, looks
 * far costlier than a custom one, and PostgreSQL goes on planning every execution; with the
 * number in the text the cached plan is reused. Only a final limit whose parameter is one of the
 * last ones is touched, so no other placeholder changes.
 */
export function inlineTrailingLimit(
  text: string,
  values: readonly unknown[],
): { text: string; values: unknown[] } | null {
  const match = TRAILING_LIMIT.exec(text);
  if (!match) return null;
  const limitIndex = Number(match[1]);
  const offsetIndex = match[3] === undefined ? undefined : Number(match[3]);
  const expectedLimit = offsetIndex === undefined ? values.length : values.length - 1;
  if (limitIndex !== expectedLimit) return null;
  if (offsetIndex !== undefined && offsetIndex !== values.length) return null;
  const limit = values[limitIndex - 1];
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit)) return null;
  if (limit < 0 || limit > MAX_INLINE_LIMIT) return null;
  const tail = offsetIndex === undefined ? '' : ` offset $${limitIndex}`;
  return {
    text: `${text.slice(0, match.index)}limit ${limit}${tail}`,
    values: values.filter((_, index) => index !== limitIndex - 1),
  };
}

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
  const [values, ...others] = rest;
  if (isQueryConfig(config) && !config.name) {
    const given = Array.isArray(values) ? values : config.values;
    const inlined = given ? inlineTrailingLimit(config.text, given) : null;
    if (inlined) {
      const rewritten = { ...config, text: inlined.text, values: inlined.values };
      return baseQuery.call(
        this,
        withStatementName(rewritten),
        ...(Array.isArray(values) ? [inlined.values, ...others] : rest),
      );
    }
  }
  return baseQuery.call(this, withStatementName(config, values), ...rest);
} as typeof pg.Client.prototype.query;
