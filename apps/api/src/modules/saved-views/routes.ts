import { savedViewCalls } from '@eval/contracts/calls/saved-views';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { listViews } from './repository';
import { createView, deleteView, updateView } from './service';

/**
 * Saved views of the server-paged tables (docs/saved-views.md), declared in
 * contracts/calls/saved-views.ts. Every view belongs to the administrator who saved it: each
 * route reads and changes only the caller's own views, and another administrator's view
 * answers 404 as if it did not exist.
 */
export const savedViewsModule: AppModule = async (app, { db }) => {
  app.route({
    ...routeOf(savedViewCalls.list),
    handler: async (request) => ({
      data: await listViews(db, request.user.id, request.query.table),
    }),
  });

  app.route({
    ...routeOf(savedViewCalls.create),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createView(db, request.user.id, request.body) }),
  });

  app.route({
    ...routeOf(savedViewCalls.update),
    handler: async (request) => ({
      data: await updateView(db, request.user.id, request.params.id, request.body, request.audit),
    }),
  });

  app.route({
    ...routeOf(savedViewCalls.remove),
    handler: async (request) => ({
      data: await deleteView(db, request.user.id, request.params.id, request.audit),
    }),
  });
};
