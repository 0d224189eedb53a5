import { idParamsSchema } from '@eval/contracts/catalogue';
import {
  deletedResponseSchema,
  recursoCreateSchema,
  recursoResponseSchema,
  recursosResponseSchema,
  recursoUpdateSchema,
  toolkitCreateSchema,
  toolkitResponseSchema,
  toolkitsResponseSchema,
  toolkitUpdateSchema,
  UPLOAD_BODY_LIMIT,
} from '@eval/contracts/content';
import { requestLanguage } from '../../lib/language';
import type { AppModule } from '../module';
import { adminRoutes } from '../admin-routes';
import { uploadErrors } from './file-routes';
import { createRecurso, deleteRecurso, listRecursos, updateRecurso } from './resources-service';
import { createToolkit, deleteToolkit, listToolkits, updateToolkit } from './toolkits-documents';

const route = adminRoutes(['content'], uploadErrors);

/** Resources (with their files as data strings, spec §5) and toolkits. */
export const contentResourceRoutes: AppModule = async (app, { db }) => {
  app.get(
    '/v11/recursos',
    route.ok('Recursos del idioma', {}, recursosResponseSchema),
    async (request) => ({ data: await listRecursos(db, requestLanguage(request)) }),
  );
  app.post(
    '/v11/recursos',
    {
      ...route.created(
        'Crea un recurso (logotipo y documento como cadenas de datos)',
        { body: recursoCreateSchema },
        recursoResponseSchema,
      ),
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await createRecurso(db, requestLanguage(request), request.body, request.user.id),
      }),
  );
  app.patch(
    '/v11/recursos',
    {
      ...route.ok('Modifica un recurso', { body: recursoUpdateSchema }, recursoResponseSchema),
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    async (request) => ({
      data: await updateRecurso(db, request.body, request.user.id, request.audit),
    }),
  );
  app.delete(
    '/v11/recurso/:id',
    route.ok('Elimina un recurso', { params: idParamsSchema }, deletedResponseSchema),
    async (request) => ({ data: await deleteRecurso(db, request.params.id, request.audit) }),
  );

  app.get(
    '/v3/toolkits',
    route.ok('Toolkits del idioma', {}, toolkitsResponseSchema),
    async (request) => ({ data: await listToolkits(db, requestLanguage(request)) }),
  );
  app.post(
    '/v3/toolkits',
    route.created('Crea un toolkit', { body: toolkitCreateSchema }, toolkitResponseSchema),
    async (request, reply) =>
      reply.code(201).send({
        data: await createToolkit(db, requestLanguage(request), request.body),
      }),
  );
  app.patch(
    '/v3/toolkits',
    route.ok('Modifica un toolkit', { body: toolkitUpdateSchema }, toolkitResponseSchema),
    async (request) => ({ data: await updateToolkit(db, request.body, request.audit) }),
  );
  app.delete(
    '/v3/deleteToolkits/:id',
    route.ok('Elimina un toolkit', { params: idParamsSchema }, deletedResponseSchema),
    async (request) => ({ data: await deleteToolkit(db, request.params.id, request.audit) }),
  );
};
