import { requestOf } from '@eval/contracts/call';
import { savedViewCalls } from '@eval/contracts/calls/saved-views';
import type {
  NewSavedViewBody,
  SavedView,
  SavedViewPatch,
  SavedViewTable,
} from '@eval/contracts/saved-views';
import { defineEndpoints, type DataOf } from '../api';

/**
 * The administrator's saved views of the server-paged tables: /v1/views. Beside the
 * tables' remembered state because every table's Vistas menu uses them, whatever its feature.
 */
export const savedViewsApi = defineEndpoints((build) => ({
  getSavedViews: build.query<DataOf<typeof savedViewCalls.list>, SavedViewTable>({
    query: (table) => requestOf(savedViewCalls.list, { query: { table } }),
    providesTags: (_result, _error, table) => [{ type: 'SavedView', id: table }],
  }),
  createSavedView: build.mutation<DataOf<typeof savedViewCalls.create>, NewSavedViewBody>({
    query: (body) => requestOf(savedViewCalls.create, { body }),
    invalidatesTags: (_result, _error, body) => [{ type: 'SavedView', id: body.table }],
  }),
  updateSavedView: build.mutation<
    DataOf<typeof savedViewCalls.update>,
    { view: SavedView; patch: SavedViewPatch }
  >({
    query: ({ view, patch }) =>
      requestOf(savedViewCalls.update, { params: { id: String(view.id) }, body: patch }),
    invalidatesTags: (_result, _error, { view }) => [{ type: 'SavedView', id: view.table }],
  }),
  deleteSavedView: build.mutation<DataOf<typeof savedViewCalls.remove>, SavedView>({
    query: (view) => requestOf(savedViewCalls.remove, { params: { id: String(view.id) } }),
    invalidatesTags: (_result, _error, view) => [{ type: 'SavedView', id: view.table }],
  }),
}));

export const {
  useGetSavedViewsQuery,
  useCreateSavedViewMutation,
  useUpdateSavedViewMutation,
  useDeleteSavedViewMutation,
} = savedViewsApi;
