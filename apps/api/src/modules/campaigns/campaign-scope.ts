import { CAMPAIGN_MESSAGES, type CampaignFilter } from '@eval/contracts/campaigns';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { inScope, type AdminScope } from '../../lib/scope';
import { campaignVisible } from './campaign-scope-repository';

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
 * Refuses (403) campaign `id` when the scope does not see it; nothing is read or changed. A
 * campaign that does not exist passes, for the caller's 404.
 */
export async function assertCampaignInScope(
  db: Executor,
  scope: AdminScope,
  id: number,
): Promise<void> {
  if ((await campaignVisible(db, scope, id)) === false) throw outOfScope();
}
