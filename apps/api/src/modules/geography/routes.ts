import { apiErrorSchema } from '@eval/contracts/common';
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

const tags = ['geography'];
const route = adminRoutes(tags, recordErrors);

/** Communities, provinces and municipalities of Spain (spec §7 "Geography"). */
export const geographyModule: AppModule = async (app, { db }) => {
  app.get(
    '/v5/comunidades',
    route.list('Comunidades y ciudades autónomas', comunidadesResponseSchema),
    async () => ({ data: await listComunidades(db) }),
  );

  app.get(
    '/v5/provincia',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Provincias, todas o las de una comunidad (filter={"comunidad_id":n})',
        querystring: optionalJsonQuery({ filter: provinciasFilterSchema }),
        response: { 200: provinciasResponseSchema, 400: apiErrorSchema },
      },
    },
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
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Municipios de una provincia o comunidad (filter={"id_provincia":n})',
        querystring: optionalJsonQuery({ filter: municipiosFilterSchema }),
        response: { 200: municipiosResponseSchema, 400: apiErrorSchema },
      },
    },
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
