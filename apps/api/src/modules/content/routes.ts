import { contentCalls } from '@eval/contracts/calls/content';
import { allowBodilessDelete } from '../../plugins/bodiless-delete';
import { requestLanguage } from '../../lib/language';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { contentFileRoutes } from './file-routes';
import { listRecursoComunidades, listRecursoCursos } from './resources-service';
import { contentResourceRoutes } from './resource-routes';
import {
  createContenido,
  listContenidos,
  listFeedbacks,
  listPerspectivas,
  listTiposMaterial,
} from './texts-repository';
import {
  createFeedback,
  deleteContenido,
  deleteFeedback,
  updateContenido,
  updateFeedback,
} from './texts-service';

/**
 * The programme's content (spec §7 "Catalogue"), declared in contracts/calls/content.ts:
 * contenidos, feedbacks, perspectives and material types here; resources, toolkits, uploads and
 * documents in their own files.
 */
export const contentModule: AppModule = async (app, options) => {
  const { db } = options;
  allowBodilessDelete(app);
  app.route({
    ...routeOf(contentCalls.contenidos),
    handler: async (request) => ({ data: await listContenidos(db, requestLanguage(request)) }),
  });
  app.route({
    ...routeOf(contentCalls.createContenido),
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await createContenido(db, requestLanguage(request), request.body.payload),
      }),
  });
  app.route({
    ...routeOf(contentCalls.updateContenido),
    handler: async (request) => ({
      data: await updateContenido(
        db,
        requestLanguage(request),
        request.body.id,
        request.body.payload,
        request.audit,
      ),
    }),
  });
  app.route({
    ...routeOf(contentCalls.deleteContenido),
    handler: async (request) => ({
      data: await deleteContenido(db, request.params.id, request.audit),
    }),
  });

  app.route({
    ...routeOf(contentCalls.feedbacks),
    handler: async (request) => ({ data: await listFeedbacks(db, requestLanguage(request)) }),
  });
  app.route({
    ...routeOf(contentCalls.createFeedback),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createFeedback(db, requestLanguage(request), request.body) }),
  });
  app.route({
    ...routeOf(contentCalls.updateFeedback),
    handler: async (request) => ({
      data: await updateFeedback(
        db,
        requestLanguage(request),
        request.params.id,
        request.body,
        request.audit,
      ),
    }),
  });
  app.route({
    ...routeOf(contentCalls.deleteFeedback),
    handler: async (request) => ({
      data: await deleteFeedback(db, request.params.id, request.audit),
    }),
  });

  app.route({
    ...routeOf(contentCalls.tiposMaterial),
    handler: async () => ({ data: await listTiposMaterial(db) }),
  });
  app.route({
    ...routeOf(contentCalls.perspectivas),
    handler: async () => ({ data: await listPerspectivas(db) }),
  });
  app.route({
    ...routeOf(contentCalls.comunidadesRecurso),
    handler: async (request) => ({ data: await listRecursoComunidades(db, request.params.id) }),
  });
  app.route({
    ...routeOf(contentCalls.cursosRecurso),
    handler: async (request) => ({ data: await listRecursoCursos(db, request.params.id) }),
  });

  await app.register(contentResourceRoutes, options);
  await app.register(contentFileRoutes, options);
};
