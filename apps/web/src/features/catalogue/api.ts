import type {
  Clave,
  ClaveBody,
  Color,
  Pregunta,
  PreguntaBody,
  PreguntaUpdate,
  Removal,
  Respuesta,
  RespuestaBody,
  RespuestaUpdate,
  Tipo,
  TipoBody,
} from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import { defineEndpoints } from '../../lib/api';

interface InLanguage {
  language: LanguageCode;
}

/**
 * The questionnaire catalogue calls (spec §7). A change to questions or options can change keys'
 * counts, so writes invalidate the key list too.
 */
export const catalogueApi = defineEndpoints((build) => ({
  getClaves: build.query<Clave[], InLanguage>({
    query: ({ language }) => ({ url: '/v3/claves', headers: { language } }),
    providesTags: ['Clave'],
  }),
  createClave: build.mutation<unknown, ClaveBody>({
    query: (body) => ({ url: '/v3/claves', method: 'POST', body }),
    invalidatesTags: ['Clave'],
  }),
  updateClave: build.mutation<unknown, { id: number; body: ClaveBody }>({
    query: ({ id, body }) => ({ url: `/v3/clave/${id}`, method: 'PUT', body }),
    invalidatesTags: ['Clave'],
  }),
  getColores: build.query<Color[], undefined>({
    query: () => '/v3/colores',
    providesTags: ['Color'],
  }),
  getTipos: build.query<Tipo[], undefined>({
    query: () => '/v3/tipos',
    providesTags: ['Tipo'],
  }),
  createTipo: build.mutation<unknown, TipoBody>({
    query: (body) => ({ url: '/v3/tipos', method: 'POST', body }),
    invalidatesTags: ['Tipo'],
  }),
  updateTipo: build.mutation<unknown, { id: number; body: TipoBody }>({
    query: ({ id, body }) => ({ url: `/v3/tipo/${id}`, method: 'PUT', body }),
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
  createPregunta: build.mutation<unknown, PreguntaBody>({
    query: (body) => ({ url: '/v3/preguntas', method: 'POST', body }),
    invalidatesTags: ['Pregunta', 'Clave', 'Tipo'],
  }),
  updatePregunta: build.mutation<unknown, { id: number; body: PreguntaUpdate }>({
    query: ({ id, body }) => ({ url: `/v3/pregunta/${id}`, method: 'PUT', body }),
    invalidatesTags: ['Pregunta', 'Tipo'],
  }),
  removePregunta: build.mutation<Removal, number>({
    query: (id) => ({ url: `/v3/pregunta/${id}`, method: 'DELETE' }),
    invalidatesTags: ['Pregunta', 'Clave', 'Tipo', 'Respuesta'],
  }),
  getRespuestas: build.query<Respuesta[], InLanguage & { preguntasId: number }>({
    query: ({ language, preguntasId }) => ({
      url: `/v3/preguntas/${preguntasId}/respuestas`,
      headers: { language },
    }),
    providesTags: ['Respuesta'],
  }),
  createRespuesta: build.mutation<unknown, RespuestaBody>({
    query: (body) => ({ url: '/v3/respuestas', method: 'POST', body }),
    invalidatesTags: ['Respuesta', 'Pregunta'],
  }),
  updateRespuesta: build.mutation<unknown, { id: number; body: RespuestaUpdate }>({
    query: ({ id, body }) => ({ url: `/v3/respuesta/${id}`, method: 'PUT', body }),
    invalidatesTags: ['Respuesta'],
  }),
  removeRespuesta: build.mutation<Removal, number>({
    query: (id) => ({ url: `/v3/respuesta/${id}`, method: 'DELETE' }),
    invalidatesTags: ['Respuesta', 'Pregunta'],
  }),
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
