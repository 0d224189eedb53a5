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
import type { AppModule } from '../../http/module';
import { adminRoutes, itemRoutes, recordErrors } from '../../http/admin-routes';
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

  const place = itemRoutes(app, db, route);
  place.createFromBody(
    'POST',
    '/v5/provincia',
    'Crea una provincia con su código INE',
    provinciaBodySchema,
    provinciaResponseSchema,
    createProvincia,
  );
  place.changeFromBody(
    'PUT',
    '/v5/provincia',
    'Corrige el nombre o la comunidad de una provincia',
    provinciaBodySchema,
    provinciaResponseSchema,
    correctProvincia,
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

  place.createFromBody(
    'POST',
    '/v6/municipios',
    'Crea un municipio con su código INE',
    municipioBodySchema,
    municipioResponseSchema,
    createMunicipio,
  );
  place.changeFromBody(
    'PATCH',
    '/v6/municipios',
    'Corrige un municipio',
    municipioBodySchema,
    municipioResponseSchema,
    correctMunicipio,
  );
};
