import { contentCalls } from '@eval/contracts/calls/content';
import { requestLanguage } from '../../lib/language';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { uploadLimits } from './file-routes';
import { createRecurso, deleteRecurso, listRecursos, updateRecurso } from './resources-service';
import { createToolkit, deleteToolkit, listToolkits, updateToolkit } from './toolkits-documents';

/** Resources (with their files as data strings, spec §5) and toolkits. */
export const contentResourceRoutes: AppModule = async (app, { db, config }) => {
  app.route({
    ...routeOf(contentCalls.recursos),
    handler: async (request) => ({ data: await listRecursos(db, requestLanguage(request)) }),
  });
  app.route({
    ...routeOf(contentCalls.createRecurso),
    ...uploadLimits(config),
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await createRecurso(db, requestLanguage(request), request.body, request.user.id),
      }),
  });
  app.route({
    ...routeOf(contentCalls.updateRecurso),
    ...uploadLimits(config),
    handler: async (request) => ({
      data: await updateRecurso(db, request.body, request.user.id, request.audit),
    }),
  });
  app.route({
    ...routeOf(contentCalls.deleteRecurso),
    handler: async (request) => ({
      data: await deleteRecurso(db, request.params.id, request.audit),
    }),
  });

  app.route({
    ...routeOf(contentCalls.toolkits),
    handler: async (request) => ({ data: await listToolkits(db, requestLanguage(request)) }),
  });
  app.route({
    ...routeOf(contentCalls.createToolkit),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createToolkit(db, requestLanguage(request), request.body) }),
  });
  app.route({
    ...routeOf(contentCalls.updateToolkit),
    handler: async (request) => ({ data: await updateToolkit(db, request.body, request.audit) }),
  });
  app.route({
    ...routeOf(contentCalls.deleteToolkit),
    handler: async (request) => ({
      data: await deleteToolkit(db, request.params.id, request.audit),
    }),
  });
};
