import {
  bulkResponseSchema,
  userBulkBodySchema,
  userSelectionSchema,
} from '@eval/contracts/bulk-actions';
import { BULK_BODY_LIMIT, bulkCountRoute, bulkErrors } from '../../http/bulk-route-parts';
import type { AppModule } from '../../http/module';
import { countUserSelection, runUserBulk } from './bulk-users';

/**
 * Bulk actions of Gestión de usuarios (issue 19): the count a confirmation states, and the
 * action itself on ticked ids or on every user matching the table's filter.
 */
export const userBulkModule: AppModule = async (app, { db }) => {
  const { mail } = app;

  app.get(
    '/v1/users/bulk/count',
    bulkCountRoute(
      userSelectionSchema,
      ['users'],
      'Cuántos usuarios contiene una selección (ids, o filtro sin excepciones)',
    ),
    async (request) => ({
      data: { count: await countUserSelection(db, request.query.selection) },
    }),
  );

  app.post(
    '/v1/users/bulk',
    {
      config: { access: 'admin' },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags: ['users'],
        summary:
          'Acción masiva sobre usuarios (activar, desactivar, invitar, resetear contraseña, cargo, perfil, eliminar): todo o nada',
        body: userBulkBodySchema,
        response: { 200: bulkResponseSchema, ...bulkErrors },
      },
    },
    async (request) =>
      runUserBulk(
        { db, mail },
        request.body,
        { id: request.user.id, action: 'POST /v1/users/bulk' },
        request.audit,
      ),
  );
};
