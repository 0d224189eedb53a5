import { idParamsSchema } from '@eval/contracts/catalogue';
import { apiErrorSchema } from '@eval/contracts/common';
import {
  comunidadesRecursoResponseSchema,
  contenidoCreateSchema,
  contenidoResponseSchema,
  contenidosResponseSchema,
  contenidoUpdateSchema,
  cursosRecursoResponseSchema,
  deletedResponseSchema,
  feedbackBodySchema,
  feedbackResponseSchema,
  feedbacksResponseSchema,
  namedItemsResponseSchema,
} from '@eval/contracts/content';
import { allowBodilessDelete } from '../../plugins/bodiless-delete';
import { requestLanguage } from '../../lib/language';
import type { AppModule } from '../../http/module';
import { adminRoutes, itemRoutes } from '../../http/admin-routes';
import { contentFileRoutes } from './file-routes';
import { listRecursoComunidades, listRecursoCursos } from './resources-service';
import { contentResourceRoutes } from './resource-routes';
import {
  createContenido,
  createFeedback,
  deleteContenido,
  deleteFeedback,
  listContenidos,
  listFeedbacks,
  listPerspectivas,
  listTiposMaterial,
  updateContenido,
  updateFeedback,
} from './texts-repository';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const tags = ['content'];
const route = adminRoutes(tags, errors);

/**
 * The programme's content (spec §7 "Catalogue"): contenidos, feedbacks, perspectives and material
 * types here; resources, toolkits, uploads and documents in their own files.
 */
export const contentModule: AppModule = async (app, options) => {
  const { db } = options;
  allowBodilessDelete(app);
  const item = itemRoutes(app, db, route);
  item.list('/v10/contenidos', 'Contenidos del idioma', contenidosResponseSchema, listContenidos);
  item.create(
    '/v10/contenidos',
    'Crea un contenido (JSON libre)',
    contenidoCreateSchema,
    contenidoResponseSchema,
    (db, language, body) => createContenido(db, language, body.payload),
  );
  app.patch(
    '/v10/contenidos',
    route.ok('Modifica un contenido', { body: contenidoUpdateSchema }, contenidoResponseSchema),
    async (request) => ({
      data: await updateContenido(
        db,
        requestLanguage(request),
        request.body.id,
        request.body.payload,
        request.audit,
      ),
    }),
  );
  item.remove('/v10/contenido/:id', 'Elimina un contenido', deletedResponseSchema, deleteContenido);

  item.list('/v3/feedbacks', 'Feedback del idioma', feedbacksResponseSchema, listFeedbacks);
  item.create(
    '/v3/feedbacks',
    'Crea un feedback',
    feedbackBodySchema,
    feedbackResponseSchema,
    createFeedback,
  );
  item.update(
    '/v3/feedback/:id',
    'Modifica un feedback (el cuerpo no lleva el id)',
    feedbackBodySchema,
    feedbackResponseSchema,
    updateFeedback,
  );
  item.remove('/v3/feedback/:id', 'Elimina un feedback', deletedResponseSchema, deleteFeedback);

  app.get(
    '/v11/tipomaterial',
    route.list('Tipos de material', namedItemsResponseSchema),
    async () => ({ data: await listTiposMaterial(db) }),
  );
  app.get('/v11/perspectivas', route.list('Perspectivas', namedItemsResponseSchema), async () => ({
    data: await listPerspectivas(db),
  }));
  app.get(
    '/v11/comunidadesrecurso/:id',
    route.ok(
      'Comunidades de un recurso',
      { params: idParamsSchema },
      comunidadesRecursoResponseSchema,
    ),
    async (request) => ({ data: await listRecursoComunidades(db, request.params.id) }),
  );
  app.get(
    '/v11/cursosrecurso/:id',
    route.ok('Cursos de un recurso', { params: idParamsSchema }, cursosRecursoResponseSchema),
    async (request) => ({ data: await listRecursoCursos(db, request.params.id) }),
  );

  await app.register(contentResourceRoutes, options);
  await app.register(contentFileRoutes, options);
};
