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
} from '@eval/contracts/centres';
import {
  CENTRE_OPTION_MESSAGES,
  centreOptionsQuerySchema,
  centreOptionsResponseSchema,
} from '@eval/contracts/centre-options';
import { apiErrorSchema, setupSchema } from '@eval/contracts/common';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { jsonQuery } from '@eval/contracts/json-query';
import { filterKey } from '../../lib/versioned-cache';
import { plainInputErrors } from '../../http/invalid-body';
import type { AppModule } from '../../http/module';
import { adminRoutes, itemRoutes, recordErrors } from '../../http/admin-routes';
import { searchCentreOptions } from './centre-options';
import { courseRoutes } from './course-routes';
import { findCentre, listCentres } from './repository';
import {
  addCentreCourse,
  centreCourses,
  createCentre,
  removeCentreCourse,
  updateCentreFields,
} from './service';
import { specRoutes } from './validation';

const tags = ['centres'];
const route = adminRoutes(tags, recordErrors);

/**
 * `filter` of GET /v2/centros: the spec's plain `actives` (spec §7), read as the JSON filter
 * `{"actives":true}`, or a JSON filter object (paging and search come with `setup`). One schema
 * rather than a union, so a refused filter is answered with its own reason.
 */
const centresQuerySchema = z.strictObject({
  filter: z
    .preprocess(
      (value) => (value === ACTIVES_FILTER ? JSON.stringify({ actives: true }) : value),
      jsonQuery(centresFilterSchema),
    )
    .optional(),
  setup: jsonQuery(setupSchema).optional(),
});

/** Centres and courses (spec §7 "Centres and courses"). */
export const centresModule: AppModule = async (app, { db, config }) => {
  const cache = app.versionedCache;
  app.get(
    '/v2/centros',
    route.query(
      'Centros: filter=actives (solo activos), o filter JSON (search, actives, …) con setup JSON para paginar',
      centresQuerySchema,
      centresResponseSchema,
    ),
    async (request, reply) => {
      const { setup } = request.query;
      const field = setup?.order?.field;
      if (field !== undefined && !(CENTRE_ORDER_FIELDS as readonly string[]).includes(field)) {
        throw new AppError('BAD_REQUEST', CENTRE_MESSAGES.badOrderField, { field });
      }
      // Sent as stored bytes while centres and place names are unchanged (issue 26).
      return app.responseCache.send(
        request,
        reply,
        {
          channels: ['centros', 'reference'],
          key: filterKey('GET /v2/centros', request.query),
          schema: centresResponseSchema,
        },
        () => listCentres(db, cache, request.query.filter ?? {}, setup),
      );
    },
  );

  app.get(
    '/v2/centros/:centerId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Un centro por su id: la pantalla que solo muestra los usuarios de un centro lo nombra aunque no esté en la página cargada',
        params: centreIdParamsSchema,
        response: { 200: centreResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const centre = await findCentre(db, request.params.centerId);
      if (!centre) throw new AppError('NOT_FOUND', CENTRE_MESSAGES.centreNotFound);
      return { data: centre };
    },
  );

  app.get(
    '/v2/centros/search',
    plainInputErrors(
      route.query(
        'Centros para elegir uno: search busca en nombre, código y municipio (hasta 25)',
        centreOptionsQuerySchema,
        centreOptionsResponseSchema,
      ),
      Object.values(CENTRE_OPTION_MESSAGES),
    ),
    async (request) => ({ data: await searchCentreOptions(db, request.query) }),
  );

  const centre = itemRoutes(app, db, specRoutes(route, CENTRE_MESSAGES.centreIncomplete));
  centre.createFromBody(
    'PUT',
    '/v2/centros',
    'Crea un centro',
    centreCreateSchema,
    centreResponseSchema,
    createCentre,
  );
  centre.changeFromBody(
    'PATCH',
    '/v2/centros',
    'Actualiza un centro (también activarlo o desactivarlo)',
    centreUpdateSchema,
    centreResponseSchema,
    updateCentreFields,
  );

  await app.register(courseRoutes, { db, config });

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
        summary: 'Añade un curso a un centro: 201 si lo añade, 200 si ya lo tenía (no cambia nada)',
        params: centreCourseParamsSchema,
        response: {
          200: centreCourseResponseSchema,
          201: centreCourseResponseSchema,
          ...recordErrors,
        },
      },
    },
    async (request, reply) => {
      const { centerId, courseId } = request.params;
      const { link, created } = await addCentreCourse(db, centerId, courseId, request.audit);
      // PUT that creates answers 201, one that finds it there already 200 (RFC 9110 §9.3.4).
      return reply.code(created ? 201 : 200).send({ data: link });
    },
  );

  app.delete(
    '/v2/cursoscentros/:centerId/:courseId',
    route.ok(
      'Quita un curso de un centro',
      { params: centreCourseParamsSchema },
      centreCourseResponseSchema,
    ),
    async (request) => ({
      data: await removeCentreCourse(
        db,
        request.params.centerId,
        request.params.courseId,
        request.audit,
      ),
    }),
  );
};
