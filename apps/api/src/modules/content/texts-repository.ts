import type { LanguageCode } from '@eval/contracts/common';
import {
  CONTENT_MESSAGES,
  feedbackBodySchema,
  type Contenido,
  type Feedback,
  type FeedbackBody,
  type NamedItem,
} from '@eval/contracts/content';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { claves, contenidos, feedbacks, perspectivas, tiposMaterial } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

const toContenido = (row: typeof contenidos.$inferSelect): Contenido => ({
  id: row.id,
  language_id: row.language_id,
  payload: row.payload,
  updated_at: row.updated_at.toISOString(),
});

/** GET /v10/contenidos: the contents of one language, oldest first. */
export async function listContenidos(db: Executor, language: LanguageCode): Promise<Contenido[]> {
  const rows = await db
    .select()
    .from(contenidos)
    .where(eq(contenidos.language_id, language))
    .orderBy(asc(contenidos.id));
  return rows.map(toContenido);
}

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

/** PATCH /v10/contenidos: replaces the payload of a content of the request's language. */
export async function updateContenido(
  db: Executor,
  language: LanguageCode,
  id: number,
  payload: unknown,
): Promise<Contenido> {
  const [row] = await db
    .update(contenidos)
    .set({ payload, updated_at: new Date() })
    .where(and(eq(contenidos.id, id), eq(contenidos.language_id, language)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.contenidoNotFound);
  return toContenido(row);
}

/** DELETE /v10/contenido/{id}. */
export async function deleteContenido(db: Executor, id: number): Promise<{ id: number }> {
  const rows = await db
    .delete(contenidos)
    .where(eq(contenidos.id, id))
    .returning({ id: contenidos.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.contenidoNotFound);
  return { id };
}

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

async function requireClave(db: Executor, id: number | null): Promise<void> {
  if (id === null) return;
  const [row] = await db.select({ id: claves.id }).from(claves).where(eq(claves.id, id));
  if (!row) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.claveNotFound);
}

/** POST /v3/feedbacks, in the request's language. */
export async function createFeedback(
  db: Database,
  language: LanguageCode,
  input: FeedbackBody,
): Promise<Feedback> {
  const body = feedbackBodySchema.parse(input);
  return db.transaction(async (tx) => {
    await requireClave(tx, body.claves_id);
    const [row] = await tx
      .insert(feedbacks)
      .values({ ...body, language_id: language })
      .returning(feedbackColumns);
    if (!row) throw new Error('feedback not inserted');
    return row;
  });
}

/** PUT /v3/feedback/{id}: the body carries no id (spec §7). */
export async function updateFeedback(
  db: Database,
  language: LanguageCode,
  id: number,
  input: FeedbackBody,
): Promise<Feedback> {
  const body = feedbackBodySchema.parse(input);
  return db.transaction(async (tx) => {
    await requireClave(tx, body.claves_id);
    const [row] = await tx
      .update(feedbacks)
      .set({ ...body, updated_at: new Date() })
      .where(and(eq(feedbacks.id, id), eq(feedbacks.language_id, language)))
      .returning(feedbackColumns);
    if (!row) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.feedbackNotFound);
    return row;
  });
}

/** DELETE /v3/feedback/{id} (not in spec §7; the screen offers delete like its siblings). */
export async function deleteFeedback(db: Executor, id: number): Promise<{ id: number }> {
  const rows = await db
    .delete(feedbacks)
    .where(eq(feedbacks.id, id))
    .returning({ id: feedbacks.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.feedbackNotFound);
  return { id };
}

/** GET /v11/perspectivas. */
export async function listPerspectivas(db: Executor): Promise<NamedItem[]> {
  return db.select().from(perspectivas).orderBy(asc(perspectivas.id));
}

/** GET /v11/tipomaterial. */
export async function listTiposMaterial(db: Executor): Promise<NamedItem[]> {
  return db.select().from(tiposMaterial).orderBy(asc(tiposMaterial.id));
}
