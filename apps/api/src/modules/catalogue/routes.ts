import {
  idParamsSchema,
  preguntaBodySchema,
  preguntaResponseSchema,
  preguntasQuerySchema,
  preguntasResponseSchema,
  preguntaUpdateSchema,
  removalSchema,
  respuestaBodySchema,
  respuestaResponseSchema,
  respuestasResponseSchema,
  respuestaUpdateSchema,
} from '@eval/contracts/catalogue';
import { catalogueListCalls } from '@eval/contracts/calls/catalogue-lists';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { adminRoutes, itemRoutes, recordErrors } from '../../http/admin-routes';
import { allowBodilessDelete } from '../../plugins/bodiless-delete';
import {
  createClave,
  createTipo,
  listClaves,
  listColores,
  listTipos,
  updateClave,
  updateTipo,
} from './keys-repository';
import { requestLanguage } from '../../lib/language';
import {
  createRespuesta,
  listRespuestas,
  removeRespuesta,
  updateRespuesta,
} from './options-service';
import { createPregunta, listPreguntas, removePregunta, updatePregunta } from './questions-service';

const tags = ['catalogue'];
const route = adminRoutes(tags, recordErrors);

/**
 * The questionnaire catalogue (spec §7 "Catalogue"): keys, questions, types, options, colours.
 * Keys, types and colours are declared in contracts/calls/catalogue-lists.ts.
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

  const item = itemRoutes(app, db, route);
  app.get(
    '/v3/preguntas',
    route.ok(
      'Preguntas (de una clave con claves_id; las retiradas con retired=true)',
      { querystring: preguntasQuerySchema },
      preguntasResponseSchema,
    ),
    async (request) => ({
      data: await listPreguntas(db, requestLanguage(request), {
        clavesId: request.query.claves_id,
        includeRetired: request.query.retired === 'true',
      }),
    }),
  );
  item.create(
    '/v3/preguntas',
    'Crea una pregunta',
    preguntaBodySchema,
    preguntaResponseSchema,
    createPregunta,
  );
  item.update(
    '/v3/pregunta/:id',
    'Modifica una pregunta',
    preguntaUpdateSchema,
    preguntaResponseSchema,
    updatePregunta,
  );
  item.remove(
    '/v3/pregunta/:id',
    'Elimina una pregunta, o la retira si ya tiene respuestas',
    removalSchema,
    removePregunta,
  );

  app.get(
    '/v3/preguntas/:id/respuestas',
    route.ok('Respuestas de una pregunta', { params: idParamsSchema }, respuestasResponseSchema),
    async (request) => ({
      data: await listRespuestas(db, requestLanguage(request), request.params.id),
    }),
  );
  item.create(
    '/v3/respuestas',
    'Crea una respuesta',
    respuestaBodySchema,
    respuestaResponseSchema,
    createRespuesta,
  );
  item.update(
    '/v3/respuesta/:id',
    'Modifica una respuesta',
    respuestaUpdateSchema,
    respuestaResponseSchema,
    updateRespuesta,
  );
  item.remove(
    '/v3/respuesta/:id',
    'Elimina una respuesta, o la retira si algún centro la eligió',
    removalSchema,
    removeRespuesta,
  );
};
