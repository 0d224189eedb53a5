import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { communityInScope, type AdminScope } from './scope';

/**
 * `communityInScope` as a condition that is always there: `true` for a national scope. The
 * figures' and filter options' statements write it where a condition goes, so they read the
 * same for every caller and need no branch of their own.
 */
export function communityInScopeOrAll(scope: AdminScope, column: AnyPgColumn | SQL): SQL {
  return communityInScope(scope, column) ?? sql`true`;
}
