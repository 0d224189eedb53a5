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
import { requestOf } from '@eval/contracts/call';
import { catalogueListCalls } from '@eval/contracts/calls/catalogue-lists';
import { courseCalls } from '@eval/contracts/calls/courses';
import { geographyCalls } from '@eval/contracts/calls/geography';
import { defineEndpoints, type ApiBuilder, type TagType } from '../../lib/api';
import { fileRequest, type DownloadedFile } from '../../lib/download-file';
import { listAt, writeTo } from '../../lib/rest-endpoints';

/** Every call of a content screen names its language: the screen's own ES / CA switch. */
interface InLanguage {
  language: LanguageCode;
}
const headers = ({ language }: InLanguage) => ({ language });

/** Reads a list in the screen's language. */
const listIn = (url: string) => (args: InLanguage) => ({ url, headers: headers(args) });
/** Sends a row's body, as given, in the screen's language. */
const sendIn =
  (url: string, method: 'POST' | 'PATCH') =>
  ({ body, ...args }: InLanguage & { body: unknown }) => ({
    url,
    method,
    body,
    headers: headers(args),
  });
/** Deletes the row of an id: `url/id` (each screen's own spelling of the path). */
const removeAt = (url: string) => (id: number) => ({ url: `${url}/${id}`, method: 'DELETE' });

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
 * The four calls of a screen whose rows are written in its language (Recursos, Toolkits): the
 * list at `url`, a new row (POST) and a changed one (PATCH) sent there, and the removal of a row
 * at `removeUrl/id`; each write reloads the list.
 */
const rowsInLanguage = <Row, Create, Update>(
  build: ApiBuilder,
  tag: TagType,
  url: string,
  removeUrl: string,
) => ({
  list: build.query<Row[], InLanguage>({ query: listIn(url), providesTags: [tag] }),
  create: build.mutation<Row, InLanguage & { body: Create }>({
    query: sendIn(url, 'POST'),
    invalidatesTags: [tag],
  }),
  update: build.mutation<Row, InLanguage & { body: Update }>({
    query: sendIn(url, 'PATCH'),
    invalidatesTags: [tag],
  }),
  remove: build.mutation<unknown, number>({ query: removeAt(removeUrl), invalidatesTags: [tag] }),
});

/** The content calls of spec §7 "Catalogue"; every write invalidates its list (spec §4). */
export const contentApi = defineEndpoints((build) => {
  const recursos = rowsInLanguage<Recurso, RecursoCreate, RecursoUpdate>(
    build,
    'Recurso',
    '/v11/recursos',
    '/v11/recurso',
  );
  const toolkits = rowsInLanguage<Toolkit, ToolkitCreate, ToolkitUpdate>(
    build,
    'Toolkit',
    '/v3/toolkits',
    '/v3/deleteToolkits',
  );
  return {
    getContenidos: build.query<Contenido[], InLanguage>({
      query: listIn('/v10/contenidos'),
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
      query: removeAt('/v10/contenido'),
      invalidatesTags: ['Contenido'],
    }),

    getFeedbacks: build.query<Feedback[], InLanguage>({
      query: listIn('/v3/feedbacks'),
      providesTags: ['Feedback'],
    }),
    createFeedback: build.mutation<Feedback, InLanguage & { body: FeedbackBody }>({
      query: sendIn('/v3/feedbacks', 'POST'),
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
      query: removeAt('/v3/feedback'),
      invalidatesTags: ['Feedback'],
    }),

    getPerspectivas: build.query<NamedItem[], undefined>(
      listAt('/v11/perspectivas', ['Perspectiva']),
    ),
    getTiposMaterial: build.query<NamedItem[], undefined>(
      listAt('/v11/tipomaterial', ['TipoMaterial']),
    ),
    getRecursos: recursos.list,
    createRecurso: recursos.create,
    updateRecurso: recursos.update,
    deleteRecurso: recursos.remove,
    uploadFile: build.mutation<StoredFile, UploadBody>({
      query: (body) => ({ url: '/v11/resources/upload', method: 'POST', body }),
    }),
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

    getToolkits: toolkits.list,
    createToolkit: toolkits.create,
    updateToolkit: toolkits.update,
    deleteToolkit: toolkits.remove,

    getDocumentos: build.query<Documento[], undefined>(listAt('/v1/documentos', ['Documento'])),
    createDocumento: build.mutation<Documento, DocumentoCreate>(
      writeTo('/v1/documentos', 'POST', ['Documento']),
    ),
    deleteDocumento: build.mutation<unknown, number>({
      query: removeAt('/v1/documentos'),
      invalidatesTags: ['Documento'],
    }),
  };
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
