import { PERIOD_TEXTS } from '@eval/contracts/periods';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import { notAudited, type AuditTrail } from '../../lib/audit-trail';
import {
  activatePeriod,
  findActivePeriod,
  findPeriodById,
  findPeriodByName,
  insertInactivePeriod,
  lockPeriodChanges,
  reopenEvaluations,
  type Period,
} from './repository';
import { lockQuestionnaireForEdit, refreshAllInProgress } from '../catalogue/in-progress-refresh';
import { carryPlans, undoCarry } from '../plans/carry';

export const PERIOD_MESSAGES = {
  duplicate: 'Ya existe un periodo con ese nombre.',
  noActive: 'No hay ningún periodo de evaluación activo.',
} as const;

/**
 * Creates a period and makes it the active one (domain.md). Two administrators acting at once
 * are serialised by an advisory lock, and the partial unique index on `periodos.activo`
 * guarantees a single active period even if that were bypassed. An administrator's request
 * records the previously active period as the audit line's `before` and the new one as its
 * `after`, under the new period's id, so Auditoría can revert it (reopenPeriod).
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
    // The centres' unfinished plan actions go on in the new period (domain.md "Carried forward").
    if (before) await carryPlans(tx, before.id, created.id);
    const period = { id: created.id, periodo: created.periodo, activo: true };
    await audit(tx, {
      before: before && { periodo_activo: before },
      after: { ...period, periodo_activo: period },
      record: { entity: 'nuevoperiodo', entity_id: String(period.id) },
    });
    return period;
  });
}

/** What reopening changed: the period active before, and the reopened one with its count. */
export interface Reopened {
  before: Period | null;
  period: Period & { reabiertas: number };
}

/**
 * Makes the closed period `id` the active one again inside `tx` (a period closed by
 * mistake). The period active until now is closed as creating a period would close it (its
 * evaluations in progress become "no terminadas"), and the reopened period's "no terminadas"
 * are back in progress: NOT_FINISHED means its period is no longer active (domain.md), so once
 * it is, they are in progress again. Reopening the active period is refused (409).
 */
export async function reopenInTransaction(tx: Transaction, id: number): Promise<Reopened> {
  await lockPeriodChanges(tx);
  // Before any row lock, as a catalogue edit: answer saves hold it shared while they wait for
  // an evaluation's row, which closing the active period below locks.
  await lockQuestionnaireForEdit(tx);
  const target = await findPeriodById(tx, id);
  if (!target) throw new AppError('NOT_FOUND', PERIOD_TEXTS.notFound);
  const before = await findActivePeriod(tx);
  if (target.activo || before?.id === id)
    throw new AppError('CONFLICT', PERIOD_TEXTS.alreadyActive);
  await activatePeriod(tx, id);
  // What opening the period being closed carried from the reopened one goes back to it.
  if (before) await undoCarry(tx, id, before.id);
  const reabiertas = await reopenEvaluations(tx, id);
  // They come back with the key rows they had; the catalogue may have changed since.
  if (reabiertas > 0) await refreshAllInProgress(tx);
  return { before, period: { ...target, activo: true, reabiertas } };
}

/**
 * POST /v7/periodos/:id/reabrir: reopens a closed period in one transaction with its audit line
 * (`before` the period active until now, `after` the reopened one and how many evaluations it
 * put back in progress), which Auditoría can revert.
 */
export async function reopenPeriod(
  db: Database,
  id: number,
  audit: AuditTrail = notAudited,
): Promise<Reopened['period']> {
  return db.transaction(async (tx) => {
    const { before, period } = await reopenInTransaction(tx, id);
    await audit(tx, { before: before && { periodo_activo: before }, after: periodAfter(period) });
    return period;
  });
}

/** The `after` of a line that made `period` the active one. */
export const periodAfter = (period: Reopened['period']) => ({
  periodo_activo: { id: period.id, periodo: period.periodo, activo: true },
  reabiertas: period.reabiertas,
});
