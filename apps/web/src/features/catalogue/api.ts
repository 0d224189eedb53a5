import { requestOf } from '@eval/contracts/call';
import { catalogueListCalls } from '@eval/contracts/calls/catalogue-lists';
import type {
  ClaveBody,
  Pregunta,
  PreguntaBody,
  PreguntaUpdate,
  Removal,
  Respuesta,
  RespuestaBody,
  RespuestaUpdate,
  TipoBody,
} from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import { defineEndpoints, type DataOf } from '../../lib/api';
import { removeById, writeById, writeTo } from '../../lib/rest-endpoints';

interface InLanguage {
  language: LanguageCode;
}

/**
 * The questionnaire catalogue calls (spec §7). A change to questions or options can change keys'
 * counts, so writes invalidate the key list too.
 */
export const catalogueApi = defineEndpoints((build) => ({
  getClaves: build.query<DataOf<typeof catalogueListCalls.claves>, InLanguage>({
    query: ({ language }) => ({ ...requestOf(catalogueListCalls.claves), headers: { language } }),
    providesTags: ['Clave'],
  }),
  createClave: build.mutation<DataOf<typeof catalogueListCalls.createClave>, ClaveBody>({
    query: (body) => requestOf(catalogueListCalls.createClave, { body }),
    invalidatesTags: ['Clave'],
  }),
  updateClave: build.mutation<
    DataOf<typeof catalogueListCalls.updateClave>,
    { id: number; body: ClaveBody }
  >({
    query: ({ id, body }) =>
      requestOf(catalogueListCalls.updateClave, { params: { id: String(id) }, body }),
    invalidatesTags: ['Clave'],
  }),
  getColores: build.query<DataOf<typeof catalogueListCalls.colores>, undefined>({
    query: () => requestOf(catalogueListCalls.colores),
    providesTags: ['Color'],
  }),
  getTipos: build.query<DataOf<typeof catalogueListCalls.tipos>, undefined>({
    query: () => requestOf(catalogueListCalls.tipos),
    providesTags: ['Tipo'],
  }),
  createTipo: build.mutation<DataOf<typeof catalogueListCalls.createTipo>, TipoBody>({
    query: (body) => requestOf(catalogueListCalls.createTipo, { body }),
    invalidatesTags: ['Tipo'],
  }),
  updateTipo: build.mutation<
    DataOf<typeof catalogueListCalls.updateTipo>,
    { id: number; body: TipoBody }
  >({
    query: ({ id, body }) =>
      requestOf(catalogueListCalls.updateTipo, { params: { id: String(id) }, body }),
    // A type's name shows in its questions' rows.
    invalidatesTags: ['Tipo', 'Pregunta'],
  }),
  getPreguntas: build.query<Pregunta[], InLanguage & { clavesId: number }>({
    query: ({ language, clavesId }) => ({
      url: '/v3/preguntas',
      params: { claves_id: clavesId },
      headers: { language },
    }),
    providesTags: ['Pregunta'],
  }),
  createPregunta: build.mutation<unknown, PreguntaBody>(
    writeTo('/v3/preguntas', 'POST', ['Pregunta', 'Clave', 'Tipo']),
  ),
  updatePregunta: build.mutation<unknown, { id: number; body: PreguntaUpdate }>(
    writeById('/v3/pregunta', 'PUT', ['Pregunta', 'Tipo']),
  ),
  removePregunta: build.mutation<Removal, number>(
    removeById('/v3/pregunta', ['Pregunta', 'Clave', 'Tipo', 'Respuesta']),
  ),
  getRespuestas: build.query<Respuesta[], InLanguage & { preguntasId: number }>({
    query: ({ language, preguntasId }) => ({
      url: `/v3/preguntas/${preguntasId}/respuestas`,
      headers: { language },
    }),
    providesTags: ['Respuesta'],
  }),
  createRespuesta: build.mutation<unknown, RespuestaBody>(
    writeTo('/v3/respuestas', 'POST', ['Respuesta', 'Pregunta']),
  ),
  updateRespuesta: build.mutation<unknown, { id: number; body: RespuestaUpdate }>(
    writeById('/v3/respuesta', 'PUT', ['Respuesta']),
  ),
  removeRespuesta: build.mutation<Removal, number>(
    removeById('/v3/respuesta', ['Respuesta', 'Pregunta']),
  ),
}));

export const {
  useGetClavesQuery,
  useCreateClaveMutation,
  useUpdateClaveMutation,
  useGetColoresQuery,
  useGetTiposQuery,
  useCreateTipoMutation,
  useUpdateTipoMutation,
  useGetPreguntasQuery,
  useCreatePreguntaMutation,
  useUpdatePreguntaMutation,
  useRemovePreguntaMutation,
  useGetRespuestasQuery,
  useCreateRespuestaMutation,
  useUpdateRespuestaMutation,
  useRemoveRespuestaMutation,
} = catalogueApi;
