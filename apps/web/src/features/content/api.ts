import type { LanguageCode } from '@eval/contracts/common';
import type {
  ContenidoPayload,
  DocumentoCreate,
  FeedbackBody,
  RecursoCreate,
  RecursoUpdate,
  ToolkitCreate,
  ToolkitUpdate,
  UploadBody,
} from '@eval/contracts/content';
import { requestOf } from '@eval/contracts/call';
import { catalogueListCalls } from '@eval/contracts/calls/catalogue-lists';
import { contentCalls } from '@eval/contracts/calls/content';
import { courseCalls } from '@eval/contracts/calls/courses';
import { geographyCalls } from '@eval/contracts/calls/geography';
import { defineEndpoints, type DataOf } from '../../lib/api';
import { fileRequest, type DownloadedFile } from '../../lib/download-file';

/** Every call of a content screen names its language: the screen's own ES / CA switch. */
interface InLanguage {
  language: LanguageCode;
}
const headers = ({ language }: InLanguage) => ({ language });

/** The path parameter of a row's call: its id. */
const byId = (id: number) => ({ params: { id: String(id) } });

/** A choice of a select: a key, community or course referred to by a content row. */
export interface Option {
  id: number;
  label: string;
}

/** Reads the options of a list whose rows name themselves by `field`. */
const optionsBy =
  <K extends string>(field: K) =>
  (response: ({ id: number } & Record<K, string>)[]): Option[] =>
    response.map((row) => ({ id: row.id, label: row[field] }));

/**
 * The content calls of spec §7 "Catalogue" (contracts/calls/content.ts); every write
 * invalidates its list (spec §4).
 */
export const contentApi = defineEndpoints((build) => ({
  getContenidos: build.query<DataOf<typeof contentCalls.contenidos>, InLanguage>({
    query: (args) => ({ ...requestOf(contentCalls.contenidos), headers: headers(args) }),
    providesTags: ['Contenido'],
  }),
  createContenido: build.mutation<
    DataOf<typeof contentCalls.createContenido>,
    InLanguage & { payload: ContenidoPayload }
  >({
    query: ({ payload, ...args }) => ({
      ...requestOf(contentCalls.createContenido, { body: { payload } }),
      headers: headers(args),
    }),
    invalidatesTags: ['Contenido'],
  }),
  updateContenido: build.mutation<
    DataOf<typeof contentCalls.updateContenido>,
    InLanguage & { id: number; payload: ContenidoPayload }
  >({
    query: ({ id, payload, ...args }) => ({
      ...requestOf(contentCalls.updateContenido, { body: { id, payload } }),
      headers: headers(args),
    }),
    invalidatesTags: ['Contenido'],
  }),
  deleteContenido: build.mutation<DataOf<typeof contentCalls.deleteContenido>, number>({
    query: (id) => requestOf(contentCalls.deleteContenido, byId(id)),
    invalidatesTags: ['Contenido'],
  }),

  getFeedbacks: build.query<DataOf<typeof contentCalls.feedbacks>, InLanguage>({
    query: (args) => ({ ...requestOf(contentCalls.feedbacks), headers: headers(args) }),
    providesTags: ['Feedback'],
  }),
  createFeedback: build.mutation<
    DataOf<typeof contentCalls.createFeedback>,
    InLanguage & { body: FeedbackBody }
  >({
    query: ({ body, ...args }) => ({
      ...requestOf(contentCalls.createFeedback, { body }),
      headers: headers(args),
    }),
    invalidatesTags: ['Feedback'],
  }),
  updateFeedback: build.mutation<
    DataOf<typeof contentCalls.updateFeedback>,
    InLanguage & { id: number; body: FeedbackBody }
  >({
    query: ({ id, body, ...args }) => ({
      ...requestOf(contentCalls.updateFeedback, { ...byId(id), body }),
      headers: headers(args),
    }),
    invalidatesTags: ['Feedback'],
  }),
  deleteFeedback: build.mutation<DataOf<typeof contentCalls.deleteFeedback>, number>({
    query: (id) => requestOf(contentCalls.deleteFeedback, byId(id)),
    invalidatesTags: ['Feedback'],
  }),

  getPerspectivas: build.query<DataOf<typeof contentCalls.perspectivas>, undefined>({
    query: () => requestOf(contentCalls.perspectivas),
    providesTags: ['Perspectiva'],
  }),
  getTiposMaterial: build.query<DataOf<typeof contentCalls.tiposMaterial>, undefined>({
    query: () => requestOf(contentCalls.tiposMaterial),
    providesTags: ['TipoMaterial'],
  }),
  getRecursos: build.query<DataOf<typeof contentCalls.recursos>, InLanguage>({
    query: (args) => ({ ...requestOf(contentCalls.recursos), headers: headers(args) }),
    providesTags: ['Recurso'],
  }),
  createRecurso: build.mutation<
    DataOf<typeof contentCalls.createRecurso>,
    InLanguage & { body: RecursoCreate }
  >({
    query: ({ body, ...args }) => ({
      ...requestOf(contentCalls.createRecurso, { body }),
      headers: headers(args),
    }),
    invalidatesTags: ['Recurso'],
  }),
  updateRecurso: build.mutation<
    DataOf<typeof contentCalls.updateRecurso>,
    InLanguage & { body: RecursoUpdate }
  >({
    query: ({ body, ...args }) => ({
      ...requestOf(contentCalls.updateRecurso, { body }),
      headers: headers(args),
    }),
    invalidatesTags: ['Recurso'],
  }),
  deleteRecurso: build.mutation<DataOf<typeof contentCalls.deleteRecurso>, number>({
    query: (id) => requestOf(contentCalls.deleteRecurso, byId(id)),
    invalidatesTags: ['Recurso'],
  }),
  uploadFile: build.mutation<DataOf<typeof contentCalls.upload>, UploadBody>({
    query: (body) => requestOf(contentCalls.upload, { body }),
  }),
  /** A stored file at the address its row gives (`fileUrl`, `documentPath`, a document's `url`). */
  downloadFile: build.mutation<DownloadedFile, string>({
    query: (url) => fileRequest({ url }),
  }),

  // Lists owned by other domains, read here for the selects of these screens (features do
  // not import each other).
  getClaveOptions: build.query<Option[], InLanguage>({
    query: (args: InLanguage) => ({
      ...requestOf(catalogueListCalls.claves),
      headers: headers(args),
    }),
    transformResponse: optionsBy('titulo'),
    providesTags: ['Clave'],
  }),
  getComunidadOptions: build.query<Option[], undefined>({
    query: () => requestOf(geographyCalls.comunidades),
    transformResponse: optionsBy('nombre'),
    providesTags: ['Comunidad'],
  }),
  getCursoOptions: build.query<Option[], undefined>({
    query: () => requestOf(courseCalls.list),
    transformResponse: optionsBy('curso'),
    providesTags: ['Course'],
  }),

  getToolkits: build.query<DataOf<typeof contentCalls.toolkits>, InLanguage>({
    query: (args) => ({ ...requestOf(contentCalls.toolkits), headers: headers(args) }),
    providesTags: ['Toolkit'],
  }),
  createToolkit: build.mutation<
    DataOf<typeof contentCalls.createToolkit>,
    InLanguage & { body: ToolkitCreate }
  >({
    query: ({ body, ...args }) => ({
      ...requestOf(contentCalls.createToolkit, { body }),
      headers: headers(args),
    }),
    invalidatesTags: ['Toolkit'],
  }),
  updateToolkit: build.mutation<
    DataOf<typeof contentCalls.updateToolkit>,
    InLanguage & { body: ToolkitUpdate }
  >({
    query: ({ body, ...args }) => ({
      ...requestOf(contentCalls.updateToolkit, { body }),
      headers: headers(args),
    }),
    invalidatesTags: ['Toolkit'],
  }),
  deleteToolkit: build.mutation<DataOf<typeof contentCalls.deleteToolkit>, number>({
    query: (id) => requestOf(contentCalls.deleteToolkit, byId(id)),
    invalidatesTags: ['Toolkit'],
  }),

  getDocumentos: build.query<DataOf<typeof contentCalls.documentos>, undefined>({
    query: () => requestOf(contentCalls.documentos),
    providesTags: ['Documento'],
  }),
  createDocumento: build.mutation<DataOf<typeof contentCalls.createDocumento>, DocumentoCreate>({
    query: (body) => requestOf(contentCalls.createDocumento, { body }),
    invalidatesTags: ['Documento'],
  }),
  deleteDocumento: build.mutation<DataOf<typeof contentCalls.deleteDocumento>, number>({
    query: (id) => requestOf(contentCalls.deleteDocumento, byId(id)),
    invalidatesTags: ['Documento'],
  }),
}));

export const {
  useGetContenidosQuery,
  useCreateContenidoMutation,
  useUpdateContenidoMutation,
  useDeleteContenidoMutation,
  useGetFeedbacksQuery,
  useCreateFeedbackMutation,
  useUpdateFeedbackMutation,
  useDeleteFeedbackMutation,
  useGetPerspectivasQuery,
  useGetTiposMaterialQuery,
  useGetRecursosQuery,
  useCreateRecursoMutation,
  useUpdateRecursoMutation,
  useDeleteRecursoMutation,
  useUploadFileMutation,
  useDownloadFileMutation,
  useGetClaveOptionsQuery,
  useGetComunidadOptionsQuery,
  useGetCursoOptionsQuery,
  useGetToolkitsQuery,
  useCreateToolkitMutation,
  useUpdateToolkitMutation,
  useDeleteToolkitMutation,
  useGetDocumentosQuery,
  useCreateDocumentoMutation,
  useDeleteDocumentoMutation,
} = contentApi;
