import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { answers, evaluations } from '../../db/schema/index';
import { takeProposed } from '../../lib/upsert';
import type { LockedEvaluation, SavedAnswer } from './answer-save-repository';

/** The columns of an evaluation the answering service sets with its status. */
export type EvaluationFields = Partial<typeof evaluations.$inferInsert>;

/**
 * The centre's evaluation of the period, created on the first answer, and locked for the rest
 * of the transaction so two people of one centre answering at once are applied one by one.
 */
export async function lockEvaluation(
  tx: Transaction,
  centreId: number,
  periodId: number,
  at: Date,
  create: boolean,
): Promise<LockedEvaluation | null> {
  if (create) {
    await tx
      .insert(evaluations)
      .values({
        centros_id: centreId,
        periodos_id: periodId,
        status: 'IN_PROGRESS',
        started_at: at,
      })
      .onConflictDoNothing();
  }
  const rows = await tx
    .select({ id: evaluations.id, status: evaluations.status })
    .from(evaluations)
    .where(and(eq(evaluations.centros_id, centreId), eq(evaluations.periodos_id, periodId)))
    .for('update');
  return rows[0] ?? null;
}

/** The evaluation's answers (question, options, not applicable). */
export async function currentAnswers(
  tx: Transaction,
  evaluationId: number,
): Promise<{ preguntasId: number; respuestasIds: number[]; notApplicable: boolean }[]> {
  return tx
    .select({
      preguntasId: answers.preguntas_id,
      respuestasIds: answers.respuestas_ids,
      notApplicable: answers.not_applicable,
    })
    .from(answers)
    .where(eq(answers.evaluation_id, evaluationId));
}

/** Inserts the answers, or replaces those already given to the same questions. */
export async function upsertAnswers(
  tx: Transaction,
  evaluationId: number,
  saved: readonly SavedAnswer[],
): Promise<void> {
  await tx
    .insert(answers)
    .values(
      saved.map((a) => ({
        evaluation_id: evaluationId,
        preguntas_id: a.preguntasId,
        respuestas_ids: [...a.respuestasIds],
        not_applicable: a.notApplicable,
        answered_by: a.userId,
        answered_at: a.at,
      })),
    )
    .onConflictDoUpdate({
      target: [answers.evaluation_id, answers.preguntas_id],
      set: takeProposed('respuestas_ids', 'not_applicable', 'answered_by', 'answered_at'),
    });
}

/** Sets the evaluation's columns (its status and what goes with it). */
export async function updateEvaluation(
  tx: Transaction,
  evaluationId: number,
  fields: EvaluationFields,
): Promise<void> {
  await tx.update(evaluations).set(fields).where(eq(evaluations.id, evaluationId));
}

/** Another finished evaluation of the centre (any period), or null: is this one its first? */
export async function otherFinishedEvaluation(
  tx: Transaction,
  centreId: number,
  evaluationId: number,
): Promise<{ id: number } | null> {
  const earlier = await tx
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.centros_id, centreId),
        eq(evaluations.status, 'FINISHED'),
        ne(evaluations.id, evaluationId),
      ),
    )
    .limit(1);
  return earlier[0] ?? null;
}

/** The centre's evaluation of the period (id and status), without locking it; null if none. */
export async function findEvaluationOfPeriod(
  tx: Transaction,
  centreId: number,
  periodId: number,
): Promise<LockedEvaluation | null> {
  const rows = await tx
    .select({ id: evaluations.id, status: evaluations.status })
    .from(evaluations)
    .where(and(eq(evaluations.centros_id, centreId), eq(evaluations.periodos_id, periodId)));
  return rows[0] ?? null;
}
