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
import { AppError } from '../../lib/errors';
import { assertConsistentPlace } from '../geography/service';
import {
  courseNameTaken,
  findCourse,
  insertCourse,
  linkCourse,
  listCentreCourses,
  unlinkCourse,
  updateCourse,
} from './course-repository';
import {
  centreExists,
  codeTaken,
  findCentre,
  insertCentre,
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

async function loadCentre(db: Executor, id: number): Promise<Centre> {
  const centre = await findCentre(db, id);
  if (!centre) throw new AppError('NOT_FOUND', CENTRE_MESSAGES.centreNotFound);
  return centre;
}

const codeConflict = (codigo: string) =>
  new AppError('CONFLICT', CENTRE_MESSAGES.codeTaken, { codigo });

/** PUT /v2/centros: a consistent place and a code no other centre uses. */
export function createCentre(db: Database, input: CentreCreateInput): Promise<Centre> {
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
export function updateCentreFields(db: Database, input: CentreUpdateInput): Promise<Centre> {
  return db.transaction(async (tx) => {
    const { id, ...fields } = input;
    if (!(await centreExists(tx, id))) {
      throw new AppError('NOT_FOUND', CENTRE_MESSAGES.centreNotFound);
    }
    await assertConsistentPlace(tx, fields);
    if (await codeTaken(tx, fields.codigo, id)) throw codeConflict(fields.codigo);
    try {
      await updateCentre(tx, id, { ...definedValues(fields), updated_at: new Date() });
    } catch (error) {
      // Another request took the code between the check and the update.
      if (isUniqueViolation(error)) throw codeConflict(fields.codigo);
      throw error;
    }
    return loadCentre(tx, id);
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null;) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function createCourse(db: Database, input: CourseInput): Promise<Course> {
  return db.transaction(async (tx) => {
    if (await courseNameTaken(tx, input.curso)) {
      throw new AppError('CONFLICT', CENTRE_MESSAGES.courseNameTaken);
    }
    return insertCourse(tx, { curso: input.curso, activo: input.activo ?? 1 });
  });
}

export function editCourse(db: Database, id: number, input: CourseInput): Promise<Course> {
  return db.transaction(async (tx) => {
    if (!(await findCourse(tx, id)))
      throw new AppError('NOT_FOUND', CENTRE_MESSAGES.courseNotFound);
    if (await courseNameTaken(tx, input.curso, id)) {
      throw new AppError('CONFLICT', CENTRE_MESSAGES.courseNameTaken);
    }
    const updated = await updateCourse(tx, id, input);
    if (!updated) throw new AppError('NOT_FOUND', CENTRE_MESSAGES.courseNotFound);
    return updated;
  });
}

async function assertCentre(db: Executor, centreId: number): Promise<void> {
  if (!(await centreExists(db, centreId))) {
    throw new AppError('NOT_FOUND', CENTRE_MESSAGES.centreNotFound);
  }
}

export async function centreCourses(db: Database, centreId: number): Promise<CentreCourse[]> {
  await assertCentre(db, centreId);
  return listCentreCourses(db, centreId);
}

/** PUT /v2/cursoscentros/{centerId}/{courseId}: adding a course the centre has is harmless. */
export function addCentreCourse(
  db: Database,
  centreId: number,
  courseId: number,
): Promise<CentreCourse> {
  return db.transaction(async (tx) => {
    await assertCentre(tx, centreId);
    const course = await findCourse(tx, courseId);
    if (!course) throw new AppError('NOT_FOUND', CENTRE_MESSAGES.courseNotFound);
    if (course.activo !== 1) throw new AppError('BAD_REQUEST', CENTRE_MESSAGES.courseInactive);
    await linkCourse(tx, centreId, courseId);
    return {
      centros_id: centreId,
      cursos_id: courseId,
      curso: course.curso,
      activo: course.activo,
    };
  });
}

export function removeCentreCourse(
  db: Database,
  centreId: number,
  courseId: number,
): Promise<CentreCourse> {
  return db.transaction(async (tx) => {
    await assertCentre(tx, centreId);
    const course = await findCourse(tx, courseId);
    if (!course) throw new AppError('NOT_FOUND', CENTRE_MESSAGES.courseNotFound);
    if (!(await unlinkCourse(tx, centreId, courseId))) {
      throw new AppError('NOT_FOUND', CENTRE_MESSAGES.courseLinkNotFound);
    }
    return {
      centros_id: centreId,
      cursos_id: courseId,
      curso: course.curso,
      activo: course.activo,
    };
  });
}
