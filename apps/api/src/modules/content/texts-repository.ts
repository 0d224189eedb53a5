import type { LanguageCode } from '@eval/contracts/common';
import type { Contenido, Feedback, feedbackBodySchema, NamedItem } from '@eval/contracts/content';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { claves, contenidos, feedbacks, perspectivas, tiposMaterial } from '../../db/schema/index';
import { listInLanguage } from './language-rows-repository';

type FeedbackBody = z.output<typeof feedbackBodySchema>;

export const toContenido = (row: typeof contenidos.$inferSelect): Contenido => ({
  id: row.id,
  language_id: row.language_id,
  payload: row.payload,
  updated_at: row.updated_at.toISOString(),
});

/** GET /v10/contenidos: the contents of one language, oldest first. */
export const listContenidos = listInLanguage(contenidos, toContenido);

/** POST /v10/contenidos: free-form JSON content in the request's language. */
export async function createContenido(
  db: Executor,
  language: LanguageCode,
  payload: unknown,
): Promise<Contenido> {
  const [row] = await db.insert(contenidos).values({ language_id: language, payload }).returning();
  if (!row) throw new Error('contenido not inserted');
  return toContenido(row);
}

const contenidoOf = (language: LanguageCode, id: number) =>
  and(eq(contenidos.id, id), eq(contenidos.language_id, language));

/** The content `id` of `language`, locked for the rest of the transaction. */
export const lockContenido = (tx: Executor, language: LanguageCode, id: number) =>
  tx.select().from(contenidos).where(contenidoOf(language, id)).for('update');

export const updateContenidoRow = (
  tx: Executor,
  language: LanguageCode,
  id: number,
  payload: unknown,
) =>
  tx
    .update(contenidos)
    .set({ payload, updated_at: new Date() })
    .where(contenidoOf(language, id))
    .returning();

export const deleteContenidoRow = (tx: Executor, id: number) =>
  tx.delete(contenidos).where(eq(contenidos.id, id)).returning();

const feedbackColumns = {
  id: feedbacks.id,
  language_id: feedbacks.language_id,
  claves_id: feedbacks.claves_id,
  minimo: feedbacks.minimo,
  maximo: feedbacks.maximo,
  titulo: feedbacks.titulo,
  texto: feedbacks.texto,
};

/** GET /v3/feedbacks: one language's feedback, by key and range. */
export async function listFeedbacks(db: Executor, language: LanguageCode): Promise<Feedback[]> {
  return db
    .select(feedbackColumns)
    .from(feedbacks)
    .where(eq(feedbacks.language_id, language))
    .orderBy(asc(feedbacks.claves_id), asc(feedbacks.minimo), asc(feedbacks.id));
}

/** Whether key `id` exists. */
export async function claveExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: claves.id }).from(claves).where(eq(claves.id, id));
  return row !== undefined;
}

export const insertFeedback = (tx: Executor, language: LanguageCode, body: FeedbackBody) =>
  tx
    .insert(feedbacks)
    .values({ ...body, language_id: language })
    .returning(feedbackColumns);

const feedbackOf = (language: LanguageCode, id: number) =>
  and(eq(feedbacks.id, id), eq(feedbacks.language_id, language));

/** The feedback `id` of `language`, locked for the rest of the transaction. */
export const lockFeedback = (tx: Executor, language: LanguageCode, id: number) =>
  tx.select().from(feedbacks).where(feedbackOf(language, id)).for('update');

export const updateFeedbackRow = (
  tx: Executor,
  language: LanguageCode,
  id: number,
  body: FeedbackBody,
) =>
  tx
    .update(feedbacks)
    .set({ ...body, updated_at: new Date() })
    .where(feedbackOf(language, id))
    .returning(feedbackColumns);

export const deleteFeedbackRow = (tx: Executor, id: number) =>
  tx.delete(feedbacks).where(eq(feedbacks.id, id)).returning();

/** GET /v11/perspectivas. */
export async function listPerspectivas(db: Executor): Promise<NamedItem[]> {
  return db.select().from(perspectivas).orderBy(asc(perspectivas.id));
}

/** GET /v11/tipomaterial. */
export async function listTiposMaterial(db: Executor): Promise<NamedItem[]> {
  return db.select().from(tiposMaterial).orderBy(asc(tiposMaterial.id));
}
