import { Readable } from 'node:stream';
import { apiErrorSchema } from '@eval/contracts/common';
import {
  centreUsersParamsSchema,
  updateUserBodySchema,
  userFilterSchema,
  userIdParamsSchema,
  userResponseSchema,
  usersResponseSchema,
  userSetupSchema,
  type UsersResponse,
} from '@eval/contracts/users';
import { z } from 'zod';
import { optionalJsonQuery } from '@eval/contracts/json-query';
import { filterKey } from '../../lib/versioned-cache';
import { rejectInvalidInput } from '../../http/invalid-body';
import type { AppModule } from '../../http/module';
import { adminRoutes, sessionErrors } from '../../http/admin-routes';
import { PLAIN_FIELD_MESSAGES } from './field-messages';
import { accountRoutes } from './account-routes';
import { profilesCargosRoutes } from './profiles-cargos-routes';
import { listUsers, listUsersPage, streamAllUsers } from './user-list';
import { deleteUser, updateUser } from './user-service';

const listQuerySchema = optionalJsonQuery({ setup: userSetupSchema, filter: userFilterSchema });
const admin = { access: 'admin' } as const;
const route = adminRoutes(['users'], sessionErrors);

/** Users, profiles and cargos (spec §7 "Authentication and users"). */
export const usersModule: AppModule = async (app, { db, config }) => {
  const cache = app.versionedCache;
  const mail = app.mail;
  await app.register(accountRoutes, { db, mail, config });

  app.get(
    '/v1/users',
    route.ok(
      'Usuarios: con setup, una página y el total; sin setup, todos (en streaming)',
      { querystring: listQuerySchema },
      usersResponseSchema,
    ),
    async (request, reply) => {
      const { setup, filter } = request.query;
      if (setup) {
        // A page is sent as stored bytes while users, centres and place and profile names are
        // unchanged (issue 26); the unpaged list streams, as it always did.
        return app.responseCache.send(
          request,
          reply,
          {
            channels: ['users', 'centros', 'reference'],
            key: filterKey('GET /v1/users', request.query),
            schema: usersResponseSchema,
          },
          () => listUsersPage(db, cache, setup, filter ?? {}),
        );
      }
      // Without a filter "all users" includes inactive ones, as the spec's call returns them.
      const body = Readable.from(await streamAllUsers(db, filter ?? { showInactive: true }));
      // A stream skips the response serializer; its text has the schema's shape by construction.
      return reply.type('application/json; charset=utf-8').send(body as unknown as UsersResponse);
    },
  );

  app.get(
    '/v1/usersCentro/:centerId',
    route.ok(
      'Usuarios de un centro',
      { params: centreUsersParamsSchema, querystring: listQuerySchema },
      usersResponseSchema,
    ),
    async (request) => {
      const { setup, filter } = request.query;
      const scoped = { showInactive: true, ...filter, centros_id: request.params.centerId };
      if (setup) return listUsersPage(db, cache, setup, scoped);
      const data = await listUsers(db, scoped);
      return { data, count: data.length };
    },
  );

  app.put(
    '/v1/users',
    {
      config: admin,
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary: 'Actualiza un usuario (el perfil puede indicarse por su nombre)',
        body: updateUserBodySchema,
        response: {
          200: userResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...sessionErrors,
        },
      },
    },
    async (request) => {
      rejectInvalidInput(request, PLAIN_FIELD_MESSAGES);
      return { data: await updateUser(db, request.body, request.user.id, request.audit) };
    },
  );

  app.delete(
    '/v1/user/:id',
    {
      config: admin,
      schema: {
        tags: ['users'],
        summary: 'Elimina un usuario (sus respuestas se conservan)',
        params: userIdParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, 409: apiErrorSchema, ...sessionErrors },
      },
    },
    async (request, reply) => {
      await deleteUser(db, request.params.id, request.user.id, request.audit);
      return reply.code(204).send(null);
    },
  );

  // Profiles and cargos: lists of names, created by name, renamed by id.
  await app.register(profilesCargosRoutes, { db, config });
};
