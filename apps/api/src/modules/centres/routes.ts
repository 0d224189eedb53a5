import { centreCalls } from '@eval/contracts/calls/centres';
import { CENTRE_MESSAGES, CENTRE_ORDER_FIELDS } from '@eval/contracts/centres';
import { CENTRE_OPTION_MESSAGES } from '@eval/contracts/centre-options';
import { AppError } from '../../lib/errors';
import { assertInScope } from '../../lib/scope';
import { filterKey } from '../../lib/versioned-cache';
import { plainInputErrors } from '../../http/invalid-body';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { searchCentreOptions } from './centre-options-repository';
import { courseRoutes } from './course-routes';
import { findCentre, listCentres } from './repository';
import {
  addCentreCourse,
  centreCourses,
  createCentre,
  removeCentreCourse,
  updateCentreFields,
} from './service';

/**
 * An invalid centre body is answered with the spec's own text when that is the fault (§5, §8):
 * a missing required field gives 'Todos los campos deben estar rellenados'.
 */
const specMessages = [CENTRE_MESSAGES.centreIncomplete];

/**
 * Centres and courses (spec §7 "Centres and courses"), declared in contracts/calls/centres.ts
 * (the catalogue of courses in calls/courses.ts).
 */
export const centresModule: AppModule = async (app, options) => {
  const { db } = options;
  const cache = app.versionedCache;
  app.route({
    ...routeOf(centreCalls.list),
    handler: async (request, reply) => {
      const { setup } = request.query;
      const field = setup?.order?.field;
      if (field !== undefined && !(CENTRE_ORDER_FIELDS as readonly string[]).includes(field)) {
        throw new AppError('BAD_REQUEST', CENTRE_MESSAGES.badOrderField, { field });
      }
      // Sent as stored bytes while centres and place names are unchanged.
      return app.responseCache.send(
        request,
        reply,
        {
          channels: ['centros', 'reference'],
          key: filterKey('GET /v2/centros', request.query),
          scope: request.user.scope,
          schema: centreCalls.list.responses[200],
        },
        () => listCentres(db, cache, request.query.filter ?? {}, request.user.scope, setup),
      );
    },
  });

  app.route({
    ...routeOf(centreCalls.byId),
    handler: async (request) => {
      const centre = await findCentre(db, request.params.centerId);
      if (!centre) throw new AppError('NOT_FOUND', CENTRE_MESSAGES.centreNotFound);
      assertInScope(request.user.scope, centre.comunidades_id);
      return { data: centre };
    },
  });

  app.route({
    ...plainInputErrors(routeOf(centreCalls.search), Object.values(CENTRE_OPTION_MESSAGES)),
    // A picker asks the same few texts over and over; the answer only changes with the centres
    // or the place names, so it is sent as stored bytes like the list.
    handler: async (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        {
          channels: ['centros', 'reference'],
          key: filterKey('GET /v2/centros/search', request.query),
          scope: request.user.scope,
          schema: centreCalls.search.responses[200],
        },
        async () => ({
          data: await searchCentreOptions(db, request.query, request.user.scope),
        }),
      ),
  });

  app.route({
    ...plainInputErrors(routeOf(centreCalls.create), specMessages),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createCentre(db, request.body, request.user.scope) }),
  });

  app.route({
    ...plainInputErrors(routeOf(centreCalls.update), specMessages),
    handler: async (request) => ({
      data: await updateCentreFields(db, request.body, request.user.scope, request.audit),
    }),
  });

  await app.register(courseRoutes, options);

  app.route({
    ...routeOf(centreCalls.courses),
    handler: async (request) => ({
      data: await centreCourses(db, request.params.centerId, request.user.scope),
    }),
  });

  app.route({
    ...routeOf(centreCalls.addCourse),
    handler: async (request, reply) => {
      const { centerId, courseId } = request.params;
      const { link, created } = await addCentreCourse(
        db,
        { centreId: centerId, courseId },
        request.user.scope,
        request.audit,
      );
      // PUT that creates answers 201, one that finds it there already 200 (RFC 9110 §9.3.4).
      return reply.code(created ? 201 : 200).send({ data: link });
    },
  });

  app.route({
    ...routeOf(centreCalls.removeCourse),
    handler: async (request) => ({
      data: await removeCentreCourse(
        db,
        { centreId: request.params.centerId, courseId: request.params.courseId },
        request.user.scope,
        request.audit,
      ),
    }),
  });
};
