import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  answers,
  centros,
  evaluationKeys,
  evaluationResets,
  evaluations,
} from '../../db/schema/index';

/** Whether the centre exists. */
export async function centreExists(tx: Transaction, centreId: number): Promise<boolean> {
  const centre = await tx.select({ id: centros.id }).from(centros).where(eq(centros.id, centreId));
  return centre.length > 0;
}

/** The centre's evaluation of the period, its row locked until the transaction ends. */
export async function lockEvaluationOfPeriod(
  tx: Transaction,
  centreId: number,
  periodId: number,
): Promise<typeof evaluations.$inferSelect | undefined> {
  const [evaluation] = await tx
    .select()
    .from(evaluations)
    .where(and(eq(evaluations.centros_id, centreId), eq(evaluations.periodos_id, periodId)))
    .for('update');
  return evaluation;
}

/**
 * Archives the evaluation in `evaluation_resets`: its finish date, score, answers and key rows
 * (as JSON), with who reset it.
 */
export async function archiveEvaluation(
  tx: Transaction,
  evaluationId: number,
  resetBy: number,
): Promise<void> {
  await tx.execute(sql`
      insert into ${evaluationResets}
        (evaluation_id, centros_id, periodos_id, finished_at, score, answers, keys, reset_by)
      select e.id, e.centros_id, e.periodos_id, e.finished_at, e.score,
        coalesce((select jsonb_agg(to_jsonb(a) order by a.preguntas_id)
                  from ${answers} a where a.evaluation_id = e.id), '[]'::jsonb),
        coalesce((select jsonb_agg(to_jsonb(k) order by k.claves_id)
                  from ${evaluationKeys} k where k.evaluation_id = e.id), '[]'::jsonb),
        ${resetBy}
      from ${evaluations} e where e.id = ${evaluationId}`);
}

/** Deletes the evaluation's answers, zeroes its key rows and returns it to not started. */
export async function clearEvaluation(tx: Transaction, evaluationId: number): Promise<void> {
  await tx.delete(answers).where(eq(answers.evaluation_id, evaluationId));
  await tx
    .update(evaluationKeys)
    .set({ num: 0, percentage: 0, score: null })
    .where(eq(evaluationKeys.evaluation_id, evaluationId));
  await tx
    .update(evaluations)
    .set({
      status: 'NOT_STARTED',
      finished_at: null,
      finished_by: null,
      score: null,
      is_first_finished: false,
      last_answer_at: null,
    })
    .where(eq(evaluations.id, evaluationId));
}
