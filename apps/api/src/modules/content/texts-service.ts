import type { LanguageCode } from '@eval/contracts/common';
import {
  CONTENT_MESSAGES,
  type Contenido,
  type Feedback,
  type feedbackBodySchema,
} from '@eval/contracts/content';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditTrail } from '../../lib/audit-trail';
import { changeRecord, deleteRecord } from '../../lib/audited-record';
import { insertedRow } from '../../lib/created-record';
import {
  claveExists,
  deleteContenidoRow,
  deleteFeedbackRow,
  insertFeedback,
  lockContenido,
  lockFeedback,
  toContenido,
  updateContenidoRow,
  updateFeedbackRow,
} from './texts-repository';

type FeedbackBody = z.output<typeof feedbackBodySchema>;

/** PATCH /v10/contenidos: replaces the payload of a content of the request's language. */
export async function updateContenido(
  db: Database,
  language: LanguageCode,
  id: number,
  payload: unknown,
  audit: AuditTrail,
): Promise<Contenido> {
  const row = await changeRecord(db, audit, {
    notFound: CONTENT_MESSAGES.contenidoNotFound,
    lock: (tx) => lockContenido(tx, language, id),
    change: (tx) => updateContenidoRow(tx, language, id, payload),
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
    remove: (tx) => deleteContenidoRow(tx, id),
  });
}

/** A feedback's key, when it names one, must exist (404). */
async function requireClave(db: Executor, id: number | null): Promise<void> {
  if (id === null) return;
  if (!(await claveExists(db, id))) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.claveNotFound);
}

/** POST /v3/feedbacks, in the request's language. */
export async function createFeedback(
  db: Database,
  language: LanguageCode,
  body: FeedbackBody,
): Promise<Feedback> {
  return db.transaction(async (tx) => {
    await requireClave(tx, body.claves_id);
    return insertedRow('feedback', await insertFeedback(tx, language, body));
  });
}

/** PUT /v3/feedback/{id}: the body carries no id (spec §7). */
export async function updateFeedback(
  db: Database,
  language: LanguageCode,
  id: number,
  body: FeedbackBody,
  audit: AuditTrail,
): Promise<Feedback> {
  return changeRecord(db, audit, {
    notFound: CONTENT_MESSAGES.feedbackNotFound,
    lock: async (tx) => {
      await requireClave(tx, body.claves_id);
      return lockFeedback(tx, language, id);
    },
    change: (tx) => updateFeedbackRow(tx, language, id, body),
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
    remove: (tx) => deleteFeedbackRow(tx, id),
  });
}
