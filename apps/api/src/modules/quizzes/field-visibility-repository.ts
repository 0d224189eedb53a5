import { and, asc, eq } from 'drizzle-orm';
import type { FieldVisibility } from '@eval/contracts/quizzes';
import type { Database } from '../../db/client';
import { columnVisibility } from '../../db/schema/index';
import type { AuditTrail } from '../../lib/audit-trail';

/** The saved column visibility of one administrator for one table. */
export async function listFieldVisibility(
  db: Database,
  userId: number,
  table: string,
): Promise<FieldVisibility[]> {
  return db
    .select({ column: columnVisibility.column, visible: columnVisibility.visible })
    .from(columnVisibility)
    .where(and(eq(columnVisibility.user_id, userId), eq(columnVisibility.table_name, table)))
    .orderBy(asc(columnVisibility.column));
}

/** Saves one column's visibility for one administrator (insert or update). */
export function saveFieldVisibility(
  db: Database,
  userId: number,
  table: string,
  field: FieldVisibility,
  audit: AuditTrail,
): Promise<FieldVisibility> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(columnVisibility)
      .where(
        and(
          eq(columnVisibility.user_id, userId),
          eq(columnVisibility.table_name, table),
          eq(columnVisibility.column, field.column),
        ),
      )
      .for('update');
    await tx
      .insert(columnVisibility)
      .values({ user_id: userId, table_name: table, column: field.column, visible: field.visible })
      .onConflictDoUpdate({
        target: [columnVisibility.user_id, columnVisibility.table_name, columnVisibility.column],
        set: { visible: field.visible },
      });
    await audit(tx, { before: before ?? null });
    return field;
  });
}
