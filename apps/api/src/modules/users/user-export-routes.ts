import { userCalls } from '@eval/contracts/calls/users';
import { USER_EXPORT_TYPES } from '@eval/contracts/user-export';
import { sendFile } from '../../lib/file-reply';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { exportUsers } from './user-export';
import { transferDeadline } from '../../lib/transfer-deadline';

/**
 * GET /v1/users/export: every user matching the list's current filter (the same
 * `filter` JSON as GET /v1/users; absent = active users, as the list shows them), not one page.
 * Declared in contracts/calls/users.ts.
 */
export const userExportModule: AppModule = async (app, { db, config }) => {
  app.route({
    ...routeOf(userCalls.export),
    handlerTimeout: transferDeadline(config),
    handler: async (request, reply) => {
      const { filter, format } = request.query;
      const body = await exportUsers(db, filter ?? {}, format, request.user.scope);
      return sendFile(reply, `usuarios.${format}`, USER_EXPORT_TYPES[format], body);
    },
  });
};
