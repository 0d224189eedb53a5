import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { notAudited, type AuditTrail } from '../../lib/audit-trail';
import {
  activatePeriod,
  findActivePeriod,
  findPeriodByName,
  insertInactivePeriod,
  lockPeriodChanges,
  type Period,
} from './repository';

export const PERIOD_MESSAGES = {
  duplicate: 'Ya existe un periodo con ese nombre.',
  noActive: 'No hay ningún periodo de evaluación activo.',
} as const;

/**
 * Creates a period and makes it the active one (domain.md). Two administrators acting at once
 * are serialised by an advisory lock, and the partial unique index on `periodos.activo`
 * guarantees a single active period even if that were bypassed. An administrator's request
 * records the previously active period as the audit line's `before`.
 */
export async function createPeriod(
  db: Database,
  periodo: string,
  audit: AuditTrail = notAudited,
): Promise<Period> {
  return db.transaction(async (tx) => {
    await lockPeriodChanges(tx);
    if (await findPeriodByName(tx, periodo))
      throw new AppError('CONFLICT', PERIOD_MESSAGES.duplicate);
    // The period that stops being the active one is what this change edits.
    const before = await findActivePeriod(tx);
    const created = await insertInactivePeriod(tx, periodo);
    await activatePeriod(tx, created.id);
    const period = { id: created.id, periodo: created.periodo, activo: true };
    await audit(tx, { before: before && { periodo_activo: before }, after: period });
    return period;
  });
}
