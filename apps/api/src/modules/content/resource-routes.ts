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
} from '@eval/contracts/content';
import { requestLanguage } from '../../lib/language';
import type { AppModule } from '../../http/module';
import { adminRoutes, itemRoutes } from '../../http/admin-routes';
import { uploadErrors, withUploadLimit } from './file-routes';
import { createRecurso, deleteRecurso, listRecursos, updateRecurso } from './resources-service';
import { createToolkit, deleteToolkit, listToolkits, updateToolkit } from './toolkits-documents';

const route = adminRoutes(['content'], uploadErrors);

/** Resources (with their files as data strings, spec §5) and toolkits. */
export const contentResourceRoutes: AppModule = async (app, { db, config }) => {
  const item = itemRoutes(app, db, route);
  item.list('/v11/recursos', 'Recursos del idioma', recursosResponseSchema, listRecursos);
  app.post(
    '/v11/recursos',
    withUploadLimit(
      config,
      route.created(
        'Crea un recurso (logotipo y documento como cadenas de datos)',
        { body: recursoCreateSchema },
        recursoResponseSchema,
      ),
    ),
    async (request, reply) =>
      reply.code(201).send({
        data: await createRecurso(db, requestLanguage(request), request.body, request.user.id),
      }),
  );
  app.patch(
    '/v11/recursos',
    withUploadLimit(
      config,
      route.ok('Modifica un recurso', { body: recursoUpdateSchema }, recursoResponseSchema),
    ),
    async (request) => ({
      data: await updateRecurso(db, request.body, request.user.id, request.audit),
    }),
  );
  item.remove('/v11/recurso/:id', 'Elimina un recurso', deletedResponseSchema, deleteRecurso);

  item.list('/v3/toolkits', 'Toolkits del idioma', toolkitsResponseSchema, listToolkits);
  item.create(
    '/v3/toolkits',
    'Crea un toolkit',
    toolkitCreateSchema,
    toolkitResponseSchema,
    createToolkit,
  );
  app.patch(
    '/v3/toolkits',
    route.ok('Modifica un toolkit', { body: toolkitUpdateSchema }, toolkitResponseSchema),
    async (request) => ({ data: await updateToolkit(db, request.body, request.audit) }),
  );
  item.remove('/v3/deleteToolkits/:id', 'Elimina un toolkit', deletedResponseSchema, deleteToolkit);
};
