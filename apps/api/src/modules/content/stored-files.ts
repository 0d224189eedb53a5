import { CONTENT_MESSAGES } from '@eval/contracts/content';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { fileExists, findFile } from './files-repository';

const notFound = () => new AppError('NOT_FOUND', CONTENT_MESSAGES.fileNotFound);

/** A stored file with its bytes, or 404. */
export async function readFile(db: Executor, id: number) {
  const file = await findFile(db, id);
  if (!file) throw notFound();
  return file;
}

/** Refuses (404) a reference to a file that does not exist. */
export async function requireFile(db: Executor, id: number): Promise<void> {
  if (!(await fileExists(db, id))) throw notFound();
}
