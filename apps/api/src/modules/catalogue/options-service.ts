import type {
  Removal,
  Respuesta,
  respuestaBodySchema,
  respuestaUpdateSchema,
} from '@eval/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client';
import { answers, evaluations, preguntas, respuestas } from '../../db/schema/index';
import { AppError, firstOr } from '../../lib/errors';
import type { AuditTrail } from '../../lib/audit-trail';
import { changedItem, createdItem } from '../../lib/item-services';
import { insertIntoKey, refreshInProgressKey } from './in-progress-refresh';
import { lockQuestionnaireForEdit } from '../quizzes/questionnaire-repository';
import { localized } from '../../lib/language';
import { isQuestionAnswered } from './questions-service';

/** GET /v3/preguntas/{id}/respuestas: the question's current options in order. */
export async function listRespuestas(
  db: Executor,
  language: LanguageCode,
  preguntasId: number,
  includeRetired = false,
  onlyId?: number,
): Promise<Respuesta[]> {
  if (onlyId === undefined) await requirePregunta(db, preguntasId);
  const conditions: SQL[] = [];
  if (onlyId === undefined) conditions.push(eq(respuestas.preguntas_id, preguntasId));
  else conditions.push(eq(respuestas.id, onlyId));
  if (!includeRetired) conditions.push(isNull(respuestas.retired_at));
  const rows = await db
    .select()
    .from(respuestas)
    .where(and(...conditions))
    .orderBy(asc(respuestas.orden), asc(respuestas.id));
  return rows.map((r) => ({
    id: r.id,
    preguntas_id: r.preguntas_id,
    respuesta: localized(language, r.respuesta, r.respuesta_ca),
    respuesta_es: r.respuesta,
    respuesta_ca: r.respuesta_ca,
    valor: r.valor,
    orden: r.orden,
    retired_at: r.retired_at?.toISOString() ?? null,
  }));
}

async function requirePregunta(db: Executor, id: number) {
  return firstOr(
    db.select().from(preguntas).where(eq(preguntas.id, id)),
    'NOT_FOUND',
    CATALOGUE_MESSAGES.preguntaNotFound,
  );
}

async function respuestaById(db: Executor, language: LanguageCode, id: number) {
  return firstOr(
    listRespuestas(db, language, 0, true, id),
    'NOT_FOUND',
    CATALOGUE_MESSAGES.respuestaNotFound,
  );
}

/** The option and its question, locked for the rest of the transaction. */
async function lockRespuesta(tx: Transaction, id: number) {
  const option = await firstOr(
    tx.select().from(respuestas).where(eq(respuestas.id, id)).for('update'),
    'NOT_FOUND',
    CATALOGUE_MESSAGES.respuestaNotFound,
  );
  const question = await requirePregunta(tx, option.preguntas_id);
  return { option, question };
}

/** POST /v3/respuestas: a new option of a current question. */
export const createRespuesta = createdItem(
  'respuesta',
  respuestaById,
  async (tx, body: z.output<typeof respuestaBodySchema>) => {
    // First, before any row lock: answer saves take it shared (quizzes' questionnaire lock).
    await lockQuestionnaireForEdit(tx);
    const question = await requirePregunta(tx, body.preguntas_id);
    if (question.retired_at) throw new AppError('CONFLICT', CATALOGUE_MESSAGES.preguntaRetired);
    return insertIntoKey(tx, respuestas, body, question.claves_id);
  },
);

/**
 * PUT /v3/respuesta/{id}: texts and order may always change; the score may not once the
 * question is part of a finished evaluation, whose result must stay what was submitted.
 */
export const updateRespuesta = changedItem(
  respuestaById,
  (id, body: z.output<typeof respuestaUpdateSchema>) => ({
    notFound: CATALOGUE_MESSAGES.respuestaNotFound,
    lock: async (tx) => {
      await lockQuestionnaireForEdit(tx);
      return tx.select().from(respuestas).where(eq(respuestas.id, id)).for('update');
    },
    change: async (tx, option) => {
      const question = await requirePregunta(tx, option.preguntas_id);
      if (option.retired_at) throw new AppError('CONFLICT', CATALOGUE_MESSAGES.respuestaRetired);
      const valorChanged = body.valor !== option.valor;
      if (valorChanged && (await isQuestionAnswered(tx, question.id, true))) {
        throw new AppError('CONFLICT', CATALOGUE_MESSAGES.valorChangeFinished);
      }
      const changed = await tx
        .update(respuestas)
        .set({ ...body, updated_at: new Date() })
        .where(eq(respuestas.id, id))
        .returning({ id: respuestas.id });
      if (valorChanged) await refreshInProgressKey(tx, question.claves_id);
      return changed;
    },
  }),
);

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
    const chosen = sql`${id} = any(${answers.respuestas_ids})`;
    const [used] = await tx
      .select({ one: sql<number>`1` })
      .from(answers)
      .where(and(eq(answers.preguntas_id, question.id), chosen))
      .limit(1);
    if (!used) {
      await tx.delete(respuestas).where(eq(respuestas.id, id));
      await refreshInProgressKey(tx, question.claves_id);
      await audit(tx, { before: option, after: { outcome: 'deleted' } });
      return { id, outcome: 'deleted' };
    }
    if (!option.retired_at) {
      await tx.update(respuestas).set({ retired_at: new Date() }).where(eq(respuestas.id, id));
    }
    const inProgress = inArray(
      answers.evaluation_id,
      tx
        .select({ id: evaluations.id })
        .from(evaluations)
        .where(eq(evaluations.status, 'IN_PROGRESS')),
    );
    await tx
      .update(answers)
      .set({ respuestas_ids: sql`array_remove(${answers.respuestas_ids}, ${id})` })
      .where(and(eq(answers.preguntas_id, question.id), chosen, inProgress));
    await tx
      .delete(answers)
      .where(
        and(
          eq(answers.preguntas_id, question.id),
          inProgress,
          eq(answers.not_applicable, false),
          sql`cardinality(${answers.respuestas_ids}) = 0`,
        ),
      );
    await refreshInProgressKey(tx, question.claves_id);
    await audit(tx, { before: option, after: { outcome: 'retired' } });
    return { id, outcome: 'retired' };
  });
}
