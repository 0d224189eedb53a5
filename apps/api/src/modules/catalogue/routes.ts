import { catalogueCalls } from '@eval/contracts/calls/catalogue';
import { catalogueListCalls } from '@eval/contracts/calls/catalogue-lists';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { allowBodilessDelete } from '../../plugins/bodiless-delete';
import { listClaves, listColores, listTipos } from './keys-repository';
import { createClave, createTipo, updateClave, updateTipo } from './keys-service';
import { requestLanguage } from '../../lib/language';
import {
  createRespuesta,
  listRespuestas,
  removeRespuesta,
  updateRespuesta,
} from './options-service';
import { createPregunta, removePregunta, updatePregunta } from './questions-service';
import { listPreguntas } from './questions-repository';

/**
 * The questionnaire catalogue (spec §7 "Catalogue"): keys, questions, types, options, colours.
 * Declared in contracts/calls/catalogue-lists.ts (keys, types, colours) and calls/catalogue.ts
 * (questions, options).
 */
export const catalogueModule: AppModule = async (app, { db }) => {
  allowBodilessDelete(app);
  app.route({
    ...routeOf(catalogueListCalls.claves),
    handler: async (request) => ({ data: await listClaves(db, requestLanguage(request)) }),
  });
  app.route({
    ...routeOf(catalogueListCalls.createClave),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createClave(db, requestLanguage(request), request.body) }),
  });
  app.route({
    ...routeOf(catalogueListCalls.updateClave),
    handler: async (request) => ({
      data: await updateClave(
        db,
        requestLanguage(request),
        request.params.id,
        request.body,
        request.audit,
      ),
    }),
  });

  app.route({
    ...routeOf(catalogueListCalls.tipos),
    handler: async () => ({ data: await listTipos(db) }),
  });
  app.route({
    ...routeOf(catalogueListCalls.createTipo),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createTipo(db, request.body) }),
  });
  app.route({
    ...routeOf(catalogueListCalls.updateTipo),
    handler: async (request) => ({
      data: await updateTipo(db, request.params.id, request.body, request.audit),
    }),
  });

  app.route({
    ...routeOf(catalogueListCalls.colores),
    handler: async () => ({ data: await listColores(db) }),
  });

  app.route({
    ...routeOf(catalogueCalls.preguntas),
    handler: async (request) => ({
      data: await listPreguntas(db, requestLanguage(request), {
        clavesId: request.query.claves_id,
        includeRetired: request.query.retired === 'true',
      }),
    }),
  });
  app.route({
    ...routeOf(catalogueCalls.createPregunta),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createPregunta(db, requestLanguage(request), request.body) }),
  });
  app.route({
    ...routeOf(catalogueCalls.updatePregunta),
    handler: async (request) => ({
      data: await updatePregunta(
        db,
        requestLanguage(request),
        request.params.id,
        request.body,
        request.audit,
      ),
    }),
  });
  app.route({
    ...routeOf(catalogueCalls.removePregunta),
    handler: async (request) => ({
      data: await removePregunta(db, request.params.id, request.audit),
    }),
  });

  app.route({
    ...routeOf(catalogueCalls.respuestas),
    handler: async (request) => ({
      data: await listRespuestas(db, requestLanguage(request), request.params.id),
    }),
  });
  app.route({
    ...routeOf(catalogueCalls.createRespuesta),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createRespuesta(db, requestLanguage(request), request.body) }),
  });
  app.route({
    ...routeOf(catalogueCalls.updateRespuesta),
    handler: async (request) => ({
      data: await updateRespuesta(
        db,
        requestLanguage(request),
        request.params.id,
        request.body,
        request.audit,
      ),
    }),
  });
  app.route({
    ...routeOf(catalogueCalls.removeRespuesta),
    handler: async (request) => ({
      data: await removeRespuesta(db, request.params.id, request.audit),
    }),
  });
};
