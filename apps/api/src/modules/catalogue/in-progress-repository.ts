import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { answers, claves, evaluationKeys, evaluations, preguntas } from '../../db/schema/index';

/** The ids of the evaluations in progress. */
export function selectInProgressIds(tx: Transaction) {
  return tx
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(eq(evaluations.status, 'IN_PROGRESS'));
}

/** Deletes one key's progress rows of every evaluation in progress. */
export async function deleteInProgressKeyRows(tx: Transaction, clavesId: number): Promise<void> {
  await tx
    .delete(evaluationKeys)
    .where(
      and(
        eq(evaluationKeys.claves_id, clavesId),
        inArray(
          evaluationKeys.evaluation_id,
          tx
            .select({ id: evaluations.id })
            .from(evaluations)
            .where(eq(evaluations.status, 'IN_PROGRESS')),
        ),
      ),
    );
}

/** The answers the evaluations in progress gave to one key's questions, for their scoring. */
export function selectInProgressKeyAnswers(tx: Transaction, clavesId: number) {
  return tx
    .select({
      evaluationId: answers.evaluation_id,
      preguntasId: answers.preguntas_id,
      respuestasIds: answers.respuestas_ids,
      notApplicable: answers.not_applicable,
    })
    .from(answers)
    .innerJoin(evaluations, eq(evaluations.id, answers.evaluation_id))
    .innerJoin(preguntas, eq(preguntas.id, answers.preguntas_id))
    .where(and(eq(evaluations.status, 'IN_PROGRESS'), eq(preguntas.claves_id, clavesId)));
}

/** Every key's id, in order. */
export function selectClaveIds(tx: Transaction) {
  return tx.select({ id: claves.id }).from(claves).orderBy(claves.id);
}
