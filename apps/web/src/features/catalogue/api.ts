import { requestOf } from '@eval/contracts/call';
import { catalogueCalls } from '@eval/contracts/calls/catalogue';
import { catalogueListCalls } from '@eval/contracts/calls/catalogue-lists';
import type {
  ClaveBody,
  PreguntaBody,
  PreguntaUpdate,
  RespuestaBody,
  RespuestaUpdate,
  TipoBody,
} from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import { defineEndpoints, type DataOf } from '../../lib/api';

interface InLanguage {
  language: LanguageCode;
}

/**
 * The questionnaire catalogue calls (spec §7; contracts/calls/catalogue-lists.ts and
 * catalogue.ts). A change to questions or options can change keys' counts, so writes invalidate
 * the key list too.
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
  getPreguntas: build.query<
    DataOf<typeof catalogueCalls.preguntas>,
    InLanguage & { clavesId: number }
  >({
    query: ({ language, clavesId }) => ({
      ...requestOf(catalogueCalls.preguntas, { query: { claves_id: clavesId } }),
      headers: { language },
    }),
    providesTags: ['Pregunta'],
  }),
  createPregunta: build.mutation<DataOf<typeof catalogueCalls.createPregunta>, PreguntaBody>({
    query: (body) => requestOf(catalogueCalls.createPregunta, { body }),
    invalidatesTags: ['Pregunta', 'Clave', 'Tipo'],
  }),
  updatePregunta: build.mutation<
    DataOf<typeof catalogueCalls.updatePregunta>,
    { id: number; body: PreguntaUpdate }
  >({
    query: ({ id, body }) =>
      requestOf(catalogueCalls.updatePregunta, { params: { id: String(id) }, body }),
    invalidatesTags: ['Pregunta', 'Tipo'],
  }),
  removePregunta: build.mutation<DataOf<typeof catalogueCalls.removePregunta>, number>({
    query: (id) => requestOf(catalogueCalls.removePregunta, { params: { id: String(id) } }),
    invalidatesTags: ['Pregunta', 'Clave', 'Tipo', 'Respuesta'],
  }),
  getRespuestas: build.query<
    DataOf<typeof catalogueCalls.respuestas>,
    InLanguage & { preguntasId: number }
  >({
    query: ({ language, preguntasId }) => ({
      ...requestOf(catalogueCalls.respuestas, { params: { id: String(preguntasId) } }),
      headers: { language },
    }),
    providesTags: ['Respuesta'],
  }),
  createRespuesta: build.mutation<DataOf<typeof catalogueCalls.createRespuesta>, RespuestaBody>({
    query: (body) => requestOf(catalogueCalls.createRespuesta, { body }),
    invalidatesTags: ['Respuesta', 'Pregunta'],
  }),
  updateRespuesta: build.mutation<
    DataOf<typeof catalogueCalls.updateRespuesta>,
    { id: number; body: RespuestaUpdate }
  >({
    query: ({ id, body }) =>
      requestOf(catalogueCalls.updateRespuesta, { params: { id: String(id) }, body }),
    invalidatesTags: ['Respuesta'],
  }),
  removeRespuesta: build.mutation<DataOf<typeof catalogueCalls.removeRespuesta>, number>({
    query: (id) => requestOf(catalogueCalls.removeRespuesta, { params: { id: String(id) } }),
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
