import {
  comunidadesResponseSchema,
  municipioBodySchema,
  municipioResponseSchema,
  municipiosFilterSchema,
  municipiosResponseSchema,
  provinciaBodySchema,
  provinciaResponseSchema,
  provinciasFilterSchema,
  provinciasResponseSchema,
} from '@eval/contracts/geography';
import { optionalJsonQuery } from '../../lib/json-query';
import type { AppModule } from '../module';
import { adminRoutes, recordErrors } from '../admin-routes';
import { listComunidades, listMunicipios, listProvincias } from './repository';
import { correctMunicipio, correctProvincia, createMunicipio, createProvincia } from './service';

const route = adminRoutes(['geography'], recordErrors);

/** Communities, provinces and municipalities of Spain (spec §7 "Geography"). */
export const geographyModule: AppModule = async (app, { db }) => {
  app.get(
    '/v5/comunidades',
    route.list('Comunidades y ciudades autónomas', comunidadesResponseSchema),
    async () => ({ data: await listComunidades(db) }),
  );

  app.get(
    '/v5/provincia',
    route.query(
      'Provincias, todas o las de una comunidad (filter={"comunidad_id":n})',
      optionalJsonQuery({ filter: provinciasFilterSchema }),
      provinciasResponseSchema,
    ),
    async (request) => ({
      data: await listProvincias(db, request.query.filter?.comunidad_id),
    }),
  );

  app.post(
    '/v5/provincia',
    route.created(
      'Crea una provincia con su código INE',
      { body: provinciaBodySchema },
      provinciaResponseSchema,
    ),
    async (request, reply) =>
      reply.code(201).send({ data: await createProvincia(db, request.body) }),
  );

  app.put(
    '/v5/provincia',
    route.ok(
      'Corrige el nombre o la comunidad de una provincia',
      { body: provinciaBodySchema },
      provinciaResponseSchema,
    ),
    async (request) => ({ data: await correctProvincia(db, request.body, request.audit) }),
  );

  app.get(
    '/v6/municipios',
    route.query(
      'Municipios de una provincia o comunidad (filter={"id_provincia":n})',
      optionalJsonQuery({ filter: municipiosFilterSchema }),
      municipiosResponseSchema,
    ),
    async (request) => ({ data: await listMunicipios(db, request.query.filter ?? {}) }),
  );

  app.post(
    '/v6/municipios',
    route.created(
      'Crea un municipio con su código INE',
      { body: municipioBodySchema },
      municipioResponseSchema,
    ),
    async (request, reply) =>
      reply.code(201).send({ data: await createMunicipio(db, request.body) }),
  );

  app.patch(
    '/v6/municipios',
    route.ok('Corrige un municipio', { body: municipioBodySchema }, municipioResponseSchema),
    async (request) => ({ data: await correctMunicipio(db, request.body, request.audit) }),
  );
};
