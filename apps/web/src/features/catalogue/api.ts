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
import { listAt, removeById, writeById, writeTo } from '../../lib/rest-endpoints';

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
  createClave: build.mutation<unknown, ClaveBody>(writeTo('/v3/claves', 'POST', ['Clave'])),
  updateClave: build.mutation<unknown, { id: number; body: ClaveBody }>(
    writeById('/v3/clave', 'PUT', ['Clave']),
  ),
  getColores: build.query<Color[], undefined>(listAt('/v3/colores', ['Color'])),
  getTipos: build.query<Tipo[], undefined>(listAt('/v3/tipos', ['Tipo'])),
  createTipo: build.mutation<unknown, TipoBody>(writeTo('/v3/tipos', 'POST', ['Tipo'])),
  updateTipo: build.mutation<unknown, { id: number; body: TipoBody }>(
    writeById('/v3/tipo', 'PUT', ['Tipo', 'Pregunta']),
  ),
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
