import type { centreCreateSchema, centreUpdateSchema } from '@eval/contracts/centres';
import {
  CENTRE_MESSAGES,
  type Centre,
  type CentreCourse,
  type Course,
  type courseBodySchema,
} from '@eval/contracts/centres';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { changeRecord } from '../../lib/audited-record';
import { AppError, firstOr } from '../../lib/errors';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import type { AuditTrail } from '../../lib/audit-trail';
import { assertInScope, type AdminScope } from '../../lib/scope';
import { assertConsistentPlace } from '../geography/service';
import {
  courseNameTaken,
  findCourse,
  insertCourse,
  linkCourse,
  listCentreCourses,
  lockCentreCourse,
  lockCourseRow,
  lockCourses,
  unlinkCourse,
  updateCourse,
} from './course-repository';
import {
  centreIdRow,
  centreRow,
  codeTaken,
  findCentre,
  insertCentre,
  lockCentreRow,
  updateCentre,
  type CentreValues,
} from './repository';

type CentreCreateInput = z.output<typeof centreCreateSchema>;
type CentreUpdateInput = z.output<typeof centreUpdateSchema>;
type CourseInput = z.output<typeof courseBodySchema>;

/** Drops the fields the caller left out, so an update keeps their stored value. */
function definedValues(input: CentreCreateInput): Partial<CentreValues> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<CentreValues>;
}

const loadCentre = (db: Executor, id: number): Promise<Centre> =>
  firstOr(findCentre(db, id), 'NOT_FOUND', CENTRE_MESSAGES.centreNotFound);

const codeConflict = (codigo: string) =>
  new AppError('CONFLICT', CENTRE_MESSAGES.codeTaken, { codigo });

/** PUT /v2/centros: a consistent place and a code no other centre uses. */
export function createCentre(
  db: Database,
  input: CentreCreateInput,
  scope: AdminScope,
): Promise<Centre> {
  // A scoped administrator creates centres of their communities only.
  assertInScope(scope, input.comunidades_id);
  return db.transaction(async (tx) => {
    await assertConsistentPlace(tx, input);
    const id = await insertCentre(tx, definedValues(input) as CentreValues);
    if (id === null) throw codeConflict(input.codigo);
    return loadCentre(tx, id);
  });
}

/**
 * PATCH /v2/centros. Deactivating (activo 0) only flags the centre: its users, courses and
 * evaluations stay, and reports keep counting its past evaluations.
 */
export function updateCentreFields(
  db: Database,
  input: CentreUpdateInput,
  scope: AdminScope,
  audit: AuditTrail,
): Promise<Centre> {
  return db.transaction(async (tx) => {
    const { id, ...fields } = input;
    const before = await firstOr(
      lockCentreRow(tx, id),
      'NOT_FOUND',
      CENTRE_MESSAGES.centreNotFound,
    );
    // Neither a centre outside the scope nor one moved out of it (403, nothing changed).
    assertInScope(scope, before.comunidades_id);
    if (fields.comunidades_id !== undefined) assertInScope(scope, fields.comunidades_id);
    await assertConsistentPlace(tx, fields);
    if (await codeTaken(tx, fields.codigo, id)) throw codeConflict(fields.codigo);
    try {
      await updateCentre(tx, id, { ...definedValues(fields), updated_at: new Date() });
    } catch (error) {
      // Another request took the code between the check and the update.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw codeConflict(fields.codigo);
      throw error;
    }
    // The row as it became (the body may leave fields out): history diffs it.
    const [after] = await centreRow(tx, id);
    await audit(tx, { before, after });
    return loadCentre(tx, id);
  });
}

export function createCourse(db: Database, input: CourseInput): Promise<Course> {
  return db.transaction(async (tx) => {
    await lockCourses(tx);
    if (await courseNameTaken(tx, input.curso)) {
      throw new AppError('CONFLICT', CENTRE_MESSAGES.courseNameTaken);
    }
    return insertCourse(tx, { curso: input.curso, activo: input.activo ?? 1 });
  });
}

export function editCourse(
  db: Database,
  id: number,
  input: CourseInput,
  audit: AuditTrail,
): Promise<Course> {
  return changeRecord(db, audit, {
    notFound: CENTRE_MESSAGES.courseNotFound,
    lock: (tx) => lockCourseRow(tx, id),
    change: async (tx) => {
      await lockCourses(tx);
      if (await courseNameTaken(tx, input.curso, id)) {
        throw new AppError('CONFLICT', CENTRE_MESSAGES.courseNameTaken);
      }
      return [await updateCourse(tx, id, input)];
    },
    auditAfter: true,
  });
}

/** Refuses a centre that does not exist (404) or is outside the scope (403). */
async function assertCentre(db: Executor, centreId: number, scope: AdminScope): Promise<void> {
  const centre = await firstOr(
    centreIdRow(db, centreId),
    'NOT_FOUND',
    CENTRE_MESSAGES.centreNotFound,
  );
  assertInScope(scope, centre.comunidades_id);
}

export async function centreCourses(
  db: Database,
  centreId: number,
  scope: AdminScope,
): Promise<CentreCourse[]> {
  await assertCentre(db, centreId, scope);
  return listCentreCourses(db, centreId);
}

/**
 * PUT /v2/cursoscentros/{centerId}/{courseId}: adding a course the centre has is harmless;
 * `created` is false then.
 */
export function addCentreCourse(
  db: Database,
  { centreId, courseId }: { centreId: number; courseId: number },
  scope: AdminScope,
  audit: AuditTrail,
): Promise<{ link: CentreCourse; created: boolean }> {
  return db.transaction(async (tx) => {
    await assertCentre(tx, centreId, scope);
    const course = await firstOr(
      findCourse(tx, courseId),
      'NOT_FOUND',
      CENTRE_MESSAGES.courseNotFound,
    );
    if (course.activo !== 1) throw new AppError('BAD_REQUEST', CENTRE_MESSAGES.courseInactive);
    const before = await lockCentreCourse(tx, centreId, courseId);
    const created = await linkCourse(tx, centreId, courseId);
    const link = {
      centros_id: centreId,
      cursos_id: courseId,
      curso: course.curso,
      activo: course.activo,
    };
    await audit(tx, { before, after: link });
    return { link, created };
  });
}

export function removeCentreCourse(
  db: Database,
  { centreId, courseId }: { centreId: number; courseId: number },
  scope: AdminScope,
  audit: AuditTrail,
): Promise<CentreCourse> {
  return db.transaction(async (tx) => {
    await assertCentre(tx, centreId, scope);
    const course = await firstOr(
      findCourse(tx, courseId),
      'NOT_FOUND',
      CENTRE_MESSAGES.courseNotFound,
    );
    const before = await lockCentreCourse(tx, centreId, courseId);
    if (!before || !(await unlinkCourse(tx, centreId, courseId))) {
      throw new AppError('NOT_FOUND', CENTRE_MESSAGES.courseLinkNotFound);
    }
    await audit(tx, { before: { ...before, curso: course.curso } });
    return {
      centros_id: centreId,
      cursos_id: courseId,
      curso: course.curso,
      activo: course.activo,
    };
  });
}
