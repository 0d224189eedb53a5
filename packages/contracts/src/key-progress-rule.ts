/**
 * The progress rule of a key (domain.md), written once for the server, which stores it per key,
 * and for the centres' app, which shows it while answers are still being saved. Without zod:
 * the app imports it on its answer screen, where the schemas would cost their weight for two
 * functions.
 */

/** An answer as stored or as sent: the options chosen and whether it was marked "no aplica". */
export interface CountedAnswer {
  respuestasIds?: readonly number[] | undefined;
  notApplicable?: boolean | undefined;
}

/** An answer counts when it chose an option or marked the question "no aplica". */
export function countsAsAnswered(answer: CountedAnswer | null | undefined): boolean {
  if (!answer) return false;
  return answer.notApplicable === true || (answer.respuestasIds?.length ?? 0) > 0;
}

/** round(100 × num / total); a key without questions is complete (100). */
export function keyPercentage(num: number, total: number): number {
  return total > 0 ? Math.round((100 * num) / total) : 100;
}
