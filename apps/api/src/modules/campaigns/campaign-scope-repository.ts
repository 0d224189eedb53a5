import { sql, type SQL } from 'drizzle-orm';
import { CAMPAIGN_MESSAGES, type CampaignFilter } from '@eval/contracts/campaigns';
import { queryRows, type Executor } from '../../db/client';
import { campaigns } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { communityInScope, inScope, type AdminScope } from '../../lib/scope';

const outOfScope = () => new AppError('FORBIDDEN', CAMPAIGN_MESSAGES.outOfScope);

/**
 * The filter a scoped administrator's campaign is stored and run with: its communities are the
 * scope's when it names none, and naming one outside is refused (403). Stored so, the campaign
 * reaches only the scope's people on every run, the scheduler's included (which runs with
 * nobody's session), and its figures count nobody else. A national scope keeps the filter.
 */
export function campaignFilterInScope(scope: AdminScope, filter: CampaignFilter): CampaignFilter {
  if (scope.national) return filter;
  const named = filter.comunidades ?? [];
  if (named.some((id) => !inScope(scope, id))) throw outOfScope();
  return { ...filter, comunidades: named.length > 0 ? named : [...scope.comunidades] };
}

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
 * Refuses (403) campaign `id` when the scope does not see it; nothing is read or changed. A
 * campaign that does not exist passes, for the caller's 404.
 */
export async function assertCampaignInScope(
  db: Executor,
  scope: AdminScope,
  id: number,
): Promise<void> {
  const condition = campaignInScope(scope);
  if (!condition) return;
  const [row] = await queryRows<{ in_scope: boolean }>(
    db,
    sql`select ${condition} as in_scope from ${campaigns} c where c.id = ${id}`,
  );
  if (row && !row.in_scope) throw outOfScope();
}
