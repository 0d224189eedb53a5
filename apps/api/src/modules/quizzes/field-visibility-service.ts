import type { FieldVisibility } from '@eval/contracts/quizzes';
import type { Database } from '../../db/client';
import type { AuditTrail } from '../../lib/audit-trail';
import { lockFieldVisibility, upsertFieldVisibility } from './field-visibility-repository';

/** Saves one column's visibility for one administrator, with the audit line of its change. */
export function saveFieldVisibility(
  db: Database,
  userId: number,
  table: string,
  field: FieldVisibility,
  audit: AuditTrail,
): Promise<FieldVisibility> {
  return db.transaction(async (tx) => {
    const before = await lockFieldVisibility(tx, userId, table, field.column);
    await upsertFieldVisibility(tx, userId, table, field);
    await audit(tx, { before: before ?? null });
    return field;
  });
}
