import { QUIZ_MESSAGES } from '@eval/contracts/quizzes';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditTrail } from '../../lib/audit-trail';
import { findActivePeriod } from '../periods/repository';
import { EVALUATION_MESSAGES } from './evaluation-messages';
import {
  archiveEvaluation,
  centreExists,
  clearEvaluation,
  lockEvaluationOfPeriod,
} from './reset-repository';

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
    if (!(await centreExists(tx, centreId))) {
      throw new AppError('NOT_FOUND', QUIZ_MESSAGES.centreNotFound);
    }
    const evaluation = await lockEvaluationOfPeriod(tx, centreId, period.id);
    if (!evaluation || evaluation.status !== 'FINISHED') {
      throw new AppError('CONFLICT', QUIZ_MESSAGES.resetNotAllowed);
    }
    await archiveEvaluation(tx, evaluation.id, resetBy);
    await clearEvaluation(tx, evaluation.id);
    // The answers themselves are in the archive row written above.
    await audit(tx, { before: evaluation });
  });
}
