import { geographyCalls } from '@eval/contracts/calls/geography';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { listComunidades, listMunicipios, listProvincias } from './repository';
import { correctMunicipio, correctProvincia, createMunicipio, createProvincia } from './service';

/**
 * Communities, provinces and municipalities of Spain (spec §7 "Geography"), declared in
 * contracts/calls/geography.ts.
 */
export const geographyModule: AppModule = async (app, { db }) => {
  app.route({
    ...routeOf(geographyCalls.comunidades),
    handler: async () => ({ data: await listComunidades(db) }),
  });

  app.route({
    ...routeOf(geographyCalls.provincias),
    handler: async (request) => ({
      data: await listProvincias(db, request.query.filter?.comunidad_id),
    }),
  });

  app.route({
    ...routeOf(geographyCalls.createProvincia),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createProvincia(db, request.body) }),
  });

  app.route({
    ...routeOf(geographyCalls.correctProvincia),
    handler: async (request) => ({
      data: await correctProvincia(db, request.body, request.audit),
    }),
  });

  app.route({
    ...routeOf(geographyCalls.municipios),
    handler: async (request) => ({ data: await listMunicipios(db, request.query.filter ?? {}) }),
  });

  app.route({
    ...routeOf(geographyCalls.createMunicipio),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createMunicipio(db, request.body) }),
  });

  app.route({
    ...routeOf(geographyCalls.correctMunicipio),
    handler: async (request) => ({
      data: await correctMunicipio(db, request.body, request.audit),
    }),
  });
};
