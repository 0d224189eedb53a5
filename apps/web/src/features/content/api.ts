import type { LanguageCode } from '@eval/contracts/common';
import type {
  Contenido,
  Documento,
  DocumentoCreate,
  Feedback,
  FeedbackBody,
  NamedItem,
  Recurso,
  RecursoCreate,
  RecursoUpdate,
  StoredFile,
  Toolkit,
  ToolkitCreate,
  ToolkitUpdate,
  UploadBody,
} from '@eval/contracts/content';
import { api } from '../../lib/api';
import { fileResponseHandler, type DownloadedFile } from '../../lib/download-file';

/** Every call of a content screen names its language: the screen's own ES / CA switch. */
interface InLanguage {
  language: LanguageCode;
}
const headers = ({ language }: InLanguage) => ({ language });

/** A choice of a select: a key, community or course referred to by a content row. */
export interface Option {
  id: number;
  label: string;
}

/** The content calls of spec §7 "Catalogue"; every write invalidates its list (spec §4). */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContenidos: build.query<Contenido[], InLanguage>({
      query: (args) => ({ url: '/v10/contenidos', headers: headers(args) }),
      providesTags: ['Contenido'],
    }),
    createContenido: build.mutation<Contenido, InLanguage & { payload: unknown }>({
      query: ({ payload, ...args }) => ({
        url: '/v10/contenidos',
        method: 'POST',
        body: { payload },
        headers: headers(args),
      }),
      invalidatesTags: ['Contenido'],
    }),
    updateContenido: build.mutation<Contenido, InLanguage & { id: number; payload: unknown }>({
      query: ({ id, payload, ...args }) => ({
        url: '/v10/contenidos',
        method: 'PATCH',
        body: { id, payload },
        headers: headers(args),
      }),
      invalidatesTags: ['Contenido'],
    }),
    deleteContenido: build.mutation<unknown, number>({
      query: (id) => ({ url: `/v10/contenido/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Contenido'],
    }),

    getFeedbacks: build.query<Feedback[], InLanguage>({
      query: (args) => ({ url: '/v3/feedbacks', headers: headers(args) }),
      providesTags: ['Feedback'],
    }),
    createFeedback: build.mutation<Feedback, InLanguage & { body: FeedbackBody }>({
      query: ({ body, ...args }) => ({
        url: '/v3/feedbacks',
        method: 'POST',
        body,
        headers: headers(args),
      }),
      invalidatesTags: ['Feedback'],
    }),
    updateFeedback: build.mutation<Feedback, InLanguage & { id: number; body: FeedbackBody }>({
      query: ({ id, body, ...args }) => ({
        url: `/v3/feedback/${id}`,
        method: 'PUT',
        body,
        headers: headers(args),
      }),
      invalidatesTags: ['Feedback'],
    }),
    deleteFeedback: build.mutation<unknown, number>({
      query: (id) => ({ url: `/v3/feedback/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Feedback'],
    }),

    getPerspectivas: build.query<NamedItem[], undefined>({
      query: () => '/v11/perspectivas',
      providesTags: ['Perspectiva'],
    }),
    getTiposMaterial: build.query<NamedItem[], undefined>({
      query: () => '/v11/tipomaterial',
      providesTags: ['TipoMaterial'],
    }),
    getRecursos: build.query<Recurso[], InLanguage>({
      query: (args) => ({ url: '/v11/recursos', headers: headers(args) }),
      providesTags: ['Recurso'],
    }),
    createRecurso: build.mutation<Recurso, InLanguage & { body: RecursoCreate }>({
      query: ({ body, ...args }) => ({
        url: '/v11/recursos',
        method: 'POST',
        body,
        headers: headers(args),
      }),
      invalidatesTags: ['Recurso'],
    }),
    updateRecurso: build.mutation<Recurso, InLanguage & { body: RecursoUpdate }>({
      query: ({ body, ...args }) => ({
        url: '/v11/recursos',
        method: 'PATCH',
        body,
        headers: headers(args),
      }),
      invalidatesTags: ['Recurso'],
    }),
    deleteRecurso: build.mutation<unknown, number>({
      query: (id) => ({ url: `/v11/recurso/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Recurso'],
    }),
    uploadFile: build.mutation<StoredFile, UploadBody>({
      query: (body) => ({ url: '/v11/resources/upload', method: 'POST', body }),
    }),
    downloadFile: build.mutation<DownloadedFile, string>({
      query: (url) => ({ url, responseHandler: fileResponseHandler }),
    }),

    // Lists owned by other domains, read here for the selects of these screens (features do
    // not import each other).
    getClaveOptions: build.query<Option[], InLanguage>({
      query: (args) => ({ url: '/v3/claves', headers: headers(args) }),
      transformResponse: (response: { id: number; titulo: string }[]) =>
        response.map((c) => ({ id: c.id, label: c.titulo })),
      providesTags: ['Clave'],
    }),
    getComunidadOptions: build.query<Option[], undefined>({
      query: () => '/v5/comunidades',
      transformResponse: (response: { id: number; nombre: string }[]) =>
        response.map((c) => ({ id: c.id, label: c.nombre })),
      providesTags: ['Comunidad'],
    }),
    getCursoOptions: build.query<Option[], undefined>({
      query: () => '/v2/cursos',
      transformResponse: (response: { id: number; curso: string }[]) =>
        response.map((c) => ({ id: c.id, label: c.curso })),
      providesTags: ['Course'],
    }),

    getToolkits: build.query<Toolkit[], InLanguage>({
      query: (args) => ({ url: '/v3/toolkits', headers: headers(args) }),
      providesTags: ['Toolkit'],
    }),
    createToolkit: build.mutation<Toolkit, InLanguage & { body: ToolkitCreate }>({
      query: ({ body, ...args }) => ({
        url: '/v3/toolkits',
        method: 'POST',
        body,
        headers: headers(args),
      }),
      invalidatesTags: ['Toolkit'],
    }),
    updateToolkit: build.mutation<Toolkit, InLanguage & { body: ToolkitUpdate }>({
      query: ({ body, ...args }) => ({
        url: '/v3/toolkits',
        method: 'PATCH',
        body,
        headers: headers(args),
      }),
      invalidatesTags: ['Toolkit'],
    }),
    deleteToolkit: build.mutation<unknown, number>({
      query: (id) => ({ url: `/v3/deleteToolkits/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Toolkit'],
    }),

    getDocumentos: build.query<Documento[], undefined>({
      query: () => '/v1/documentos',
      providesTags: ['Documento'],
    }),
    createDocumento: build.mutation<Documento, DocumentoCreate>({
      query: (body) => ({ url: '/v1/documentos', method: 'POST', body }),
      invalidatesTags: ['Documento'],
    }),
    deleteDocumento: build.mutation<unknown, number>({
      query: (id) => ({ url: `/v1/documentos/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Documento'],
    }),
  }),
});

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
