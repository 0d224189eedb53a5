import {
  ACTIVES_FILTER,
  CENTRE_MESSAGES,
  CENTRE_ORDER_FIELDS,
  centreCourseParamsSchema,
  centreCourseResponseSchema,
  centreCoursesResponseSchema,
  centreCreateSchema,
  centreIdParamsSchema,
  centreResponseSchema,
  centresFilterSchema,
  centresResponseSchema,
  centreUpdateSchema,
  courseBodySchema,
  courseIdParamsSchema,
  courseResponseSchema,
  coursesResponseSchema,
  type CentresFilter,
} from '@eval/contracts/centres';
import { apiErrorSchema, setupSchema } from '@eval/contracts/common';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { jsonQuery } from '../../lib/json-query';
import type { AppModule } from '../module';
import { listCourses } from './course-repository';
import { listCentres } from './repository';
import {
  addCentreCourse,
  centreCourses,
  createCentre,
  createCourse,
  editCourse,
  removeCentreCourse,
  updateCentreFields,
} from './service';
import { rejectInvalidBody } from './validation';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['centres'];

/**
 * `filter` of GET /v2/centros: the spec's plain `actives` (spec §7), or a JSON filter object
 * (paging and search come with `setup`).
 */
const centresQuerySchema = z.strictObject({
  filter: z.union([z.literal(ACTIVES_FILTER), jsonQuery(centresFilterSchema)]).optional(),
  setup: jsonQuery(setupSchema).optional(),
});

function filterOf(filter: z.output<typeof centresQuerySchema>['filter']): CentresFilter {
  if (filter === undefined) return {};
  if (filter === ACTIVES_FILTER) return { actives: true };
  return filter;
}

/** Centres and courses (spec §7 "Centres and courses"). */
export const centresModule: AppModule = async (app, { db }) => {
  app.get(
    '/v2/centros',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Centros: filter=actives (solo activos), o filter JSON (search, actives, …) con setup JSON para paginar',
        querystring: centresQuerySchema,
        response: { 200: centresResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { setup } = request.query;
      const field = setup?.order?.field;
      if (field !== undefined && !(CENTRE_ORDER_FIELDS as readonly string[]).includes(field)) {
        throw new AppError('BAD_REQUEST', CENTRE_MESSAGES.badOrderField, { field });
      }
      return listCentres(db, filterOf(request.query.filter), setup);
    },
  );

  app.put(
    '/v2/centros',
    {
      config: { access: 'admin' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Crea un centro',
        body: centreCreateSchema,
        response: { 201: centreResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      rejectInvalidBody(request, CENTRE_MESSAGES.centreIncomplete);
      return reply.code(201).send({ data: await createCentre(db, request.body) });
    },
  );

  app.patch(
    '/v2/centros',
    {
      config: { access: 'admin' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Actualiza un centro (también activarlo o desactivarlo)',
        body: centreUpdateSchema,
        response: { 200: centreResponseSchema, ...errors },
      },
    },
    async (request) => {
      rejectInvalidBody(request, CENTRE_MESSAGES.centreIncomplete);
      return { data: await updateCentreFields(db, request.body) };
    },
  );

  app.get(
    '/v2/cursos',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Catálogo de cursos', response: { 200: coursesResponseSchema } },
    },
    async () => ({ data: await listCourses(db) }),
  );

  app.post(
    '/v2/cursos',
    {
      config: { access: 'admin' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Crea un curso',
        body: courseBodySchema,
        response: { 201: courseResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      rejectInvalidBody(request, CENTRE_MESSAGES.courseIncomplete);
      return reply.code(201).send({ data: await createCourse(db, request.body) });
    },
  );

  app.put(
    '/v2/curso/:id',
    {
      config: { access: 'admin' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Edita un curso (nombre, activo)',
        params: courseIdParamsSchema,
        body: courseBodySchema,
        response: { 200: courseResponseSchema, ...errors },
      },
    },
    async (request) => {
      rejectInvalidBody(request, CENTRE_MESSAGES.courseIncomplete);
      return { data: await editCourse(db, request.params.id, request.body) };
    },
  );

  app.get(
    '/v2/cursoscentros/:centerId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Cursos de un centro',
        params: centreIdParamsSchema,
        response: { 200: centreCoursesResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await centreCourses(db, request.params.centerId) }),
  );

  app.put(
    '/v2/cursoscentros/:centerId/:courseId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Añade un curso a un centro (añadirlo de nuevo no cambia nada)',
        params: centreCourseParamsSchema,
        response: { 200: centreCourseResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await addCentreCourse(db, request.params.centerId, request.params.courseId),
    }),
  );

  app.delete(
    '/v2/cursoscentros/:centerId/:courseId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Quita un curso de un centro',
        params: centreCourseParamsSchema,
        response: { 200: centreCourseResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await removeCentreCourse(db, request.params.centerId, request.params.courseId),
    }),
  );
};
