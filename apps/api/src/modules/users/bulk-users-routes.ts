import { userCalls } from '@eval/contracts/calls/users';
import { BULK_BODY_LIMIT } from '../../http/bulk-route-parts';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { countUserSelection, runUserBulk } from './bulk-users';

/**
 * Bulk actions of Gestión de usuarios: the count a confirmation states, and the
 * action itself on ticked ids or on every user matching the table's filter. Declared in
 * contracts/calls/users.ts.
 */
export const userBulkModule: AppModule = async (app, { db }) => {
  const { mail } = app;

  app.route({
    ...routeOf(userCalls.bulkCount),
    handler: async (request) => ({
      data: { count: await countUserSelection(db, request.query.selection, request.user.scope) },
    }),
  });

  app.route({
    ...routeOf(userCalls.bulk),
    bodyLimit: BULK_BODY_LIMIT,
    handler: async (request) =>
      runUserBulk(
        { db, mail },
        request.body,
        { id: request.user.id, action: 'POST /v1/users/bulk', scope: request.user.scope },
        request.audit,
      ),
  });
};
