import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  TemplateContent,
  TemplateKind,
  TemplateSummary,
  TemplateVersion,
} from '@eval/contracts/mail-templates';
import { queryRows, type Executor } from '../../db/client';
import { mailTemplateVersions, mailTemplates, users } from '../../db/schema/index';

/** A template with the version in use. */
export interface CurrentTemplate {
  id: number;
  kind: TemplateKind;
  nombre: string;
  version: number;
  content: TemplateContent;
}

const iso = (value: Date | string) => new Date(value).toISOString();

interface VersionRow extends TemplateContent {
  id: number;
  version: number;
  created_at: Date | string;
  created_by: string | null;
}
const toVersion = (row: VersionRow): TemplateVersion => ({
  ...row,
  created_at: iso(row.created_at),
});

const contentOf = (row: TemplateContent): TemplateContent => ({
  subject_es: row.subject_es,
  body_es: row.body_es,
  subject_ca: row.subject_ca,
  body_ca: row.body_ca,
});

/** Every template with its newest version number, by kind then name. */
export async function listTemplates(db: Executor): Promise<TemplateSummary[]> {
  const rows = await queryRows<{
    id: number;
    kind: TemplateKind;
    nombre: string;
    version: number;
    updated_at: Date | string;
  }>(
    db,
    sql`select t.id, t.kind, t.nombre, v.version, v.created_at as updated_at
        from ${mailTemplates} t
        join lateral (select version, created_at from ${mailTemplateVersions}
                      where template_id = t.id order by version desc limit 1) v on true
        order by case t.kind when 'welcome' then 0 when 'reset' then 1 else 2 end, t.nombre, t.id`,
  );
  return rows.map((row) => ({ ...row, updated_at: iso(row.updated_at) }));
}

/** What names a template: its id, kind, name and current version. */
function headOf(template: { id: number; kind: TemplateKind; nombre: string; version: number }) {
  return {
    id: template.id,
    kind: template.kind,
    nombre: template.nombre,
    version: template.version,
  };
}

/** The template `id` in use (its newest version); undefined when it does not exist. */
export async function findCurrentTemplate(
  db: Executor,
  id: number,
): Promise<CurrentTemplate | undefined> {
  const [row] = await queryRows<
    TemplateContent & { id: number; kind: TemplateKind; nombre: string; version: number }
  >(
    db,
    sql`select t.id, t.kind, t.nombre, v.version, v.subject_es, v.body_es, v.subject_ca, v.body_ca
        from ${mailTemplates} t
        join lateral (select * from ${mailTemplateVersions}
                      where template_id = t.id order by version desc limit 1) v on true
        where t.id = ${id}`,
  );
  return row && { ...headOf(row), content: contentOf(row) };
}

/** The id of the one template of a single kind (welcome, reset). */
export async function templateIdOfKind(
  db: Executor,
  kind: 'welcome' | 'reset',
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: mailTemplates.id })
    .from(mailTemplates)
    .where(eq(mailTemplates.kind, kind));
  return row?.id;
}

/** Every version of template `id`, newest first (none when it does not exist). */
export async function templateVersions(db: Executor, id: number): Promise<TemplateVersion[]> {
  const rows = await db
    .select({
      id: mailTemplateVersions.id,
      version: mailTemplateVersions.version,
      subject_es: mailTemplateVersions.subject_es,
      body_es: mailTemplateVersions.body_es,
      subject_ca: mailTemplateVersions.subject_ca,
      body_ca: mailTemplateVersions.body_ca,
      created_at: mailTemplateVersions.created_at,
      created_by: users.email,
    })
    .from(mailTemplateVersions)
    .leftJoin(users, eq(users.id, mailTemplateVersions.created_by))
    .where(eq(mailTemplateVersions.template_id, id))
    .orderBy(desc(mailTemplateVersions.version));
  return rows.map(toVersion);
}

/** A new reminder template named `nombre`, without versions yet; its id. */
export async function insertReminderTemplate(tx: Executor, nombre: string): Promise<number> {
  const [row] = await tx
    .insert(mailTemplates)
    .values({ kind: 'reminder', nombre })
    .returning({ id: mailTemplates.id });
  if (!row) throw new Error('template insert returned nothing');
  return row.id;
}

/**
 * Saves `content` as the newest version of template `id`. The template row is locked first, so
 * two saves at once get consecutive numbers instead of one failing on the unique index.
 */
export async function addVersion(
  tx: Executor,
  id: number,
  content: TemplateContent,
  userId: number | null,
): Promise<void> {
  await tx.execute(sql`select id from ${mailTemplates} where id = ${id} for update`);
  await tx.execute(sql`insert into ${mailTemplateVersions}
      (template_id, version, subject_es, body_es, subject_ca, body_ca, created_by)
    select ${id}, coalesce(max(version), 0) + 1, ${content.subject_es}, ${content.body_es},
      ${content.subject_ca}, ${content.body_ca}, ${userId}
    from ${mailTemplateVersions} where template_id = ${id}`);
}

/** The content of version `versionId` of template `id`; undefined when it is not one of its. */
export async function findVersionContent(
  db: Executor,
  id: number,
  versionId: number,
): Promise<TemplateContent | undefined> {
  const [row] = await db
    .select()
    .from(mailTemplateVersions)
    .where(and(eq(mailTemplateVersions.template_id, id), eq(mailTemplateVersions.id, versionId)));
  return row && contentOf(row);
}
