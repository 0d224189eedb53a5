import type {
  Pregunta,
  preguntaBodySchema,
  preguntaUpdateSchema,
  Respuesta,
  respuestaBodySchema,
  respuestaUpdateSchema,
} from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Transaction } from '../../db/client';
import { answers, claves, evaluations, preguntas, respuestas, tipos } from '../../db/schema/index';
import { localized } from '../../lib/language';

/** Which questions a list shows: one key's only when asked, the retired ones only when asked. */
export interface PreguntaFilter {
  clavesId?: number;
  includeRetired?: boolean;
}

/** The questions that meet `where`, as the API shows them (type code, count of current options). */
async function preguntasWhere(
  db: Executor,
  language: LanguageCode,
  where: SQL | undefined,
): Promise<Pregunta[]> {
  const rows = await db
    .select({
      pregunta: preguntas,
      codigo: tipos.codigo,
      respuestas: sql<number>`(select count(*)::int from ${respuestas} r
        where r.preguntas_id = ${preguntas.id} and r.retired_at is null)`,
    })
    .from(preguntas)
    .innerJoin(tipos, eq(tipos.id, preguntas.tipos_id))
    .where(where)
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

/** GET /v3/preguntas: current questions (of one key when asked), by key and number. */
export async function listPreguntas(
  db: Executor,
  language: LanguageCode,
  filter: PreguntaFilter,
): Promise<Pregunta[]> {
  const conditions: SQL[] = [];
  if (filter.clavesId !== undefined) conditions.push(eq(preguntas.claves_id, filter.clavesId));
  if (!filter.includeRetired) conditions.push(isNull(preguntas.retired_at));
  return preguntasWhere(db, language, and(...conditions));
}

/** One question as its list shows it, retired or not; undefined when there is none. */
export async function findPregunta(
  db: Executor,
  language: LanguageCode,
  id: number,
): Promise<Pregunta | undefined> {
  const [found] = await preguntasWhere(db, language, eq(preguntas.id, id));
  return found;
}

/** The options that meet `where`, as the API shows them, in their order. */
async function respuestasWhere(
  db: Executor,
  language: LanguageCode,
  where: SQL | undefined,
): Promise<Respuesta[]> {
  const rows = await db
    .select()
    .from(respuestas)
    .where(where)
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

/** A question's options in order: the current ones, or with the retired ones when asked. */
export async function listRespuestasOf(
  db: Executor,
  language: LanguageCode,
  preguntasId: number,
  includeRetired: boolean,
): Promise<Respuesta[]> {
  const conditions = [eq(respuestas.preguntas_id, preguntasId)];
  if (!includeRetired) conditions.push(isNull(respuestas.retired_at));
  return respuestasWhere(db, language, and(...conditions));
}

/** One option as its list shows it, retired or not; undefined when there is none. */
export async function findRespuesta(
  db: Executor,
  language: LanguageCode,
  id: number,
): Promise<Respuesta | undefined> {
  const [found] = await respuestasWhere(db, language, eq(respuestas.id, id));
  return found;
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

/** Locks a key's row for the rest of the transaction. */
export async function lockClaveRow(tx: Transaction, clavesId: number): Promise<void> {
  await tx.select({ id: claves.id }).from(claves).where(eq(claves.id, clavesId)).for('update');
}

/** The question's row, locked for the rest of the transaction (no row when missing). */
export function lockPreguntaRow(tx: Transaction, id: number) {
  return tx.select().from(preguntas).where(eq(preguntas.id, id)).for('update');
}

/** Writes a question's number, type and texts, returning its id. */
export function updatePreguntaRow(
  tx: Transaction,
  id: number,
  body: z.output<typeof preguntaUpdateSchema>,
) {
  return tx
    .update(preguntas)
    .set({ ...body, updated_at: new Date() })
    .where(eq(preguntas.id, id))
    .returning({ id: preguntas.id });
}

/** Marks a question retired now. */
export async function retirePreguntaRow(tx: Transaction, id: number): Promise<void> {
  await tx.update(preguntas).set({ retired_at: new Date() }).where(eq(preguntas.id, id));
}

/** Deletes a question's options, returning the rows deleted. */
export function deleteRespuestasOf(tx: Transaction, preguntasId: number) {
  return tx.delete(respuestas).where(eq(respuestas.preguntas_id, preguntasId)).returning();
}

/** Deletes a question's row. */
export async function deletePreguntaRow(tx: Transaction, id: number): Promise<void> {
  await tx.delete(preguntas).where(eq(preguntas.id, id));
}

/** Inserts a question, returning its id. */
export function insertPreguntaRow(tx: Transaction, body: z.output<typeof preguntaBodySchema>) {
  return tx.insert(preguntas).values(body).returning({ id: preguntas.id });
}

/** Inserts an option, returning its id. */
export function insertRespuestaRow(tx: Transaction, body: z.output<typeof respuestaBodySchema>) {
  return tx.insert(respuestas).values(body).returning({ id: respuestas.id });
}

/** A question's row (none when missing). */
export function selectPreguntaRow(db: Executor, id: number) {
  return db.select().from(preguntas).where(eq(preguntas.id, id));
}

/** An option's row, locked for the rest of the transaction (none when missing). */
export function lockRespuestaRow(tx: Transaction, id: number) {
  return tx.select().from(respuestas).where(eq(respuestas.id, id)).for('update');
}

/** Writes an option's texts, score and order, returning its id. */
export function updateRespuestaRow(
  tx: Transaction,
  id: number,
  body: z.output<typeof respuestaUpdateSchema>,
) {
  return tx
    .update(respuestas)
    .set({ ...body, updated_at: new Date() })
    .where(eq(respuestas.id, id))
    .returning({ id: respuestas.id });
}

/** Whether any evaluation chose the option in its answer to the question. */
export async function isOptionChosen(
  tx: Transaction,
  preguntasId: number,
  id: number,
): Promise<boolean> {
  const chosen = sql`${id} = any(${answers.respuestas_ids})`;
  const [used] = await tx
    .select({ one: sql<number>`1` })
    .from(answers)
    .where(and(eq(answers.preguntas_id, preguntasId), chosen))
    .limit(1);
  return used !== undefined;
}

/** Deletes an option's row. */
export async function deleteRespuestaRow(tx: Transaction, id: number): Promise<void> {
  await tx.delete(respuestas).where(eq(respuestas.id, id));
}

/** Marks an option retired now. */
export async function retireRespuestaRow(tx: Transaction, id: number): Promise<void> {
  await tx.update(respuestas).set({ retired_at: new Date() }).where(eq(respuestas.id, id));
}

/**
 * Takes a retired option out of the answers of evaluations in progress, and deletes those
 * answers it leaves with no option chosen (and not marked "not applicable").
 */
export async function dropOptionFromInProgressAnswers(
  tx: Transaction,
  preguntasId: number,
  id: number,
): Promise<void> {
  const chosen = sql`${id} = any(${answers.respuestas_ids})`;
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
    .where(and(eq(answers.preguntas_id, preguntasId), chosen, inProgress));
  await tx
    .delete(answers)
    .where(
      and(
        eq(answers.preguntas_id, preguntasId),
        inProgress,
        eq(answers.not_applicable, false),
        sql`cardinality(${answers.respuestas_ids}) = 0`,
      ),
    );
}
