import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import type { AuditLine } from './history-kinds';

/** The columns of an audit line a revert reads. */
const LINE_COLUMNS = {
  id: auditLog.id,
  action: auditLog.action,
  entity: auditLog.entity,
  entity_id: auditLog.entity_id,
  before: auditLog.before,
  after: auditLog.after,
  reverts_id: auditLog.reverts_id,
  deleted: auditLog.deleted,
};

/** The audit line `id`, locked for update (an empty list when there is none). */
export function lockAuditLine(tx: Transaction, id: number): PromiseLike<AuditLine[]> {
  return tx.select(LINE_COLUMNS).from(auditLog).where(eq(auditLog.id, id)).for('update');
}

/** The lines about the record (any of `entities` with `entityId`) written after line `afterId`. */
export async function laterRecordLines(
  tx: Transaction,
  entities: readonly string[],
  entityId: string,
  afterId: number,
): Promise<AuditLine[]> {
  return tx
    .select(LINE_COLUMNS)
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.entity, [...entities]),
        eq(auditLog.entity_id, entityId),
        gt(auditLog.id, afterId),
      ),
    );
}

/** The id of the line that reverted line `lineId`, if any. */
export async function revertOfLine(db: Executor, lineId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.reverts_id, lineId));
  return row?.id;
}
