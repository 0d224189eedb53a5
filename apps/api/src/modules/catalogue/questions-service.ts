import type {
  Pregunta,
  preguntaBodySchema,
  preguntaUpdateSchema,
  Removal,
} from '@eval/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError, firstOr } from '../../lib/errors';
import type { AuditTrail } from '../../lib/audit-trail';
import { changeRecord } from '../../lib/audited-record';
import { createRecord } from '../../lib/created-record';
import {
  deletePreguntaRow,
  deleteRespuestasOf,
  findPregunta,
  insertPreguntaRow,
  isQuestionAnswered,
  lockClaveRow,
  lockPreguntaRow,
  retirePreguntaRow,
  updatePreguntaRow,
} from './questions-repository';
import { insertIntoKey, refreshInProgressKey } from './in-progress-refresh';
import { lockQuestionnaireForEdit } from '../quizzes/questionnaire-repository';
import { requireClave, requireFreeNum, requireTipo } from './keys-service';

/** A question as its list shows it, or 404 (read back after a write). */
async function preguntaById(db: Executor, language: LanguageCode, id: number): Promise<Pregunta> {
  return firstOr(findPregunta(db, language, id), 'NOT_FOUND', CATALOGUE_MESSAGES.preguntaNotFound);
}

/** Serialises writes to one key's questions, so two numbers cannot be taken at once. */
async function lockClave(tx: Transaction, clavesId: number): Promise<void> {
  await requireClave(tx, clavesId);
  await lockClaveRow(tx, clavesId);
}

/** The question as it is, locked for the rest of the transaction, or 404. */
async function lockPregunta(tx: Transaction, id: number) {
  return firstOr(lockPreguntaRow(tx, id), 'NOT_FOUND', CATALOGUE_MESSAGES.preguntaNotFound);
}

/** POST /v3/preguntas: a new question; evaluations in progress now have one more to answer. */
export async function createPregunta(
  db: Database,
  language: LanguageCode,
  body: z.output<typeof preguntaBodySchema>,
): Promise<Pregunta> {
  return createRecord(
    db,
    'pregunta',
    async (tx) => {
      // First, before any row lock: answer saves take it shared (quizzes' questionnaire lock).
      await lockQuestionnaireForEdit(tx);
      await lockClave(tx, body.claves_id);
      await requireTipo(tx, body.tipos_id);
      await requireFreeNum(tx, body.claves_id, body.num, null);
      return insertIntoKey(tx, (t) => insertPreguntaRow(t, body), body.claves_id);
    },
    (id) => preguntaById(db, language, id),
  );
}

/**
 * PUT /v3/pregunta/{id}: number, type and texts. The type decides how answers are scored, so
 * it cannot change once any centre has answered the question.
 */
export async function updatePregunta(
  db: Database,
  language: LanguageCode,
  id: number,
  body: z.output<typeof preguntaUpdateSchema>,
  audit: AuditTrail,
): Promise<Pregunta> {
  await changeRecord(db, audit, {
    notFound: CATALOGUE_MESSAGES.preguntaNotFound,
    lock: async (tx) => {
      await lockQuestionnaireForEdit(tx);
      return [await lockPregunta(tx, id)];
    },
    change: async (tx, current) => {
      if (current.retired_at) throw new AppError('CONFLICT', CATALOGUE_MESSAGES.preguntaRetired);
      await lockClave(tx, current.claves_id);
      await requireTipo(tx, body.tipos_id);
      if (body.num !== current.num) await requireFreeNum(tx, current.claves_id, body.num, id);
      if (body.tipos_id !== current.tipos_id && (await isQuestionAnswered(tx, id, false))) {
        throw new AppError('CONFLICT', CATALOGUE_MESSAGES.typeChangeAnswered);
      }
      return updatePreguntaRow(tx, id, body);
    },
  });
  return preguntaById(db, language, id);
}

/**
 * DELETE /v3/pregunta/{id}: a question nobody answered is deleted with its options; one that
 * has answers is retired, so past evaluations keep what they answered and its number is free.
 */
export async function removePregunta(
  db: Database,
  id: number,
  audit: AuditTrail,
): Promise<Removal> {
  return db.transaction(async (tx) => {
    await lockQuestionnaireForEdit(tx);
    const current = await lockPregunta(tx, id);
    await lockClave(tx, current.claves_id);
    let outcome: Removal['outcome'];
    let before: object = current;
    if (await isQuestionAnswered(tx, id, false)) {
      if (!current.retired_at) {
        await retirePreguntaRow(tx, id);
      }
      outcome = 'retired';
    } else {
      const options = await deleteRespuestasOf(tx, id);
      await deletePreguntaRow(tx, id);
      outcome = 'deleted';
      // The options go with the question: the record keeps them too.
      before = { ...current, respuestas: options };
    }
    await refreshInProgressKey(tx, current.claves_id);
    await audit(tx, { before, after: { outcome } });
    return { id, outcome };
  });
}
