import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { periodos } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { notAudited, type AuditTrail } from '../../lib/audit-trail';
import { activatePeriod, findActivePeriod, findPeriodByName, type Period } from './repository';

/** Key of the transaction-level advisory lock that serialises period changes. */
const PERIOD_LOCK_KEY = 727_100_002;

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
    await tx.execute(sql`select pg_advisory_xact_lock(${PERIOD_LOCK_KEY})`);
    if (await findPeriodByName(tx, periodo))
      throw new AppError('CONFLICT', PERIOD_MESSAGES.duplicate);
    // The period that stops being the active one is what this change edits.
    const before = await findActivePeriod(tx);
    const [created] = await tx.insert(periodos).values({ periodo, activo: false }).returning();
    if (!created) throw new Error('period insert returned nothing');
    await activatePeriod(tx, created.id);
    const period = { id: created.id, periodo: created.periodo, activo: true };
    await audit(tx, { before: before && { periodo_activo: before }, after: period });
    return period;
  });
}
