import fp from 'fastify-plugin';
import { AUDIT_MESSAGES } from '@eval/contracts/audit';
import { auditCalls } from '@eval/contracts/calls/audit';
import { AppError } from '../../lib/errors';
import auditPlugin, { entityOf } from '../../plugins/audit';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { registerHistoryRoutes } from './history-routes';
import { entityReadableInScope } from './line-scope-repository';
import { listAuditLog } from './repository';

const DEFAULT_SETUP = { size: 20, page: 0 };
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The audit log's routes, declared in contracts/calls/audit.ts. */
const auditRoutes: AppModule = async (app, { db }) => {
  // Applies to every route of the app: this module is wrapped with fastify-plugin and listed
  // first in app.ts's modules, so every domain module registered after it inherits the hook.
  await app.register(auditPlugin, { db });

  app.route({
    ...routeOf(auditCalls.log),
    handler: async (request) => {
      const filter = request.query.filter ?? {};
      if (filter.from && filter.to && filter.from > filter.to)
        throw new AppError('BAD_REQUEST', AUDIT_MESSAGES.badRange);
      return listAuditLog(db, request.query.setup ?? DEFAULT_SETUP, filter, request.user.scope);
    },
  });

  app.route({
    ...routeOf(auditCalls.options),
    handler: async (request) => {
      // From the route table itself, so a new administration route appears without changes here;
      // to a scoped administrator, only what they can find lines of.
      const readable = (url: string) =>
        request.user.scope.national || entityReadableInScope(entityOf(url));
      const writes = app.routeAccess.filter(
        (r) =>
          (r.access === 'admin' || r.audited === true) && WRITES.has(r.method) && readable(r.url),
      );
      const actions = [...new Set(writes.map((r) => `${r.method} ${r.url}`))].sort();
      const entities = [...new Set(writes.map((r) => entityOf(r.url)))].sort();
      return { data: { entities, actions } };
    },
  });

  registerHistoryRoutes(app, db);
};

/** The audit log: the recording hook for every route, and the routes to read it. */
export const auditModule: AppModule = fp(auditRoutes, { name: 'audit-module', fastify: '5.x' });
