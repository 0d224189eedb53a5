import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { evaluations, periodos, settings } from '../../db/schema/index';
import { LOCK_KEYS } from '../../db/locks';
import { ACTIVE_PERIOD_SETTING } from '../../db/setting-keys';

/** The settings key holding the active period (spec §4: it is kept there and in the flag). */

export interface Period {
  id: number;
  periodo: string;
  activo: boolean;
}

/** The active period, read from settings (spec §9: "The active period comes from settings"). */
export async function findActivePeriod(db: Executor): Promise<Period | null> {
  const rows = await db
    .select({ id: periodos.id, periodo: periodos.periodo, activo: periodos.activo })
    .from(settings)
    .innerJoin(periodos, eq(periodos.id, sql`(${settings.value} ->> 'id')::int`))
    .where(eq(settings.key, ACTIVE_PERIOD_SETTING));
  return rows[0] ?? null;
}

export async function listPeriods(db: Database): Promise<Period[]> {
  return db
    .select({ id: periodos.id, periodo: periodos.periodo, activo: periodos.activo })
    .from(periodos)
    .orderBy(desc(periodos.periodo));
}

export async function findPeriodById(db: Executor, id: number): Promise<Period | null> {
  const rows = await db
    .select({ id: periodos.id, periodo: periodos.periodo, activo: periodos.activo })
    .from(periodos)
    .where(eq(periodos.id, id));
  return rows[0] ?? null;
}

export async function findPeriodByName(db: Executor, periodo: string): Promise<Period | null> {
  const rows = await db
    .select({ id: periodos.id, periodo: periodos.periodo, activo: periodos.activo })
    .from(periodos)
    .where(eq(periodos.periodo, periodo));
  return rows[0] ?? null;
}

/**
 * How many evaluations are in progress: creating a period closes all of them (activatePeriod
 * closes every one outside the new period, which has none yet).
 */
export async function countInProgress(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(evaluations)
    .where(eq(evaluations.status, 'IN_PROGRESS'));
  return row?.n ?? 0;
}

/**
 * How many evaluations of `periodId` are "no terminadas": reopening the period puts them back in
 * progress (domain.md: NOT_FINISHED is started, not submitted, and its period no longer active).
 */
export async function countNotFinished(db: Executor, periodId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(evaluations)
    .where(and(eq(evaluations.status, 'NOT_FINISHED'), eq(evaluations.periodos_id, periodId)));
  return row?.n ?? 0;
}

/** Puts the "no terminadas" of a reopened period back in progress; how many it reopened. */
export async function reopenEvaluations(tx: Transaction, periodId: number): Promise<number> {
  const rows = await tx
    .update(evaluations)
    .set({ status: 'IN_PROGRESS' })
    .where(and(eq(evaluations.status, 'NOT_FINISHED'), eq(evaluations.periodos_id, periodId)))
    .returning({ id: evaluations.id });
  return rows.length;
}

/**
 * Makes `periodId` the only active period, in the flag and in settings, and closes the
 * evaluations left in progress in every other period (they become NOT_FINISHED, domain.md).
 * Runs inside the caller's transaction.
 */
export async function activatePeriod(tx: Transaction, periodId: number): Promise<void> {
  await tx
    .update(periodos)
    .set({ activo: false })
    .where(and(eq(periodos.activo, true), ne(periodos.id, periodId)));
  await tx.update(periodos).set({ activo: true }).where(eq(periodos.id, periodId));
  await tx
    .insert(settings)
    .values({ key: ACTIVE_PERIOD_SETTING, value: { id: periodId } })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: { id: periodId }, updated_at: sql`now()` },
    });
  await tx
    .update(evaluations)
    .set({ status: 'NOT_FINISHED' })
    .where(and(eq(evaluations.status, 'IN_PROGRESS'), ne(evaluations.periodos_id, periodId)));
}

/** Waits for, then holds until the transaction ends, the lock of period changes. */
export async function lockPeriodChanges(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.periodChanges})`);
}

/** Inserts a period, not yet the active one (activatePeriod makes it so). */
export async function insertInactivePeriod(tx: Executor, periodo: string) {
  const [created] = await tx.insert(periodos).values({ periodo, activo: false }).returning();
  if (!created) throw new Error('period insert returned nothing');
  return created;
}
