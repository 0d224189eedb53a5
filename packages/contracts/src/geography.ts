import { z } from 'zod';
import { dataEnvelope } from './common';

/** INE codes: communities 1–19, provinces 1–52, municipalities up to 5 digits (01051 → 1051). */
const communityId = z.number().int().min(1).max(99);
const provinceId = z.number().int().min(1).max(99);
const municipalityId = z.number().int().min(1000).max(99_999);
const placeName = z.string().trim().min(2).max(120);

/** Comunidad (spec §3). */
export const comunidadSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Comunidad = z.infer<typeof comunidadSchema>;

/** Provincia (spec §3). */
export const provinciaSchema = z.object({
  id_provincia: z.number().int(),
  provincia: z.string(),
  comunidad_id: z.number().int(),
});
export type Provincia = z.infer<typeof provinciaSchema>;

/** Municipio (spec §3). */
export const municipioSchema = z.object({
  id_municipio: z.number().int(),
  nombre: z.string(),
  id_provincia: z.number().int(),
  comunidad_id: z.number().int(),
});
export type Municipio = z.infer<typeof municipioSchema>;

/** GET /v5/comunidades response. */
export const comunidadesResponseSchema = dataEnvelope(z.array(comunidadSchema));

/** `filter` of GET /v5/provincia (JSON): the provinces of one community. */
export const provinciasFilterSchema = z.strictObject({ comunidad_id: communityId.optional() });
export type ProvinciasFilter = z.infer<typeof provinciasFilterSchema>;
export const provinciasResponseSchema = dataEnvelope(z.array(provinciaSchema));

/** POST /v5/provincia (create, the INE code is given) and PUT /v5/provincia (correct). */
export const provinciaBodySchema = z.strictObject({
  id_provincia: provinceId,
  provincia: placeName,
  comunidad_id: communityId,
});
export type ProvinciaBody = z.infer<typeof provinciaBodySchema>;
export const provinciaResponseSchema = dataEnvelope(provinciaSchema);

/**
 * `filter` of GET /v6/municipios (JSON). The client always narrows by province (spec §4);
 * `search` matches the name without accents or case.
 */
export const municipiosFilterSchema = z.strictObject({
  id_provincia: provinceId.optional(),
  comunidad_id: communityId.optional(),
  search: z.string().trim().max(100).optional(),
});
export type MunicipiosFilter = z.infer<typeof municipiosFilterSchema>;
export const municipiosResponseSchema = dataEnvelope(z.array(municipioSchema));

/** POST /v6/municipios (create) and PATCH /v6/municipios (correct). */
export const municipioBodySchema = z.strictObject({
  id_municipio: municipalityId,
  nombre: placeName,
  id_provincia: provinceId,
  comunidad_id: communityId,
});
export type MunicipioBody = z.infer<typeof municipioBodySchema>;
export const municipioResponseSchema = dataEnvelope(municipioSchema);

/** Spanish messages of the geography calls. */
export const GEOGRAPHY_MESSAGES = {
  communityNotFound: 'La comunidad autónoma indicada no existe.',
  provinceNotFound: 'La provincia indicada no existe.',
  municipalityNotFound: 'El municipio indicado no existe.',
  provinceExists: 'Ya existe una provincia con ese código INE.',
  municipalityExists: 'Ya existe un municipio con ese código INE.',
  provinceNotInCommunity: 'La provincia indicada no pertenece a la comunidad autónoma indicada.',
  municipalityNotInProvince: 'El municipio indicado no pertenece a la provincia indicada.',
  municipalityCodePrefix:
    'El código INE del municipio debe empezar por el código de su provincia (p. ej. 28079 en la provincia 28).',
} as const;
