import {
  TEMPLATE_MESSAGES,
  type TemplateContent,
  type TemplateDetail,
} from '@eval/contracts/mail-templates';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  findCurrentTemplate,
  findVersionContent,
  templateIdOfKind,
  templateVersions,
  type CurrentTemplate,
} from './repository';

const notFound = () => new AppError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);

/** The template `id` in use (its newest version); 404 when it does not exist. */
export async function currentTemplate(db: Executor, id: number): Promise<CurrentTemplate> {
  const template = await findCurrentTemplate(db, id);
  if (!template) throw notFound();
  return template;
}

/** The one template of a single kind (welcome, reset), as the system sends it. */
export async function templateOfKind(
  db: Executor,
  kind: 'welcome' | 'reset',
): Promise<CurrentTemplate> {
  const id = await templateIdOfKind(db, kind);
  // Seeded by migration 0012 and never deleted: missing is a broken database, not a request.
  if (id === undefined) throw new Error(`no ${kind} template (migration 0012 seeds it)`);
  return currentTemplate(db, id);
}

/** The template with its current content and every earlier version, newest first. */
export async function templateDetail(db: Executor, id: number): Promise<TemplateDetail> {
  const current = await currentTemplate(db, id);
  const versions = await templateVersions(db, id);
  const newest = versions[0];
  if (!newest) throw notFound();
  return {
    id: current.id,
    kind: current.kind,
    nombre: current.nombre,
    version: current.version,
    updated_at: newest.created_at,
    current: newest,
    versions,
  };
}

/** The content of version `versionId` of template `id`; 404 when it is not one of its versions. */
export async function versionContent(
  db: Executor,
  id: number,
  versionId: number,
): Promise<TemplateContent> {
  const content = await findVersionContent(db, id, versionId);
  if (!content) throw new AppError('NOT_FOUND', TEMPLATE_MESSAGES.versionNotFound);
  return content;
}
