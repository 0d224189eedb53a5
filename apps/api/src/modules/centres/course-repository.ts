import type { CentreCourse, Course } from '@eval/contracts/centres';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { takenByAnother } from '../../lib/taken';
import { cursos, cursosCentros } from '../../db/schema/index';
import { LOCK_KEYS } from '../../db/locks';

const courseColumns = { id: cursos.id, curso: cursos.curso, activo: cursos.activo };
const centreCourseColumns = {
  centros_id: cursosCentros.centros_id,
  cursos_id: cursosCentros.cursos_id,
  curso: cursos.curso,
  activo: cursos.activo,
};

export function listCourses(db: Database): Promise<Course[]> {
  return db.select(courseColumns).from(cursos).orderBy(asc(cursos.id));
}

export async function findCourse(db: Executor, id: number): Promise<Course | null> {
  const [row] = await db.select(courseColumns).from(cursos).where(eq(cursos.id, id));
  return row ?? null;
}

/** Whether another course than `exceptId` has this name, ignoring case and accents. */
export async function courseNameTaken(
  db: Executor,
  curso: string,
  exceptId?: number,
): Promise<boolean> {
  return takenByAnother(
    db,
    cursos,
    cursos.id,
    [sql`immutable_unaccent(lower(${cursos.curso})) = immutable_unaccent(lower(${curso}))`],
    exceptId,
  );
}

export async function insertCourse(
  db: Executor,
  values: { curso: string; activo: number },
): Promise<Course> {
  const [row] = await db.insert(cursos).values(values).returning(courseColumns);
  if (!row) throw new Error('course insert returned nothing');
  return row;
}

export async function updateCourse(
  db: Executor,
  id: number,
  values: { curso: string; activo?: number },
): Promise<Course | null> {
  const [row] = await db
    .update(cursos)
    .set(values)
    .where(eq(cursos.id, id))
    .returning(courseColumns);
  return row ?? null;
}

export function listCentreCourses(db: Executor, centreId: number): Promise<CentreCourse[]> {
  return db
    .select(centreCourseColumns)
    .from(cursosCentros)
    .innerJoin(cursos, eq(cursos.id, cursosCentros.cursos_id))
    .where(eq(cursosCentros.centros_id, centreId))
    .orderBy(asc(cursos.id));
}

/**
 * Links a course to a centre; linking it again changes nothing (the pair is the key). True when
 * the link was created now, false when it was there already.
 */
export async function linkCourse(
  db: Executor,
  centreId: number,
  courseId: number,
): Promise<boolean> {
  const rows = await db
    .insert(cursosCentros)
    .values({ centros_id: centreId, cursos_id: courseId })
    .onConflictDoNothing()
    .returning({ id: cursosCentros.cursos_id });
  return rows.length > 0;
}

/** Removes a centre's course; false when the centre did not have it. */
export async function unlinkCourse(
  db: Executor,
  centreId: number,
  courseId: number,
): Promise<boolean> {
  const rows = await db
    .delete(cursosCentros)
    .where(and(eq(cursosCentros.centros_id, centreId), eq(cursosCentros.cursos_id, courseId)))
    .returning({ id: cursosCentros.cursos_id });
  return rows.length > 0;
}

/** The course's stored row, locked until the transaction ends (before a change). */
export function lockCourseRow(tx: Executor, id: number) {
  return tx.select().from(cursos).where(eq(cursos.id, id)).for('update');
}

/** The centre's link to the course, locked; null when the centre does not have it. */
export async function lockCentreCourse(tx: Executor, centreId: number, courseId: number) {
  const [link] = await tx
    .select()
    .from(cursosCentros)
    .where(and(eq(cursosCentros.centros_id, centreId), eq(cursosCentros.cursos_id, courseId)))
    .for('update');
  return link ?? null;
}

/**
 * Serialises course creations and renames until the transaction ends. Course names are unique
 * ignoring case and accents, which no index states; without the lock two requests at once could
 * both pass the check and create the same course twice.
 */
export const lockCourses = (tx: Executor) =>
  tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.courses})`);
