import type { LanguageCode } from '@eval/contracts/common';
import {
  CONTENT_MESSAGES,
  type Contenido,
  type Feedback,
  type feedbackBodySchema,
  type NamedItem,
} from '@eval/contracts/content';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { claves, contenidos, feedbacks, perspectivas, tiposMaterial } from '../../db/schema/index';
import { firstOr } from '../../lib/errors';
import type { AuditTrail } from '../../lib/audit-trail';
import { changeRecord, deleteRecord } from '../../lib/audited-record';
import { insertedRow } from '../../lib/created-record';
import { listInLanguage } from './language-rows-repository';

const toContenido = (row: typeof contenidos.$inferSelect): Contenido => ({
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

/** PATCH /v10/contenidos: replaces the payload of a content of the request's language. */
export async function updateContenido(
  db: Database,
  language: LanguageCode,
  id: number,
  payload: unknown,
  audit: AuditTrail,
): Promise<Contenido> {
  const where = and(eq(contenidos.id, id), eq(contenidos.language_id, language));
  const row = await changeRecord(db, audit, {
    notFound: CONTENT_MESSAGES.contenidoNotFound,
    lock: (tx) => tx.select().from(contenidos).where(where).for('update'),
    change: (tx) =>
      tx.update(contenidos).set({ payload, updated_at: new Date() }).where(where).returning(),
  });
  return toContenido(row);
}

/** DELETE /v10/contenido/{id}. */
export async function deleteContenido(
  db: Database,
  id: number,
  audit: AuditTrail,
): Promise<{ id: number }> {
  return deleteRecord(db, id, audit, {
    notFound: CONTENT_MESSAGES.contenidoNotFound,
    remove: (tx) => tx.delete(contenidos).where(eq(contenidos.id, id)).returning(),
  });
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
  await firstOr(
    db.select({ id: claves.id }).from(claves).where(eq(claves.id, id)),
    'NOT_FOUND',
    CONTENT_MESSAGES.claveNotFound,
  );
}

/** POST /v3/feedbacks, in the request's language. */
export async function createFeedback(
  db: Database,
  language: LanguageCode,
  body: z.output<typeof feedbackBodySchema>,
): Promise<Feedback> {
  return db.transaction(async (tx) => {
    await requireClave(tx, body.claves_id);
    const rows = await tx
      .insert(feedbacks)
      .values({ ...body, language_id: language })
      .returning(feedbackColumns);
    return insertedRow('feedback', rows);
  });
}

/** PUT /v3/feedback/{id}: the body carries no id (spec §7). */
export async function updateFeedback(
  db: Database,
  language: LanguageCode,
  id: number,
  body: z.output<typeof feedbackBodySchema>,
  audit: AuditTrail,
): Promise<Feedback> {
  const where = and(eq(feedbacks.id, id), eq(feedbacks.language_id, language));
  return changeRecord(db, audit, {
    notFound: CONTENT_MESSAGES.feedbackNotFound,
    lock: async (tx) => {
      await requireClave(tx, body.claves_id);
      return tx.select().from(feedbacks).where(where).for('update');
    },
    change: (tx) =>
      tx
        .update(feedbacks)
        .set({ ...body, updated_at: new Date() })
        .where(where)
        .returning(feedbackColumns),
  });
}

/** DELETE /v3/feedback/{id} (not in spec §7; the screen offers delete like its siblings). */
export async function deleteFeedback(
  db: Database,
  id: number,
  audit: AuditTrail,
): Promise<{ id: number }> {
  return deleteRecord(db, id, audit, {
    notFound: CONTENT_MESSAGES.feedbackNotFound,
    remove: (tx) => tx.delete(feedbacks).where(eq(feedbacks.id, id)).returning(),
  });
}

/** GET /v11/perspectivas. */
export async function listPerspectivas(db: Executor): Promise<NamedItem[]> {
  return db.select().from(perspectivas).orderBy(asc(perspectivas.id));
}

/** GET /v11/tipomaterial. */
export async function listTiposMaterial(db: Executor): Promise<NamedItem[]> {
  return db.select().from(tiposMaterial).orderBy(asc(tiposMaterial.id));
}
