import { Readable } from 'node:stream';
import { userCalls } from '@eval/contracts/calls/users';
import type { UsersResponse } from '@eval/contracts/users';
import { assertCentreInScope } from '../../lib/scope';
import { filterKey } from '../../lib/versioned-cache';
import { plainInputErrors } from '../../http/invalid-body';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { PLAIN_FIELD_MESSAGES } from './field-messages';
import { accountRoutes } from './account-routes';
import { profilesCargosRoutes } from './profiles-cargos-routes';
import { listUsers, listUsersPage, streamAllUsers } from './user-list-repository';
import { deleteUser, updateUser } from './user-service';

/**
 * Users, profiles and cargos (spec §7 "Authentication and users"), declared in
 * contracts/calls/users.ts and calls/profiles-cargos.ts.
 */
export const usersModule: AppModule = async (app, options) => {
  const { db, config } = options;
  const cache = app.versionedCache;
  const mail = app.mail;
  await app.register(accountRoutes, { db, mail, config });

  app.route({
    ...routeOf(userCalls.list),
    handler: async (request, reply) => {
      const { setup, filter } = request.query;
      if (setup) {
        // A page is sent as stored bytes while users, centres and place and profile names are
        // unchanged; the unpaged list streams, as it always did.
        return app.responseCache.send(
          request,
          reply,
          {
            channels: ['users', 'centros', 'reference'],
            key: filterKey('GET /v1/users', request.query),
            scope: request.user.scope,
            schema: userCalls.list.responses[200],
          },
          () => listUsersPage(db, cache, setup, filter ?? {}, request.user.scope),
        );
      }
      // Without a filter "all users" includes inactive ones, as the spec's call returns them.
      const body = Readable.from(
        await streamAllUsers(db, filter ?? { showInactive: true }, request.user.scope),
      );
      // A stream skips the response serializer; its text has the schema's shape by construction.
      return reply.type('application/json; charset=utf-8').send(body as unknown as UsersResponse);
    },
  });

  app.route({
    ...routeOf(userCalls.centreUsers),
    handler: async (request) => {
      const { setup, filter } = request.query;
      const { scope } = request.user;
      // A centre outside the scope is refused, not answered with an empty list.
      await assertCentreInScope(db, scope, request.params.centerId);
      const scoped = { showInactive: true, ...filter, centros_id: request.params.centerId };
      if (setup) return listUsersPage(db, cache, setup, scoped, scope);
      const data = await listUsers(db, scoped, scope);
      return { data, count: data.length };
    },
  });

  app.route({
    ...plainInputErrors(routeOf(userCalls.update), PLAIN_FIELD_MESSAGES),
    handler: async (request) => ({
      data: await updateUser(db, request.body, request.user, request.audit),
    }),
  });

  app.route({
    ...routeOf(userCalls.remove),
    handler: async (request, reply) => {
      await deleteUser(db, request.params.id, request.user, request.audit);
      return reply.code(204).send(null);
    },
  });

  // Profiles and cargos: lists of names, created by name, renamed by id.
  await app.register(profilesCargosRoutes, options);
};
