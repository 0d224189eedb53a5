import type { LanguageCode } from '@eval/contracts/common';
import {
  CONTENT_MESSAGES,
  MAX_LOGO_BYTES,
  type recursoCreateSchema,
  type recursoUpdateSchema,
  type Recurso,
} from '@eval/contracts/content';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError, firstOr } from '../../lib/errors';
import {
  deleteRecursoRow,
  insertRecurso,
  lockRecursoRow,
  recursoRowsInLanguage,
  replaceRecursoLinks,
  selectExistingIds,
  selectRecursoComunidades,
  selectRecursoCursos,
  selectRecursoId,
  selectRecursoLinks,
  selectRecursoRow,
  updateRecursoRow,
  type RecursoRow,
  type ReferencedTable,
} from './resources-repository';
import { deletedRecord, type AuditTrail } from '../../lib/audit-trail';
import { acceptLogo } from './file-types';
import { deleteFileIfUnused, fileIdOfPath, fileUrl, storeFile } from './files-repository';
import { requireFile } from './stored-files';

/** Rows with their communities and courses: three queries whatever the number of resources. */
async function withLinks(db: Executor, rows: RecursoRow[]): Promise<Recurso[]> {
  const { communityRows, courseRows } = await selectRecursoLinks(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    language_id: r.language_id,
    titulo: r.titulo,
    descripcion: r.descripcion,
    url: r.url,
    perspectivas_id: r.perspectivas_id,
    tipos_material_id: r.tipos_material_id,
    claves_id: r.claves_id,
    centros_id: r.centros_id,
    centerLogo: r.center_logo,
    document: null,
    documentPath: r.document_file_id !== null ? fileUrl(r.document_file_id) : r.document_path,
    comunidades: communityRows
      .filter((c) => c.recursos_id === r.id)
      .map((c) => c.comunidades_id)
      .sort((a, b) => a - b),
    cursos: courseRows
      .filter((c) => c.recursos_id === r.id)
      .map((c) => c.cursos_id)
      .sort((a, b) => a - b),
  }));
}

/** GET /v11/recursos: one language's resources. */
export async function listRecursos(db: Executor, language: LanguageCode): Promise<Recurso[]> {
  return withLinks(db, await recursoRowsInLanguage(db, language));
}

async function recursoById(db: Executor, id: number): Promise<Recurso> {
  const rows = await selectRecursoRow(db, id);
  return firstOr(withLinks(db, rows), 'NOT_FOUND', CONTENT_MESSAGES.recursoNotFound);
}

async function requireIds(
  tx: Executor,
  table: ReferencedTable,
  ids: readonly (number | null)[],
  message: string,
) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return;
  const found = await selectExistingIds(tx, table, wanted);
  if (found.length !== wanted.length) throw new AppError('NOT_FOUND', message);
}

type Fields = z.output<typeof recursoCreateSchema>;

/** Checks every referenced row exists, so a wrong id is a Spanish 404, not a database error. */
async function checkReferences(tx: Transaction, body: Fields): Promise<void> {
  await requireIds(
    tx,
    'perspectivas',
    [body.perspectivas_id],
    CONTENT_MESSAGES.perspectivaNotFound,
  );
  await requireIds(
    tx,
    'tiposMaterial',
    [body.tipos_material_id],
    CONTENT_MESSAGES.tipoMaterialNotFound,
  );
  await requireIds(tx, 'claves', [body.claves_id], CONTENT_MESSAGES.claveNotFound);
  await requireIds(tx, 'centros', [body.centros_id], CONTENT_MESSAGES.centroNotFound);
  await requireIds(tx, 'comunidades', body.comunidades, CONTENT_MESSAGES.comunidadNotFound);
  await requireIds(tx, 'cursos', body.cursos, CONTENT_MESSAGES.cursoNotFound);
}

async function replaceLinks(tx: Transaction, id: number, body: Fields): Promise<void> {
  await replaceRecursoLinks(tx, id, [...new Set(body.comunidades)], [...new Set(body.cursos)]);
}

const plainFields = (body: Fields) => ({
  titulo: body.titulo,
  descripcion: body.descripcion,
  url: body.url,
  perspectivas_id: body.perspectivas_id,
  tipos_material_id: body.tipos_material_id,
  claves_id: body.claves_id,
  centros_id: body.centros_id,
});

/** POST /v11/recursos: logo and document arrive as data strings (spec §5). */
export async function createRecurso(
  db: Database,
  language: LanguageCode,
  body: Fields,
  userId: number | null,
): Promise<Recurso> {
  const logo = body.centerLogo ? acceptLogo(body.centerLogo, MAX_LOGO_BYTES) : null;
  const id = await db.transaction(async (tx) => {
    await checkReferences(tx, body);
    const document = body.document
      ? await storeFile(
          tx,
          { filename: body.documentName ?? 'documento', data: body.document },
          userId,
        )
      : null;
    const [row] = await insertRecurso(tx, {
      ...plainFields(body),
      language_id: language,
      center_logo: logo,
      document_file_id: document?.id ?? null,
    });
    if (!row) throw new Error('recurso not inserted');
    await replaceLinks(tx, row.id, body);
    return row.id;
  });
  return recursoById(db, id);
}

/**
 * PATCH /v11/recursos (spec §5): `centerLogo` null keeps the logo unless `removeCenterLogo`;
 * `document` as a data string replaces the document; `document` null keeps the one at
 * `documentPath` (an uploaded file's path or an http(s) address), or removes it when both are null.
 */
export async function updateRecurso(
  db: Database,
  body: z.output<typeof recursoUpdateSchema>,
  userId: number | null,
  audit: AuditTrail,
): Promise<Recurso> {
  const logo = body.centerLogo ? acceptLogo(body.centerLogo, MAX_LOGO_BYTES) : null;
  await db.transaction(async (tx) => {
    const current = await firstOr(
      lockRecursoRow(tx, body.id),
      'NOT_FOUND',
      CONTENT_MESSAGES.recursoNotFound,
    );
    const [before] = await withLinks(tx, [current]);
    await checkReferences(tx, body);
    let documentFileId: number | null = null;
    let documentPath: string | null = null;
    if (body.document) {
      const name = body.documentName ?? 'documento';
      documentFileId = (await storeFile(tx, { filename: name, data: body.document }, userId)).id;
    } else if (body.documentPath) {
      const fileId = fileIdOfPath(body.documentPath);
      if (fileId !== null) {
        await requireFile(tx, fileId);
        documentFileId = fileId;
      } else if (/^https?:\/\/\S+$/i.test(body.documentPath)) {
        documentPath = body.documentPath;
      } else {
        throw new AppError('BAD_REQUEST', CONTENT_MESSAGES.badDocumentPath);
      }
    }
    await updateRecursoRow(tx, body.id, {
      ...plainFields(body),
      center_logo: logo ?? (body.removeCenterLogo ? null : current.center_logo),
      document_file_id: documentFileId,
      document_path: documentPath,
      updated_at: new Date(),
    });
    await replaceLinks(tx, body.id, body);
    if (current.document_file_id !== documentFileId) {
      await deleteFileIfUnused(tx, current.document_file_id);
    }
    await audit(tx, { before });
  });
  return recursoById(db, body.id);
}

/** DELETE /v11/recurso/{id}: with its links (cascade) and its document when nothing else uses it. */
export async function deleteRecurso(
  db: Database,
  id: number,
  audit: AuditTrail,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const rows = await lockRecursoRow(tx, id);
    // With its communities and courses, which the cascade removes with it.
    const before = await firstOr(
      withLinks(tx, rows),
      'NOT_FOUND',
      CONTENT_MESSAGES.recursoNotFound,
    );
    await deleteRecursoRow(tx, id);
    await deleteFileIfUnused(tx, rows[0]?.document_file_id ?? null);
    await audit(tx, deletedRecord(before));
    return { id };
  });
}

/** GET /v11/comunidadesrecurso/{id}. */
export async function listRecursoComunidades(db: Executor, id: number) {
  await recursoExists(db, id);
  return selectRecursoComunidades(db, id);
}

/** GET /v11/cursosrecurso/{id}. */
export async function listRecursoCursos(db: Executor, id: number) {
  await recursoExists(db, id);
  return selectRecursoCursos(db, id);
}

async function recursoExists(db: Executor, id: number): Promise<void> {
  await firstOr(selectRecursoId(db, id), 'NOT_FOUND', CONTENT_MESSAGES.recursoNotFound);
}
