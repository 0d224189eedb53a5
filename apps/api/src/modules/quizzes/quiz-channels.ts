import type { Setup } from '@eval/contracts/common';
import type { QuizFilter } from '@eval/contracts/quizzes';
import {
  evaluationRowsChannel,
  planRowsChannel,
  type ChannelName,
} from '../../lib/versioned-cache';

/**
 * The evaluation rows of exactly the scopes `filter` covers (migration 0021): its period's
 * centres in each community it is filtered to, or the whole period without a community filter.
 */
function rowScopes(filter: QuizFilter): ChannelName[] {
  return scopesOf(filter, evaluationRowsChannel);
}

/**
 * The same scopes of the plans' actions (migration 0027): read by a page filtered by plan, whose
 * rows a plan change can move in or out. `period` is the resolved one where it is known.
 */
export function planScopes(filter: QuizFilter, period?: number): ChannelName[] {
  return scopesOf(filter, planRowsChannel, period);
}

function scopesOf(
  filter: QuizFilter,
  channel: (period: number | 'active', community?: number) => ChannelName,
  resolved?: number,
): ChannelName[] {
  // As resolvePeriod: no period (or 0) is the active one, resolved when the versions are read.
  const period = resolved ?? (filter.periodId || 'active');
  const communities = [...new Set(filter.comunidades ?? [])].sort((a, b) => a - b);
  return communities.length > 0
    ? communities.map((community) => channel(period, community))
    : [channel(period)];
}

/**
 * What decides which rows a Seguimiento centros page holds, in which order, and its total, as
 * data channels; the rows themselves are checked one by one on each request
 * (ResponseBytesCache.sendCheckingRows, quiz-list-repository.ts `quizRowVersionsCheck`).
 * - `centros` (any change of a centre, its community included) and `reference` (periods, the
 *   active one, keys, place names) always.
 * - `evaluation_status` (statuses, sending dates, evaluations created or deleted) when the filter
 *   or the order reads them.
 * - Ordered by last answer, every answer can move rows between pages: the evaluation rows of the
 *   scopes the filter covers, so an answer elsewhere (another period, another community) still
 *   leaves the page stored.
 * - Filtered by plan ("Sin plan", "Con acciones vencidas"), a plan change can move rows in or
 *   out: the plan scopes the filter covers. Unfiltered, a plan change on a page's row is seen
 *   by its row check, which reads the row's actions too.
 * While 200 answers a second arrive, a page in any other order stays stored unless one of its
 * own rows was answered.
 */
export function quizListChannels(filter: QuizFilter, setup: Setup): ChannelName[] {
  const plans = filter.plan ? planScopes(filter) : [];
  const order = setup.order?.field;
  if (order === 'lastAnswer') return ['centros', 'reference', ...rowScopes(filter), ...plans];
  const readsStatuses =
    Boolean(filter.status || filter.sendFrom || filter.sendTo) ||
    order === 'send' ||
    order === 'status';
  const base: ChannelName[] = readsStatuses
    ? ['centros', 'reference', 'evaluation_status']
    : ['centros', 'reference'];
  return [...base, ...plans];
}
