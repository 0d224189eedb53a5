import { auditCalls } from '@eval/contracts/calls/audit';
import type { Database } from '../../db/client';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { readHistory } from './history';
import { revertLine } from './revert-service';

/** The instance the audit module registers its routes on. */
type ModuleApp = Parameters<AppModule>[0];

/**
 * A record's history and the revert of an audit line (docs/history.md), declared in
 * contracts/calls/audit.ts.
 */
export function registerHistoryRoutes(app: ModuleApp, db: Database): void {
  app.route({
    ...routeOf(auditCalls.history),
    handler: async (request) => ({
      data: await readHistory(db, request.params.entity, request.params.id, request.user.scope),
    }),
  });

  app.route({
    ...routeOf(auditCalls.revert),
    handler: async (request, reply) => {
      const data = await revertLine(db, request.params.id, request.user, request.audit);
      return reply.code(201).send({ data });
    },
  });
}
