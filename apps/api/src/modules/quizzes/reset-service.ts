import { and, eq, sql } from 'drizzle-orm';
import { QUIZ_MESSAGES } from '@eval/contracts/quizzes';
import type { Database } from '../../db/client';
import {
  answers,
  centros,
  evaluationKeys,
  evaluationResets,
  evaluations,
} from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { AuditTrail } from '../../lib/audit-trail';
import { findActivePeriod } from '../periods/repository';
import { EVALUATION_MESSAGES } from './evaluation-messages';

/**
 * Returns a centre's FINISHED evaluation of the active period to not started (POST
 * /v7/reset-quiz). Nothing is destroyed: the answers, the per-key rows, the finish date and the
 * score are archived in `evaluation_resets` with who reset it, in the same transaction. Anything
 * else (another period, not finished, no evaluation) is refused and nothing is written.
 *
 * `is_first_finished` is simply cleared: the evaluation belongs to the active (newest) period,
 * so if it was the centre's first finished one, no other finished evaluation of the centre exists.
 */
export async function resetEvaluation(
  db: Database,
  centreId: number,
  resetBy: number,
  audit: AuditTrail,
): Promise<void> {
  await db.transaction(async (tx) => {
    const period = await findActivePeriod(tx);
    if (!period) throw new AppError('CONFLICT', EVALUATION_MESSAGES.noActivePeriod);
    const centre = await tx
      .select({ id: centros.id })
      .from(centros)
      .where(eq(centros.id, centreId));
    if (centre.length === 0) throw new AppError('NOT_FOUND', QUIZ_MESSAGES.centreNotFound);
    const [evaluation] = await tx
      .select()
      .from(evaluations)
      .where(and(eq(evaluations.centros_id, centreId), eq(evaluations.periodos_id, period.id)))
      .for('update');
    if (!evaluation || evaluation.status !== 'FINISHED') {
      throw new AppError('CONFLICT', QUIZ_MESSAGES.resetNotAllowed);
    }
    await tx.execute(sql`
      insert into ${evaluationResets}
        (evaluation_id, centros_id, periodos_id, finished_at, score, answers, keys, reset_by)
      select e.id, e.centros_id, e.periodos_id, e.finished_at, e.score,
        coalesce((select jsonb_agg(to_jsonb(a) order by a.preguntas_id)
                  from ${answers} a where a.evaluation_id = e.id), '[]'::jsonb),
        coalesce((select jsonb_agg(to_jsonb(k) order by k.claves_id)
                  from ${evaluationKeys} k where k.evaluation_id = e.id), '[]'::jsonb),
        ${resetBy}
      from ${evaluations} e where e.id = ${evaluation.id}`);
    await tx.delete(answers).where(eq(answers.evaluation_id, evaluation.id));
    await tx
      .update(evaluationKeys)
      .set({ num: 0, percentage: 0, score: null })
      .where(eq(evaluationKeys.evaluation_id, evaluation.id));
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
      .where(eq(evaluations.id, evaluation.id));
    // The answers themselves are in the archive row written above.
    await audit(tx, { before: evaluation });
  });
}
