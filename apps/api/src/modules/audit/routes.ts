import fp from 'fastify-plugin';
import {
  AUDIT_MESSAGES,
  auditFilterSchema,
  auditLogResponseSchema,
  auditOptionsResponseSchema,
  auditSetupSchema,
} from '@eval/contracts/audit';
import { AppError } from '../../lib/errors';
import { optionalJsonQuery } from '@eval/contracts/json-query';
import auditPlugin, { entityOf } from '../../plugins/audit';
import type { AppModule } from '../../http/module';
import { adminRoutes, sessionErrors } from '../../http/admin-routes';
import { registerHistoryRoutes } from './history-routes';
import { listAuditLog } from './repository';

const DEFAULT_SETUP = { size: 20, page: 0 };
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const route = adminRoutes(['audit'], sessionErrors);

const auditRoutes: AppModule = async (app, { db }) => {
  // Applies to every route of the app: this module is wrapped with fastify-plugin and listed
  // first in app.ts's modules, so every domain module registered after it inherits the hook.
  await app.register(auditPlugin, { db });

  app.get(
    '/v15/audit-log',
    route.ok(
      'Registro de auditoría de las escrituras de los administradores, paginado',
      {
        querystring: optionalJsonQuery({ setup: auditSetupSchema, filter: auditFilterSchema }),
      },
      auditLogResponseSchema,
    ),
    async (request) => {
      const filter = request.query.filter ?? {};
      if (filter.from && filter.to && filter.from > filter.to)
        throw new AppError('BAD_REQUEST', AUDIT_MESSAGES.badRange);
      return listAuditLog(db, request.query.setup ?? DEFAULT_SETUP, filter);
    },
  );

  app.get(
    '/v15/audit-log/options',
    route.ok(
      'Entidades y acciones que el registro de auditoría puede contener',
      {},
      auditOptionsResponseSchema,
    ),
    async () => {
      // From the route table itself, so a new administration route appears without changes here.
      const writes = app.routeAccess.filter((r) => r.access === 'admin' && WRITES.has(r.method));
      const actions = [...new Set(writes.map((r) => `${r.method} ${r.url}`))].sort();
      const entities = [...new Set(writes.map((r) => entityOf(r.url)))].sort();
      return { data: { entities, actions } };
    },
  );

  registerHistoryRoutes(app, db);
};

/** The audit log (issue 9): the recording hook for every route, and the routes to read it. */
export const auditModule: AppModule = fp(auditRoutes, { name: 'audit-module', fastify: '5.x' });
