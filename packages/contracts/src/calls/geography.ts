import { apiErrorSchema } from '../common';
import { defineCall, withScope } from '../call';
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
} from '../geography';
import { optionalJsonQuery } from '../json-query';

const tags = ['geography'];
/** A write's refusals: bad input, a place that does not exist, a code already taken. */
const recordErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Communities, provinces and municipalities of Spain (spec §7 "Geography"). */
export const geographyCalls = withScope('national', {
  comunidades: defineCall({
    method: 'GET',
    path: '/v5/comunidades',
    access: 'admin',
    summary: 'Comunidades y ciudades autónomas',
    tags,
    // Nothing to validate: its errors keep the generic body, as this list always had.
    responses: { 200: comunidadesResponseSchema },
  }),
  provincias: defineCall({
    method: 'GET',
    path: '/v5/provincia',
    access: 'admin',
    summary: 'Provincias, todas o las de una comunidad (filter={"comunidad_id":n})',
    tags,
    query: optionalJsonQuery({ filter: provinciasFilterSchema }),
    responses: { 200: provinciasResponseSchema, 400: apiErrorSchema },
  }),
  createProvincia: defineCall({
    method: 'POST',
    path: '/v5/provincia',
    access: 'admin',
    summary: 'Crea una provincia con su código INE',
    tags,
    body: provinciaBodySchema,
    responses: { 201: provinciaResponseSchema, ...recordErrors },
  }),
  correctProvincia: defineCall({
    method: 'PUT',
    path: '/v5/provincia',
    access: 'admin',
    summary: 'Corrige el nombre o la comunidad de una provincia',
    tags,
    body: provinciaBodySchema,
    responses: { 200: provinciaResponseSchema, ...recordErrors },
  }),
  municipios: defineCall({
    method: 'GET',
    path: '/v6/municipios',
    access: 'admin',
    summary: 'Municipios de una provincia o comunidad (filter={"id_provincia":n})',
    tags,
    query: optionalJsonQuery({ filter: municipiosFilterSchema }),
    responses: { 200: municipiosResponseSchema, 400: apiErrorSchema },
  }),
  createMunicipio: defineCall({
    method: 'POST',
    path: '/v6/municipios',
    access: 'admin',
    summary: 'Crea un municipio con su código INE',
    tags,
    body: municipioBodySchema,
    responses: { 201: municipioResponseSchema, ...recordErrors },
  }),
  correctMunicipio: defineCall({
    method: 'PATCH',
    path: '/v6/municipios',
    access: 'admin',
    summary: 'Corrige un municipio',
    tags,
    body: municipioBodySchema,
    responses: { 200: municipioResponseSchema, ...recordErrors },
  }),
});
