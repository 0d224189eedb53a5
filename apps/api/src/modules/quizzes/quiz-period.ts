import { QUIZ_MESSAGES } from '@eval/contracts/quizzes';
import type { Executor } from '../../db/client';
import { AppError, firstOr } from '../../lib/errors';
import { findActivePeriod, findPeriodById, type Period } from '../periods/repository';
import { EVALUATION_MESSAGES } from './evaluation-messages';

/** The period a follow-up call is about: the one asked for (404 if unknown) or the active one. */
export async function resolvePeriod(
  db: Executor,
  periodId: number | null | undefined,
): Promise<Period> {
  if (periodId) {
    return firstOr(findPeriodById(db, periodId), 'NOT_FOUND', QUIZ_MESSAGES.periodNotFound);
  }
  const active = await findActivePeriod(db);
  if (!active) throw new AppError('CONFLICT', EVALUATION_MESSAGES.noActivePeriod);
  return active;
}
