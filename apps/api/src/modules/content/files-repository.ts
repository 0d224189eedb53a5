import { createHash } from 'node:crypto';
import type { StoredFile } from '@eval/contracts/content';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentos, files, recursos, toolkits } from '../../db/schema/index';
import { acceptFile, cleanFilename } from './file-types';

/** Where an uploaded file is fetched (administrators only). */
export const fileUrl = (id: number): string => `/v11/files/${id}`;
const FILE_URL = /^\/v11\/files\/(\d{1,9})$/;

/** The file id of a `/v11/files/{id}` path, or null for any other path. */
export function fileIdOfPath(path: string): number | null {
  const match = FILE_URL.exec(path);
  return match?.[1] ? Number(match[1]) : null;
}

/** Checks a data string against the size limit and allow-list and stores it in `files`. */
export async function storeFile(
  db: Executor,
  upload: { filename: string; data: string },
  userId: number | null,
): Promise<StoredFile> {
  const { bytes, kind, mime } = acceptFile(upload.data);
  const filename = cleanFilename(upload.filename, kind);
  const [row] = await db
    .insert(files)
    .values({
      filename,
      mime,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      data: bytes,
      created_by: userId,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file not inserted');
  return { id: row.id, filename, mime, size: bytes.length, url: fileUrl(row.id) };
}

/** A stored file with its bytes; undefined when there is none. */
export async function findFile(db: Executor, id: number) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** Whether a file exists (without reading its bytes). */
export async function fileExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: files.id }).from(files).where(eq(files.id, id));
  return row !== undefined;
}

/** Deletes a file once nothing refers to it any more (a document, toolkit or resource). */
export async function deleteFileIfUnused(db: Executor, id: number | null): Promise<void> {
  if (id === null) return;
  await db.execute(sql`
    delete from ${files} where ${files.id} = ${id}
      and not exists (select 1 from ${documentos} where ${documentos.file_id} = ${id})
      and not exists (select 1 from ${toolkits} where ${toolkits.file_id} = ${id})
      and not exists (select 1 from ${recursos} where ${recursos.document_file_id} = ${id})`);
}
