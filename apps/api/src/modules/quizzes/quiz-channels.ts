import type { QuizFilter } from '@eval/contracts/quizzes';
import { evaluationRowsChannel, type ChannelName } from '../../lib/versioned-cache';

/**
 * What a Seguimiento centros page reads, as data channels: the centres (any change of one,
 * its community included), the reference data (periods, the active one, keys, place names) and
 * the evaluation rows of exactly the scopes its filter covers (migration 0021): its period's
 * centres in each community it is filtered to, or the whole period without a community filter.
 * An answer elsewhere (another period, another community) changes none of them, so the page
 * stays stored (issue 26).
 */
export function quizListChannels(filter: QuizFilter): ChannelName[] {
  // As resolvePeriod: no period (or 0) is the active one, resolved when the versions are read.
  const period = filter.periodId || 'active';
  const communities = [...new Set(filter.comunidades ?? [])].sort((a, b) => a - b);
  const rows =
    communities.length > 0
      ? communities.map((community) => evaluationRowsChannel(period, community))
      : [evaluationRowsChannel(period)];
  return ['centros', 'reference', ...rows];
}
