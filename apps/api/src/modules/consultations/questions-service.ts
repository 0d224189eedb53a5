import {
  CONSULTATION_MESSAGES as M,
  type ConsultationGroup,
  type ConsultationQuestion,
  type ConsultationQuestionBody,
} from '@eval/contracts/consultations';
import type { Database, Executor } from '../../db/client';
import { deletedRecord, type AuditTrail } from '../../lib/audit-trail';
import { changeRecord } from '../../lib/audited-record';
import { insertedRow } from '../../lib/created-record';
import { AppError, firstOr } from '../../lib/errors';
import {
  deleteQuestion,
  insertQuestion,
  lockKey,
  lockQuestion,
  questionAnswered,
  questionRows,
  retireQuestion,
  updateQuestion,
} from './questions-repository';

/** A key that does not exist is the administrator's mistake (400), said before any write. */
async function requireKey(tx: Executor, keyId: number): Promise<void> {
  const [key] = await lockKey(tx, keyId);
  if (!key) throw new AppError('BAD_REQUEST', M.unknownKey);
}

const readBack = (db: Executor, id: number): Promise<ConsultationQuestion> =>
  firstOr(questionRows(db, { id }), 'NOT_FOUND', M.questionNotFound);

/** GET /v3/consultation-questions: every group's current questions, or one group's. */
export const listQuestions = (db: Database, grupo: ConsultationGroup | undefined) =>
  questionRows(db, { grupo });

/** POST /v3/consultation-questions: a new question of an existing key. */
export async function createQuestion(
  db: Database,
  values: ConsultationQuestionBody,
): Promise<ConsultationQuestion> {
  const id = await db.transaction(async (tx) => {
    await requireKey(tx, values.claves_id);
    return insertedRow('consultation question', await insertQuestion(tx, values)).id;
  });
  return readBack(db, id);
}

/**
 * PUT /v3/consultation-questions/:id: every field. A consultation open now asks the edited
 * text from its next page load; responses already stored keep the question's id, so a
 * rewording that changes a question's meaning belongs in a new question (docs/domain.md).
 */
export async function editQuestion(
  db: Database,
  id: number,
  values: ConsultationQuestionBody,
  audit: AuditTrail,
): Promise<ConsultationQuestion> {
  await changeRecord(db, audit, {
    notFound: M.questionNotFound,
    lock: async (tx) => {
      await requireKey(tx, values.claves_id);
      return lockQuestion(tx, id);
    },
    change: (tx) => updateQuestion(tx, id, values),
    auditAfter: true,
  });
  return readBack(db, id);
}

/**
 * DELETE /v3/consultation-questions/:id: a question that may have been answered is retired
 * (gone from the questionnaire, kept for the responses that answer it); any other is deleted.
 */
export async function removeQuestion(
  db: Database,
  id: number,
  audit: AuditTrail,
): Promise<{ id: number; retirada: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await lockQuestion(tx, id);
    if (!current) throw new AppError('NOT_FOUND', M.questionNotFound);
    const retirada = await questionAnswered(tx, id);
    const [after] = retirada ? await retireQuestion(tx, id) : await deleteQuestion(tx, id);
    if (!after) throw new AppError('NOT_FOUND', M.questionNotFound);
    await audit(tx, retirada ? { before: current, after } : deletedRecord(current));
    return { id, retirada };
  });
}
