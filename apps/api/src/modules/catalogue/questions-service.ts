import type {
  Pregunta,
  preguntaBodySchema,
  preguntaUpdateSchema,
  Removal,
} from '@eval/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client';
import { answers, claves, evaluations, preguntas, respuestas, tipos } from '../../db/schema/index';
import { AppError, firstOr } from '../../lib/errors';
import type { AuditTrail } from '../../lib/audit-trail';
import { changedItem, createdItem } from '../../lib/item-services';
import { insertIntoKey, refreshInProgressKey } from './in-progress-refresh';
import { lockQuestionnaireForEdit } from '../quizzes/questionnaire-repository';
import { requireClave, requireFreeNum, requireTipo } from './keys-repository';
import { localized } from '../../lib/language';

export interface PreguntaFilter {
  clavesId?: number;
  includeRetired?: boolean;
}

/** GET /v3/preguntas: current questions (of one key when asked), by key and number. */
export async function listPreguntas(
  db: Executor,
  language: LanguageCode,
  filter: PreguntaFilter,
  onlyId?: number,
): Promise<Pregunta[]> {
  const conditions: SQL[] = [];
  if (filter.clavesId !== undefined) conditions.push(eq(preguntas.claves_id, filter.clavesId));
  if (!filter.includeRetired) conditions.push(isNull(preguntas.retired_at));
  if (onlyId !== undefined) conditions.push(eq(preguntas.id, onlyId));
  const rows = await db
    .select({
      pregunta: preguntas,
      codigo: tipos.codigo,
      respuestas: sql<number>`(select count(*)::int from ${respuestas} r
        where r.preguntas_id = ${preguntas.id} and r.retired_at is null)`,
    })
    .from(preguntas)
    .innerJoin(tipos, eq(tipos.id, preguntas.tipos_id))
    .where(and(...conditions))
    .orderBy(asc(preguntas.claves_id), asc(preguntas.num), asc(preguntas.id));
  return rows.map(({ pregunta: p, codigo, respuestas: optionCount }) => ({
    id: p.id,
    claves_id: p.claves_id,
    num: p.num,
    tipos_id: p.tipos_id,
    codigo,
    titulo: localized(language, p.titulo, p.titulo_ca),
    titulo_es: p.titulo,
    titulo_ca: p.titulo_ca,
    retired_at: p.retired_at?.toISOString() ?? null,
    respuestas: Number(optionCount),
  }));
}

async function preguntaById(db: Executor, language: LanguageCode, id: number) {
  return firstOr(
    listPreguntas(db, language, { includeRetired: true }, id),
    'NOT_FOUND',
    CATALOGUE_MESSAGES.preguntaNotFound,
  );
}

/** Serialises writes to one key's questions, so two numbers cannot be taken at once. */
async function lockClave(tx: Transaction, clavesId: number): Promise<void> {
  await requireClave(tx, clavesId);
  await tx.select({ id: claves.id }).from(claves).where(eq(claves.id, clavesId)).for('update');
}

/** The question as it is, locked for the rest of the transaction, or 404. */
async function lockPregunta(tx: Transaction, id: number) {
  return firstOr(
    tx.select().from(preguntas).where(eq(preguntas.id, id)).for('update'),
    'NOT_FOUND',
    CATALOGUE_MESSAGES.preguntaNotFound,
  );
}

/** Whether any evaluation (only finished ones when asked) has answered the question. */
export async function isQuestionAnswered(
  db: Executor,
  preguntasId: number,
  finishedOnly: boolean,
): Promise<boolean> {
  const conditions = [eq(answers.preguntas_id, preguntasId)];
  if (finishedOnly) conditions.push(eq(evaluations.status, 'FINISHED'));
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(answers)
    .innerJoin(evaluations, eq(evaluations.id, answers.evaluation_id))
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** POST /v3/preguntas: a new question; evaluations in progress now have one more to answer. */
export const createPregunta = createdItem(
  'pregunta',
  preguntaById,
  async (tx, body: z.output<typeof preguntaBodySchema>) => {
    // First, before any row lock: answer saves take it shared (quizzes' questionnaire lock).
    await lockQuestionnaireForEdit(tx);
    await lockClave(tx, body.claves_id);
    await requireTipo(tx, body.tipos_id);
    await requireFreeNum(tx, body.claves_id, body.num, null);
    return insertIntoKey(tx, preguntas, body, body.claves_id);
  },
);

/**
 * PUT /v3/pregunta/{id}: number, type and texts. The type decides how answers are scored, so
 * it cannot change once any centre has answered the question.
 */
export const updatePregunta = changedItem(
  preguntaById,
  (id, body: z.output<typeof preguntaUpdateSchema>) => ({
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
      return tx
        .update(preguntas)
        .set({ ...body, updated_at: new Date() })
        .where(eq(preguntas.id, id))
        .returning({ id: preguntas.id });
    },
  }),
);

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
        await tx.update(preguntas).set({ retired_at: new Date() }).where(eq(preguntas.id, id));
      }
      outcome = 'retired';
    } else {
      const options = await tx
        .delete(respuestas)
        .where(eq(respuestas.preguntas_id, id))
        .returning();
      await tx.delete(preguntas).where(eq(preguntas.id, id));
      outcome = 'deleted';
      // The options go with the question: the record keeps them too.
      before = { ...current, respuestas: options };
    }
    await refreshInProgressKey(tx, current.claves_id);
    await audit(tx, { before, after: { outcome } });
    return { id, outcome };
  });
}
