import type { Transaction } from '../../db/client';
import { takeProposed } from '../../lib/upsert';
import { evaluationKeys } from '../../db/schema/index';
import type { KeyProgress } from './key-progress';

/** The evaluation_keys row of one key's progress and score in one evaluation. */
export const keyRow = (evaluationId: number, k: KeyProgress) => ({
  evaluation_id: evaluationId,
  claves_id: k.clavesId,
  num: k.num,
  total: k.total,
  percentage: k.percentage,
  score: k.score,
});

/**
 * Stores key rows, replacing those already there for the same evaluation and key, so lists
 * never aggregate raw answers per request. Shared by answering and by a catalogue change that
 * recomputes the evaluations in progress.
 */
export async function upsertKeyRows(
  tx: Transaction,
  rows: ReturnType<typeof keyRow>[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(evaluationKeys)
    .values(rows)
    .onConflictDoUpdate({
      target: [evaluationKeys.evaluation_id, evaluationKeys.claves_id],
      set: takeProposed('num', 'total', 'percentage', 'score'),
    });
}
