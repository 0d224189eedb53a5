import { courseCalls } from '@eval/contracts/calls/courses';
import { CENTRE_MESSAGES } from '@eval/contracts/centres';
import { plainInputErrors } from '../../http/invalid-body';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { listCourses } from './course-repository';
import { createCourse, editCourse } from './service';

/** An invalid course body is answered with the spec's own text when that is the fault (§8). */
const specMessages = [CENTRE_MESSAGES.courseIncomplete];

/**
 * The catalogue of courses (spec §7 "Centres and courses"), declared in
 * contracts/calls/courses.ts; registered by the centres module.
 */
export const courseRoutes: AppModule = async (app, { db }) => {
  app.route({
    ...routeOf(courseCalls.list),
    handler: async () => ({ data: await listCourses(db) }),
  });

  app.route({
    ...plainInputErrors(routeOf(courseCalls.create), specMessages),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createCourse(db, request.body) }),
  });

  app.route({
    ...plainInputErrors(routeOf(courseCalls.edit), specMessages),
    handler: async (request) => ({
      data: await editCourse(db, request.params.id, request.body, request.audit),
    }),
  });
};
