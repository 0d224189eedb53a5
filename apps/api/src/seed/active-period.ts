import type { Database } from '../db/client';
import { findActivePeriod } from '../modules/periods/repository';
import { createPeriod } from '../modules/periods/service';

/** The school year a date falls in: September starts a new one ('2025-2026'). */
export function schoolYearOf(date: Date): string {
  const year = date.getUTCFullYear();
  const start = date.getUTCMonth() >= 8 ? year : year - 1;
  return `${start}-${start + 1}`;
}

/** Exactly one period must be active (domain.md); a new database gets the current school year. */
export async function ensureActivePeriod(db: Database, now = new Date()): Promise<void> {
  if (await findActivePeriod(db)) return;
  await createPeriod(db, schoolYearOf(now));
}
