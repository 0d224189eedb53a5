import { profileCargoCalls } from '@eval/contracts/calls/profiles-cargos';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import {
  createCargo,
  createProfile,
  listCargos,
  listProfiles,
  updateCargo,
  updateProfile,
} from './profiles-cargos';

/**
 * Profiles and cargos, lists of names created by name and renamed by id (spec §7), declared in
 * contracts/calls/profiles-cargos.ts; registered by the users module.
 */
export const profilesCargosRoutes: AppModule = async (app, { db }) => {
  app.route({
    ...routeOf(profileCargoCalls.profiles),
    handler: async () => ({ data: await listProfiles(db) }),
  });

  app.route({
    ...routeOf(profileCargoCalls.createProfile),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createProfile(db, request.body.nombre) }),
  });

  app.route({
    ...routeOf(profileCargoCalls.renameProfile),
    handler: async (request) => ({
      data: await updateProfile(db, request.body.id, request.body.nombre, request.audit),
    }),
  });

  app.route({
    ...routeOf(profileCargoCalls.cargos),
    handler: async () => ({ data: await listCargos(db) }),
  });

  app.route({
    ...routeOf(profileCargoCalls.createCargo),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createCargo(db, request.body.nombre) }),
  });

  app.route({
    ...routeOf(profileCargoCalls.renameCargo),
    handler: async (request) => ({
      data: await updateCargo(db, request.body.id, request.body.nombre, request.audit),
    }),
  });
};
