import { and, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { centros, cursos, users } from '../../db/schema/index';

export type UserValues = Partial<typeof users.$inferInsert>;
export type UserRow = typeof users.$inferInsert;
export type CentreRow = typeof centros.$inferSelect;
export type CourseRow = typeof cursos.$inferSelect;
export type CourseValues = Partial<typeof cursos.$inferInsert>;

/** Whether a user other than `exceptId` (any user when null) has the e-mail `email`. */
export async function emailTakenByOtherUser(
  tx: Transaction,
  email: string,
  exceptId: number | null,
): Promise<boolean> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptId === null ? undefined : ne(users.id, exceptId)));
  return other !== undefined;
}

/** Writes `values` into the user `id`, stamping updated_at. */
export async function updateUserValues(
  tx: Transaction,
  id: number,
  values: UserValues,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(users.id, id));
}

/** Inserts a user row as given (a deleted user put back). */
export async function insertUserRow(tx: Transaction, row: UserRow): Promise<void> {
  await tx.insert(users).values(row);
}

/** The centre `id`, locked for update. */
export async function lockCentreRow(tx: Transaction, id: number): Promise<CentreRow | undefined> {
  const [row] = await tx.select().from(centros).where(eq(centros.id, id)).for('update');
  return row;
}

/** The centre `id`. */
export async function readCentreRow(tx: Transaction, id: number): Promise<CentreRow | undefined> {
  const [row] = await tx.select().from(centros).where(eq(centros.id, id));
  return row;
}

/** The course `id`, locked for update. */
export async function lockCourseRow(tx: Transaction, id: number): Promise<CourseRow | undefined> {
  const [row] = await tx.select().from(cursos).where(eq(cursos.id, id)).for('update');
  return row;
}

/** The course `id`. */
export async function readCourseRow(tx: Transaction, id: number): Promise<CourseRow | undefined> {
  const [row] = await tx.select().from(cursos).where(eq(cursos.id, id));
  return row;
}

/** Writes `values` into the course `id`. */
export async function updateCourseValues(
  tx: Transaction,
  id: number,
  values: CourseValues,
): Promise<void> {
  await tx.update(cursos).set(values).where(eq(cursos.id, id));
}
