import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { campaigns } from '../../db/schema/index';
import { communityInScope, type AdminScope } from '../../lib/scope';

/**
 * The campaigns a scope sees (docs/security.md "Scope"): a national one every campaign; a
 * scoped one those they created whose stored communities are all theirs (so every recipient,
 * and every figure, is of their scope). National campaigns, another administrator's, and theirs
 * from before a narrowing of their scope are not shown. `c` names the campaigns table.
 */
export function campaignInScope(scope: AdminScope): SQL | undefined {
  if (scope.national) return undefined;
  const community = communityInScope(scope, sql`named.value::int`);
  return sql`(c.created_by = ${scope.self}
    and jsonb_array_length(coalesce(c.filter->'comunidades', '[]'::jsonb)) > 0
    and not exists (select 1 from jsonb_array_elements_text(c.filter->'comunidades') named
      where not (${community})))`;
}

/**
 * Whether the scope sees campaign `id` (true for a national scope); undefined when there is no
 * such campaign (the caller's 404).
 */
export async function campaignVisible(
  db: Executor,
  scope: AdminScope,
  id: number,
): Promise<boolean | undefined> {
  const condition = campaignInScope(scope);
  if (!condition) return true;
  const [row] = await queryRows<{ in_scope: boolean }>(
    db,
    sql`select ${condition} as in_scope from ${campaigns} c where c.id = ${id}`,
  );
  return row?.in_scope;
}
