import type { LanguageCode } from '@eval/contracts/common';
import {
  CONTENT_MESSAGES,
  type Documento,
  type DocumentoCreate,
  type Toolkit,
  type toolkitCreateSchema,
  type toolkitUpdateSchema,
} from '@eval/contracts/content';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { firstOr } from '../../lib/errors';
import { deletedRecord, type AuditTrail } from '../../lib/audit-trail';
import { changeRecord, deleteRecord } from '../../lib/audited-record';
import { insertedRow } from '../../lib/created-record';
import {
  deleteDocumentoRow,
  deleteToolkitRow,
  insertDocumento,
  insertToolkit,
  lockDocumento,
  lockToolkit,
  selectDocumentoFileId,
  selectDocumentos,
  toolkitRowsInLanguage,
  updateToolkitRow,
  type ToolkitRow,
} from './toolkits-documents-repository';
import { deleteFileIfUnused, fileUrl, storeFile } from './files-repository';
import { requireFile } from './stored-files';

const toToolkit = (row: ToolkitRow): Toolkit => ({
  id: row.id,
  language_id: row.language_id,
  titulo: row.titulo,
  descripcion: row.descripcion,
  url: row.url,
  file_id: row.file_id,
  fileUrl: row.file_id !== null ? fileUrl(row.file_id) : null,
});

/** GET /v3/toolkits: one language's toolkits. */
export async function listToolkits(db: Executor, language: LanguageCode): Promise<Toolkit[]> {
  return (await toolkitRowsInLanguage(db, language)).map(toToolkit);
}

/** POST /v3/toolkits, in the request's language; `file_id` is an uploaded file, if any. */
export async function createToolkit(
  db: Database,
  language: LanguageCode,
  body: z.output<typeof toolkitCreateSchema>,
): Promise<Toolkit> {
  return db.transaction(async (tx) => {
    if (body.file_id !== null) await requireFile(tx, body.file_id);
    return toToolkit(insertedRow('toolkit', await insertToolkit(tx, language, body)));
  });
}

/** PATCH /v3/toolkits (body with id). A replaced file is deleted when nothing else uses it. */
export async function updateToolkit(
  db: Database,
  input: z.output<typeof toolkitUpdateSchema>,
  audit: AuditTrail,
): Promise<Toolkit> {
  const { id, ...body } = input;
  const row = await changeRecord(db, audit, {
    notFound: CONTENT_MESSAGES.toolkitNotFound,
    lock: (tx) => lockToolkit(tx, id),
    change: async (tx, current) => {
      if (body.file_id !== null) await requireFile(tx, body.file_id);
      const rows = await updateToolkitRow(tx, id, body);
      if (rows.length > 0 && current.file_id !== body.file_id) {
        await deleteFileIfUnused(tx, current.file_id);
      }
      return rows;
    },
  });
  return toToolkit(row);
}

/** DELETE /v3/deleteToolkits/{id}: its file goes too when nothing else uses it. */
export async function deleteToolkit(
  db: Database,
  id: number,
  audit: AuditTrail,
): Promise<{ id: number }> {
  return deleteRecord(db, id, audit, {
    notFound: CONTENT_MESSAGES.toolkitNotFound,
    remove: (tx) => deleteToolkitRow(tx, id),
    afterDelete: (tx, before) => deleteFileIfUnused(tx, before.file_id),
  });
}

const toDocumento = (row: {
  id: number;
  nombre: string;
  fileId: number;
  filename: string;
  mime: string;
  size: number;
  created_at: Date;
}): Documento => ({
  id: row.id,
  nombre: row.nombre,
  filename: row.filename,
  mime: row.mime,
  size: row.size,
  created_at: row.created_at.toISOString(),
  url: `/v1/documentos/${row.id}/download`,
});

/** GET /v1/documentos: newest first, without the bytes. */
export async function listDocumentos(db: Executor): Promise<Documento[]> {
  return (await selectDocumentos(db)).map(toDocumento);
}

/** POST /v1/documentos: stores the file (size limit, allow-list) and the document. */
export async function createDocumento(
  db: Database,
  body: DocumentoCreate,
  userId: number | null,
): Promise<Documento> {
  return db.transaction(async (tx) => {
    const file = await storeFile(tx, body, userId);
    const [row] = await insertDocumento(tx, {
      nombre: body.nombre,
      file_id: file.id,
      created_by: userId,
    });
    if (!row) throw new Error('documento not inserted');
    return toDocumento({ ...row, fileId: file.id, ...file, id: row.id });
  });
}

/** The file id of a document, or 404 (download). */
export async function documentoFileId(db: Executor, id: number): Promise<number> {
  const row = await firstOr(
    selectDocumentoFileId(db, id),
    'NOT_FOUND',
    CONTENT_MESSAGES.documentoNotFound,
  );
  return row.fileId;
}

/** DELETE /v1/documentos/{id}: the document and its file. */
export async function deleteDocumento(
  db: Database,
  id: number,
  audit: AuditTrail,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    // The file's name, type and size are part of what was there; its bytes are not recorded.
    const before = await firstOr(
      lockDocumento(tx, id),
      'NOT_FOUND',
      CONTENT_MESSAGES.documentoNotFound,
    );
    await deleteDocumentoRow(tx, id);
    await deleteFileIfUnused(tx, before.fileId);
    await audit(tx, deletedRecord(before));
    return { id };
  });
}
