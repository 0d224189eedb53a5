import { planSuggestionCalls } from '@eval/contracts/calls/plans';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { allowBodilessDelete } from '../../plugins/bodiless-delete';
import {
  createSuggestion,
  editSuggestion,
  listSuggestions,
  removeSuggestion,
} from './suggestions-service';

/**
 * The improvement plan's catalogue of suggestions, edited by administrators (declared in
 * contracts/calls/plans.ts, `planSuggestionCalls`). National data: the auth plugin refuses a
 * scoped or read-only administrator's writes before the body is read; the audit plugin records
 * every write, as it does every administrator write.
 */
export const planSuggestionsModule: AppModule = async (app, { db }) => {
  allowBodilessDelete(app);
  app.route({
    ...routeOf(planSuggestionCalls.list),
    handler: async (request) => ({ data: await listSuggestions(db, request.query.claves_id) }),
  });
  app.route({
    ...routeOf(planSuggestionCalls.create),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createSuggestion(db, request.body) }),
  });
  app.route({
    ...routeOf(planSuggestionCalls.update),
    handler: async (request) => ({
      data: await editSuggestion(db, request.params.id, request.body, request.audit),
    }),
  });
  app.route({
    ...routeOf(planSuggestionCalls.remove),
    handler: async (request) => ({
      data: await removeSuggestion(db, request.params.id, request.audit),
    }),
  });
};
