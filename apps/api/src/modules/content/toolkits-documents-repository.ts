import type { LanguageCode } from '@eval/contracts/common';
import type { toolkitCreateSchema } from '@eval/contracts/content';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Transaction } from '../../db/client';
import { documentos, files, toolkits } from '../../db/schema/index';
import { listInLanguage } from './language-rows-repository';

export type ToolkitRow = typeof toolkits.$inferSelect;
type ToolkitFields = z.output<typeof toolkitCreateSchema>;

/** One language's toolkit rows, oldest first. */
export const toolkitRowsInLanguage = listInLanguage(toolkits, (row: ToolkitRow) => row);

/** Inserts a toolkit in a language, returning its row. */
export function insertToolkit(tx: Transaction, language: LanguageCode, body: ToolkitFields) {
  return tx
    .insert(toolkits)
    .values({ ...body, language_id: language })
    .returning();
}

/** The toolkit as it is, locked for the rest of the transaction (no row when missing). */
export function lockToolkit(tx: Transaction, id: number) {
  return tx.select().from(toolkits).where(eq(toolkits.id, id)).for('update');
}

/** Writes a toolkit's fields, returning its row (none when it is gone). */
export function updateToolkitRow(tx: Transaction, id: number, body: ToolkitFields) {
  return tx
    .update(toolkits)
    .set({ ...body, updated_at: new Date() })
    .where(eq(toolkits.id, id))
    .returning();
}

/** Deletes a toolkit, returning the row deleted (none when it was missing). */
export function deleteToolkitRow(tx: Transaction, id: number) {
  return tx.delete(toolkits).where(eq(toolkits.id, id)).returning();
}

/** What a document is shown with: its row and its file's name, type and size. */
const documentColumns = {
  id: documentos.id,
  nombre: documentos.nombre,
  fileId: documentos.file_id,
  filename: files.filename,
  mime: files.mime,
  size: files.size,
  created_at: documentos.created_at,
};

/** Every document with its file's description, by name. */
export function selectDocumentos(db: Executor) {
  return db
    .select(documentColumns)
    .from(documentos)
    .innerJoin(files, eq(files.id, documentos.file_id))
    .orderBy(asc(documentos.nombre), asc(documentos.id));
}

/** Inserts a document of a stored file, returning its row. */
export function insertDocumento(
  tx: Transaction,
  values: { nombre: string; file_id: number; created_by: number | null },
) {
  return tx.insert(documentos).values(values).returning();
}

/** A document's file id (no row when there is no such document). */
export function selectDocumentoFileId(db: Executor, id: number) {
  return db.select({ fileId: documentos.file_id }).from(documentos).where(eq(documentos.id, id));
}

/** A document with its file's description, locked for the rest of the transaction. */
export function lockDocumento(tx: Transaction, id: number) {
  return tx
    .select(documentColumns)
    .from(documentos)
    .innerJoin(files, eq(files.id, documentos.file_id))
    .where(eq(documentos.id, id))
    .for('update', { of: documentos });
}

/** Deletes a document's row. */
export async function deleteDocumentoRow(tx: Transaction, id: number): Promise<void> {
  await tx.delete(documentos).where(eq(documentos.id, id));
}
