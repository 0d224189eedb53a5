import { HISTORY_MESSAGES, type RevertResult } from '@eval/contracts/history';
import type { Transaction } from '../../db/client';
import type { AuditTrail } from '../../lib/audit-trail';
import { AppError } from '../../lib/errors';
import { findActivePeriod } from '../periods/repository';
import { lockPeriodChanges } from '../periods/repository';
import { periodAfter, reopenInTransaction } from '../periods/service';
import {
  activatedPeriod,
  AUDIT_ENTITIES,
  previousActivePeriod,
  type AuditLine,
} from './history-kinds';
import { latestAuditLineId } from './repository';

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * Reverts a change of the active period (creating one, reopening one, or a revert of either):
 * the period active before it is reopened (periods/service.ts), its "no terminadas" back in
 * progress and the current period's work in progress closed, and the revert's own line is
 * recorded against the reopened period (so it can be reverted in turn). Only the latest period
 * change can be reverted, and only while the period it activated is still the active one:
 * anything else would undo more than the line shows (docs/decisions.md). A period created by
 * the reverted line stays, closed, in the list.
 */
export async function revertPeriodLine(
  tx: Transaction,
  line: AuditLine,
  audit: AuditTrail,
): Promise<RevertResult> {
  const previous = previousActivePeriod(line);
  if (previous === null) throw conflict(HISTORY_MESSAGES.notRevertible);
  await lockPeriodChanges(tx);
  const latest = await latestAuditLineId(tx, AUDIT_ENTITIES.period);
  const active = await findActivePeriod(tx);
  if (latest !== line.id || active === null || active.id !== activatedPeriod(line))
    throw conflict(HISTORY_MESSAGES.changedSince);
  const reopened = await reopenInTransaction(tx, previous).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND'
      ? conflict(HISTORY_MESSAGES.periodGone)
      : error;
  });
  await audit(tx, {
    before: { periodo_activo: reopened.before },
    after: periodAfter(reopened.period),
    record: { entity: AUDIT_ENTITIES.period[0] ?? line.entity, entity_id: String(previous) },
    reverts_id: line.id,
  });
  return { id: 0, entity: 'period', entity_id: previous, kind: 'revert' };
}
