import { sql, type SQL } from 'drizzle-orm';

/**
 * The `set` of an upsert (`on conflict … do update`) that keeps the proposed row's value of each
 * of `columns`: `excluded.<column>`. The tables name their fields as their columns.
 */
export function takeProposed<C extends string>(...columns: C[]): Record<C, SQL> {
  const set = columns.map((column) => [column, sql.raw(`excluded.${column}`)] as const);
  return Object.fromEntries(set) as Record<C, SQL>;
}
