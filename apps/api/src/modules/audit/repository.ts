import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFilter, AuditSetup } from '@eval/contracts/audit';
import type { Database, Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { searchableContains } from '../../db/schema/search';
import { authorName } from './history';
import { auditLineColumns } from './history-repository';
import { changeKindOf, diffOf, historyEntityOf, undoOf } from './history-kinds';
import { lineSummary, showChanges } from './line-text';
import { auditLineInScope } from './line-scope-repository';
import type { AdminScope } from '../../lib/scope';

/**
 * Administrator POSTs that only read (previews, downloads, exports): recorded, as who looked
 * at what, but not changes; the audit screen lists them apart.
 */
const READ_ACTION = '/(preview|export|download)$';

/** `%` and `_` typed by the user are literal characters in a prefix match. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: AuditFilter, scope: AdminScope): SQL | undefined {
  // The lines of the caller's communities only (line-scope-repository.ts); nothing more when national.
  const conditions: (SQL | undefined)[] = [auditLineInScope(scope)];
  if (filter.user)
    // Name, surnames or e-mail of the author, ignoring case and accents.
    conditions.push(searchableContains(users.search_text, filter.user));
  // Entity by prefix, so `auth` finds `auth/reset` and `auth/registeruser`; served by the index.
  if (filter.entity) conditions.push(like(auditLog.entity, `${escapeLike(filter.entity)}%`));
  if (filter.entity_id) conditions.push(eq(auditLog.entity_id, filter.entity_id));
  if (filter.method) conditions.push(like(auditLog.action, `${filter.method} %`));
  if (filter.from) conditions.push(sql`${auditLog.at} >= ${filter.from}::timestamptz`);
  if (filter.to) conditions.push(sql`${auditLog.at} <= ${filter.to}::timestamptz`);
  conditions.push(
    filter.reads
      ? sql`${auditLog.action} ~ ${READ_ACTION}`
      : sql`${auditLog.action} !~ ${READ_ACTION}`,
  );
  return and(...conditions);
}

const orderColumns = { at: auditLog.at, entity: auditLog.entity, action: auditLog.action };

/** GET /v15/audit-log: one page, newest first unless ordered otherwise, and the count. */
export async function listAuditLog(
  db: Database,
  setup: AuditSetup,
  filter: AuditFilter,
  scope: AdminScope,
): Promise<{ data: AuditEntry[]; count: number }> {
  const where = whereOf(filter, scope);
  const order = setup.order ?? { field: 'at', direction: 'desc' };
  const direction = order.direction === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...auditLineColumns, actor_ambito: auditLog.actor_ambito })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.user_id))
      .where(where)
      .orderBy(direction(orderColumns[order.field]), direction(auditLog.id))
      .limit(setup.size)
      .offset(setup.page * setup.size),
    db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.user_id))
      .where(where),
  ]);
  const kinds = rows.map((row) => changeKindOf(row));
  const changes = await showChanges(
    db,
    rows.map((row, i) => diffOf(row, kinds[i])),
  );
  return {
    data: rows.map(({ nombre, apellidos, at, ...row }, i) => {
      const usuario = authorName(nombre, apellidos);
      return {
        ...row,
        at: new Date(at).toISOString(),
        usuario,
        summary: lineSummary(row, kinds[i] ?? 'action', usuario),
        record: historyEntityOf(row.entity),
        changes: changes[i] ?? [],
        undo: undoOf(row, row.reverted_by),
      };
    }),
    count: total?.n ?? 0,
  };
}

/** The id of the latest audit line about one of `entities` (the period changes), if any. */
export async function latestAuditLineId(
  db: Executor,
  entities: readonly string[],
): Promise<number | undefined> {
  const [latest] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(inArray(auditLog.entity, [...entities]))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return latest?.id;
}
