import { requestOf } from '@eval/contracts/call';
import { planSuggestionCalls } from '@eval/contracts/calls/plans';
import type { PlanSuggestionBody } from '@eval/contracts/plan-suggestions';
import { defineEndpoints, type DataOf } from '../../lib/api';

/** The path parameter of a suggestion's call: its id. */
const byId = (id: number) => ({ params: { id: String(id) } });

/**
 * The improvement plan's catalogue of suggestions (contracts/calls/plans.ts,
 * `planSuggestionCalls`): one key's, or every key's (`claves_id` absent); every write reloads
 * the list (spec §4).
 */
export const planSuggestionsApi = defineEndpoints((build) => ({
  getPlanSuggestions: build.query<
    DataOf<typeof planSuggestionCalls.list>,
    { clavesId: number | null }
  >({
    query: ({ clavesId }) =>
      requestOf(planSuggestionCalls.list, {
        query: clavesId === null ? {} : { claves_id: String(clavesId) },
      }),
    providesTags: ['PlanSuggestion'],
  }),
  createPlanSuggestion: build.mutation<
    DataOf<typeof planSuggestionCalls.create>,
    { body: PlanSuggestionBody }
  >({
    query: ({ body }) => requestOf(planSuggestionCalls.create, { body }),
    invalidatesTags: ['PlanSuggestion'],
  }),
  updatePlanSuggestion: build.mutation<
    DataOf<typeof planSuggestionCalls.update>,
    { id: number; body: PlanSuggestionBody }
  >({
    query: ({ id, body }) => requestOf(planSuggestionCalls.update, { ...byId(id), body }),
    invalidatesTags: ['PlanSuggestion'],
  }),
  deletePlanSuggestion: build.mutation<DataOf<typeof planSuggestionCalls.remove>, number>({
    query: (id) => requestOf(planSuggestionCalls.remove, byId(id)),
    invalidatesTags: ['PlanSuggestion'],
  }),
}));

export const {
  useGetPlanSuggestionsQuery,
  useCreatePlanSuggestionMutation,
  useUpdatePlanSuggestionMutation,
  useDeletePlanSuggestionMutation,
} = planSuggestionsApi;
