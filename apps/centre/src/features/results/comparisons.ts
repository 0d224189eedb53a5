import type { CentreResults } from '@eval/contracts/centre-app';

/**
 * What the results screen compares, from the reply: kept apart from the components so the
 * rules are tested without a browser (comparisons.test.ts).
 */

/**
 * The previous evaluation worth its own row: none for the first evaluation, and none for the
 * second, whose previous one is its first (the first's row says it already).
 */
export function previousBeyondFirst(results: CentreResults): CentreResults['previous'] {
  const { previous, first } = results;
  return previous && previous.evaluationId !== first?.evaluationId ? previous : null;
}

/** The global score's difference from another evaluation's, null when either has none. */
export function differenceFrom(
  score: number | null,
  other: { score: number | null } | null,
): number | null {
  return score !== null && other !== null && other.score !== null ? score - other.score : null;
}

/** One key's score in every finished evaluation, oldest first (null where it had none). */
export function keyHistory(
  results: CentreResults,
  keyId: number,
): { periodo: string; score: number | null }[] {
  return results.history.map((h) => ({
    periodo: h.periodo,
    score: h.keys.find((k) => k.keyId === keyId)?.score ?? null,
  }));
}

/** The centre has no similar group: its ownership or socio-economic level is not recorded. */
export const similarUnknown = (results: CentreResults): boolean =>
  results.similar.nullReason === 'PROFILE_UNKNOWN';
