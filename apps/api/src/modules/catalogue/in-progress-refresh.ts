import type { Transaction } from '../../db/client';
import {
  deleteInProgressKeyRows,
  selectClaveIds,
  selectInProgressIds,
  selectInProgressKeyAnswers,
} from './in-progress-repository';
import { computeKeyProgress, type AnswerForScoring } from '../quizzes/key-progress';
import { keyRow, upsertKeyRows } from '../quizzes/key-rows-repository';
import {
  loadCurrentQuestionnaire,
  lockQuestionnaireForEdit,
} from '../quizzes/questionnaire-repository';

// Reopening a period (periods/service.ts) takes this lock before its row locks, as an edit does.
export { lockQuestionnaireForEdit };

/** Rows per insert statement, well under PostgreSQL's bound-parameter limit. */
const CHUNK = 1000;

/**
 * Recomputes one key's progress row of every evaluation in progress after its questions or
 * options changed, with the same scoring the evaluation service uses. Finished evaluations keep
 * the totals and scores they were submitted with: they are a record, not a live view.
 */
export async function refreshInProgressKey(tx: Transaction, clavesId: number): Promise<void> {
  // Its callers take it first, before any row lock; here it guards any caller that did not.
  await lockQuestionnaireForEdit(tx);
  const questionnaire = (await loadCurrentQuestionnaire(tx)).filter((q) => q.clavesId === clavesId);
  const inProgress = await selectInProgressIds(tx);
  if (inProgress.length === 0) return;

  if (questionnaire.length === 0) {
    // A key without current questions has nothing to answer: no progress row (as if new).
    await deleteInProgressKeyRows(tx, clavesId);
    return;
  }

  const rows = await selectInProgressKeyAnswers(tx, clavesId);
  const byEvaluation = new Map<number, AnswerForScoring[]>();
  for (const row of rows) {
    const list = byEvaluation.get(row.evaluationId) ?? [];
    list.push(row);
    byEvaluation.set(row.evaluationId, list);
  }

  const values = inProgress.flatMap(({ id }) =>
    computeKeyProgress(questionnaire, byEvaluation.get(id) ?? []).map((k) => keyRow(id, k)),
  );
  for (let start = 0; start < values.length; start += CHUNK) {
    await upsertKeyRows(tx, values.slice(start, start + CHUNK));
  }
}

/**
 * Recomputes every key of every evaluation in progress. A reopened period's evaluations come
 * back in progress with the key rows they had when it closed, and a catalogue edit made while
 * they were closed refreshed none of them (stored totals and scores stay exactly what
 * a full recomputation gives).
 */
export async function refreshAllInProgress(tx: Transaction): Promise<void> {
  for (const { id } of await selectClaveIds(tx)) {
    await refreshInProgressKey(tx, id);
  }
}

/**
 * Inserts a question or an option of the key `clavesId` (`insert`, returning the new row's id)
 * and refreshes that key's evaluations in progress, which now have one more question to answer
 * or option to choose. Returns the new id.
 */
export async function insertIntoKey(
  tx: Transaction,
  insert: (tx: Transaction) => Promise<{ id: number }[]>,
  clavesId: number,
): Promise<{ id: number }[]> {
  await lockQuestionnaireForEdit(tx);
  const inserted = await insert(tx);
  await refreshInProgressKey(tx, clavesId);
  return inserted;
}
