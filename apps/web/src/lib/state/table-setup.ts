import type { z } from 'zod';
import type { Setup } from '@eval/contracts/common';
import type { JsonObject, JsonValue } from '../json';

/** The order a table may send: one of its server's order fields, ascending or descending. */
export type TableOrder<Field extends string> = { field: Field; direction: 'asc' | 'desc' };

/**
 * The remembered setup as this table may send it now: a page size it does not offer (the users
 * table offers 10/20/50 for everyone but 5/10 within a centre) becomes its first size, a page
 * that is not a whole number ≥ 0 becomes 0, and an order by a field it cannot sort by is dropped
 * (the server would refuse it).
 */
export function usableSetup<Field extends string>(
  saved: Setup,
  pageSizes: readonly number[],
  orderFields: readonly Field[],
): { size: number; page: number; order: TableOrder<Field> | null } {
  const size = pageSizes.includes(saved.size) ? saved.size : (pageSizes[0] ?? saved.size);
  const page = Number.isInteger(saved.page) && saved.page >= 0 ? saved.page : 0;
  const order = saved.order;
  const field = order ? orderFields.find((f) => f === order.field) : undefined;
  const direction = order?.direction;
  return {
    size,
    page,
    order: field && (direction === 'asc' || direction === 'desc') ? { field, direction } : null,
  };
}

/**
 * A filter object as kept in client state: JSON only, fields without a value left out. Filters
 * are typed with optional fields, which JSON cannot hold as `undefined`.
 */
export function jsonFilter<T extends { [K in keyof T]?: JsonValue }>(filter: T): JsonObject {
  const json: JsonObject = {};
  for (const field of Object.keys(filter) as (keyof T & string)[]) {
    const value: JsonValue | undefined = filter[field];
    if (value !== undefined) json[field] = value;
  }
  return json;
}

/** The remembered free-text search of a table's filter, or '' when there is none. */
export const searchOf = (filter: JsonObject): string =>
  typeof filter.search === 'string' ? filter.search : '';

/**
 * A remembered filter read back with its contract's schema (spec §7): what the server would
 * refuse, e.g. a state written by an older version, is dropped rather than sent.
 */
export function readRememberedFilter<T extends object>(
  schema: z.ZodType<T>,
  saved: JsonObject,
): Partial<T> {
  const parsed = schema.safeParse(saved);
  return parsed.success ? parsed.data : {};
}
