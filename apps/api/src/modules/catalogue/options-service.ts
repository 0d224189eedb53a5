import type {
  Removal,
  Respuesta,
  respuestaBodySchema,
  respuestaUpdateSchema,
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
  deleteRespuestaRow,
  dropOptionFromInProgressAnswers,
  findRespuesta,
  insertRespuestaRow,
  isOptionChosen,
  isQuestionAnswered,
  listRespuestasOf,
  lockRespuestaRow,
  retireRespuestaRow,
  selectPreguntaRow,
  updateRespuestaRow,
} from './questions-repository';
import { insertIntoKey, refreshInProgressKey } from './in-progress-refresh';
import { lockQuestionnaireForEdit } from '../quizzes/questionnaire-repository';

/** GET /v3/preguntas/{id}/respuestas: the question's current options in order, or 404. */
export async function listRespuestas(
  db: Executor,
  language: LanguageCode,
  preguntasId: number,
): Promise<Respuesta[]> {
  await requirePregunta(db, preguntasId);
  return listRespuestasOf(db, language, preguntasId, false);
}

async function requirePregunta(db: Executor, id: number) {
  return firstOr(selectPreguntaRow(db, id), 'NOT_FOUND', CATALOGUE_MESSAGES.preguntaNotFound);
}

/** An option as its list shows it, or 404 (read back after a write). */
async function respuestaById(db: Executor, language: LanguageCode, id: number): Promise<Respuesta> {
  return firstOr(
    findRespuesta(db, language, id),
    'NOT_FOUND',
    CATALOGUE_MESSAGES.respuestaNotFound,
  );
}

/** The option and its question, locked for the rest of the transaction. */
async function lockRespuesta(tx: Transaction, id: number) {
  const option = await firstOr(
    lockRespuestaRow(tx, id),
    'NOT_FOUND',
    CATALOGUE_MESSAGES.respuestaNotFound,
  );
  const question = await requirePregunta(tx, option.preguntas_id);
  return { option, question };
}

/** POST /v3/respuestas: a new option of a current question. */
export async function createRespuesta(
  db: Database,
  language: LanguageCode,
  body: z.output<typeof respuestaBodySchema>,
): Promise<Respuesta> {
  return createRecord(
    db,
    'respuesta',
    async (tx) => {
      // First, before any row lock: answer saves take it shared (quizzes' questionnaire lock).
      await lockQuestionnaireForEdit(tx);
      const question = await requirePregunta(tx, body.preguntas_id);
      if (question.retired_at) throw new AppError('CONFLICT', CATALOGUE_MESSAGES.preguntaRetired);
      return insertIntoKey(tx, (t) => insertRespuestaRow(t, body), question.claves_id);
    },
    (id) => respuestaById(db, language, id),
  );
}

/**
 * PUT /v3/respuesta/{id}: texts and order may always change; the score may not once the
 * question is part of a finished evaluation, whose result must stay what was submitted.
 */
export async function updateRespuesta(
  db: Database,
  language: LanguageCode,
  id: number,
  body: z.output<typeof respuestaUpdateSchema>,
  audit: AuditTrail,
): Promise<Respuesta> {
  await changeRecord(db, audit, {
    notFound: CATALOGUE_MESSAGES.respuestaNotFound,
    lock: async (tx) => {
      await lockQuestionnaireForEdit(tx);
      return lockRespuestaRow(tx, id);
    },
    change: async (tx, option) => {
      const question = await requirePregunta(tx, option.preguntas_id);
      if (option.retired_at) throw new AppError('CONFLICT', CATALOGUE_MESSAGES.respuestaRetired);
      const valorChanged = body.valor !== option.valor;
      if (valorChanged && (await isQuestionAnswered(tx, question.id, true))) {
        throw new AppError('CONFLICT', CATALOGUE_MESSAGES.valorChangeFinished);
      }
      const changed = await updateRespuestaRow(tx, id, body);
      if (valorChanged) await refreshInProgressKey(tx, question.claves_id);
      return changed;
    },
  });
  return respuestaById(db, language, id);
}

/**
 * DELETE /v3/respuesta/{id}: an option nobody chose is deleted. One that was chosen is retired:
 * finished evaluations keep it; evaluations in progress lose it, so the centre answers that
 * question again from the current options.
 */
export async function removeRespuesta(
  db: Database,
  id: number,
  audit: AuditTrail,
): Promise<Removal> {
  return db.transaction(async (tx) => {
    await lockQuestionnaireForEdit(tx);
    const { option, question } = await lockRespuesta(tx, id);
    if (!(await isOptionChosen(tx, question.id, id))) {
      await deleteRespuestaRow(tx, id);
      await refreshInProgressKey(tx, question.claves_id);
      await audit(tx, { before: option, after: { outcome: 'deleted' } });
      return { id, outcome: 'deleted' };
    }
    if (!option.retired_at) {
      await retireRespuestaRow(tx, id);
    }
    await dropOptionFromInProgressAnswers(tx, question.id, id);
    await refreshInProgressKey(tx, question.claves_id);
    await audit(tx, { before: option, after: { outcome: 'retired' } });
    return { id, outcome: 'retired' };
  });
}
