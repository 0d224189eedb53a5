import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, planActions, users } from '../../db/schema/index';
import type { AdminScope } from '../../lib/scope';
import { auditLineInScope } from './line-scope-repository';

/** The later line that reverted `auditLog.id`, if any (served by the unique index). */
export const revertedBySql = sql<
  number | null
>`(select r.id from ${auditLog} r where r.reverts_id = ${auditLog.id})`.mapWith((value: unknown) =>
  value === null ? null : Number(value),
);

/** The columns of an audit line as both the audit screen and a record's history read it. */
export const auditLineColumns = {
  id: auditLog.id,
  at: auditLog.at,
  user_id: auditLog.user_id,
  nombre: users.nombre,
  apellidos: users.apellidos,
  email: users.email,
  action: auditLog.action,
  entity: auditLog.entity,
  entity_id: auditLog.entity_id,
  before: auditLog.before,
  after: auditLog.after,
  reverts_id: auditLog.reverts_id,
  deleted: auditLog.deleted,
  reverted_by: revertedBySql,
};

/** An audit line read with auditLineColumns (the author's columns are null once deleted). */
export interface AuditLineRow {
  id: number;
  at: (typeof auditLog.$inferSelect)['at'];
  user_id: number | null;
  nombre: string | null;
  apellidos: string | null;
  email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  reverts_id: number | null;
  deleted: boolean;
  reverted_by: number | null;
}

/**
 * The audit lines about one record (any of `entities` with `entityId`), newest first, at most
 * `limit`, with their authors.
 */
export async function recordHistoryLines(
  db: Database,
  entities: readonly string[],
  entityId: string,
  limit: number,
  scope: AdminScope,
): Promise<AuditLineRow[]> {
  return db
    .select(auditLineColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.user_id))
    .where(
      and(
        inArray(auditLog.entity, [...entities]),
        eq(auditLog.entity_id, entityId),
        auditLineInScope(scope),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/**
 * The centre whose plan action `actionId` is: the action's own, or, once it is deleted, the one
 * its latest recorded line kept (a deletion's `before` is the row as it was); null when neither
 * names one.
 */
export async function planActionCentreId(
  db: Database,
  actionId: number,
  entities: readonly string[],
): Promise<number | null> {
  const [action] = await db
    .select({ centreId: planActions.centros_id })
    .from(planActions)
    .where(eq(planActions.id, actionId));
  if (action) return action.centreId;
  const recorded = sql<
    string | null
  >`coalesce(${auditLog.before} ->> 'centros_id', ${auditLog.after} ->> 'centros_id')`;
  const [line] = await db
    .select({ centreId: recorded })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.entity, [...entities]),
        eq(auditLog.entity_id, String(actionId)),
        sql`${recorded} ~ '^[0-9]{1,9}$'`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return line?.centreId ? Number(line.centreId) : null;
}
