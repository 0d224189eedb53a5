import {
  claveBodySchema,
  claveResponseSchema,
  clavesResponseSchema,
  coloresResponseSchema,
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
  tipoBodySchema,
  tipoResponseSchema,
  tiposResponseSchema,
} from '@eval/contracts/catalogue';
import type { AppModule } from '../../http/module';
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

/** The questionnaire catalogue (spec §7 "Catalogue"): keys, questions, types, options, colours. */
export const catalogueModule: AppModule = async (app, { db }) => {
  allowBodilessDelete(app);
  const item = itemRoutes(app, db, route);
  item.list('/v3/claves', 'Claves', clavesResponseSchema, listClaves);
  item.create('/v3/claves', 'Crea una clave', claveBodySchema, claveResponseSchema, createClave);
  item.update(
    '/v3/clave/:id',
    'Modifica una clave',
    claveBodySchema,
    claveResponseSchema,
    updateClave,
  );

  app.get('/v3/tipos', route.list('Tipos de pregunta', tiposResponseSchema), async () => ({
    data: await listTipos(db),
  }));
  app.post(
    '/v3/tipos',
    route.created('Crea un tipo de pregunta', { body: tipoBodySchema }, tipoResponseSchema),
    async (request, reply) => reply.code(201).send({ data: await createTipo(db, request.body) }),
  );
  item.changeById(
    '/v3/tipo/:id',
    'Modifica un tipo de pregunta',
    tipoBodySchema,
    tipoResponseSchema,
    updateTipo,
  );

  app.get('/v3/colores', route.list('Colores', coloresResponseSchema), async () => ({
    data: await listColores(db),
  }));

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
