import type {
  NewSavedViewBody,
  SavedView,
  SavedViewPatch,
  SavedViewTable,
} from '@eval/contracts/saved-views';
import { defineEndpoints } from '../api';

/**
 * The administrator's saved views of the server-paged tables (issue 19): /v1/views. Beside the
 * tables' remembered state because every table's Vistas menu uses them, whatever its feature.
 */
export const savedViewsApi = defineEndpoints((build) => ({
  getSavedViews: build.query<SavedView[], SavedViewTable>({
    query: (table) => ({ url: '/v1/views', params: { table } }),
    providesTags: (_result, _error, table) => [{ type: 'SavedView', id: table }],
  }),
  createSavedView: build.mutation<SavedView, NewSavedViewBody>({
    query: (body) => ({ url: '/v1/views', method: 'POST', body }),
    invalidatesTags: (_result, _error, body) => [{ type: 'SavedView', id: body.table }],
  }),
  updateSavedView: build.mutation<SavedView, { view: SavedView; patch: SavedViewPatch }>({
    query: ({ view, patch }) => ({ url: `/v1/views/${view.id}`, method: 'PATCH', body: patch }),
    invalidatesTags: (_result, _error, { view }) => [{ type: 'SavedView', id: view.table }],
  }),
  deleteSavedView: build.mutation<SavedView, SavedView>({
    query: (view) => ({ url: `/v1/views/${view.id}`, method: 'DELETE' }),
    invalidatesTags: (_result, _error, view) => [{ type: 'SavedView', id: view.table }],
  }),
}));

export const {
  useGetSavedViewsQuery,
  useCreateSavedViewMutation,
  useUpdateSavedViewMutation,
  useDeleteSavedViewMutation,
} = savedViewsApi;
