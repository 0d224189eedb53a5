import { defineCall, withScope } from '../call';
import {
  courseBodySchema,
  courseIdParamsSchema,
  courseResponseSchema,
  coursesResponseSchema,
} from '../centres';
import { apiErrorSchema } from '../common';

const tags = ['centres'];
/** A write's refusals: bad input, a course that is not there, a name already taken. */
const recordErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The catalogue of courses (spec §7 "Centres and courses"). */
export const courseCalls = withScope('national', {
  list: defineCall({
    method: 'GET',
    path: '/v2/cursos',
    access: 'admin',
    summary: 'Catálogo de cursos',
    tags,
    // Nothing to validate: its errors keep the generic body, as this list always had.
    responses: { 200: coursesResponseSchema },
  }),
  create: defineCall({
    method: 'POST',
    path: '/v2/cursos',
    access: 'admin',
    summary: 'Crea un curso',
    tags,
    body: courseBodySchema,
    responses: { 201: courseResponseSchema, ...recordErrors },
  }),
  edit: defineCall({
    method: 'PUT',
    path: '/v2/curso/:id',
    access: 'admin',
    summary: 'Edita un curso (nombre, activo)',
    tags,
    params: courseIdParamsSchema,
    body: courseBodySchema,
    responses: { 200: courseResponseSchema, ...recordErrors },
  }),
});
