import { and, asc, eq } from 'drizzle-orm';
import type { FieldVisibility } from '@eval/contracts/quizzes';
import type { Database, Executor } from '../../db/client';
import { columnVisibility } from '../../db/schema/index';

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

/** One column's saved visibility row, locked for the rest of the transaction. */
export async function lockFieldVisibility(
  tx: Executor,
  userId: number,
  table: string,
  column: string,
) {
  const [row] = await tx
    .select()
    .from(columnVisibility)
    .where(
      and(
        eq(columnVisibility.user_id, userId),
        eq(columnVisibility.table_name, table),
        eq(columnVisibility.column, column),
      ),
    )
    .for('update');
  return row;
}

/** Saves one column's visibility for one administrator (insert or update). */
export async function upsertFieldVisibility(
  tx: Executor,
  userId: number,
  table: string,
  field: FieldVisibility,
): Promise<void> {
  await tx
    .insert(columnVisibility)
    .values({ user_id: userId, table_name: table, column: field.column, visible: field.visible })
    .onConflictDoUpdate({
      target: [columnVisibility.user_id, columnVisibility.table_name, columnVisibility.column],
      set: { visible: field.visible },
    });
}
