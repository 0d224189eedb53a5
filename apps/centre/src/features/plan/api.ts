import { requestOf } from '@eval/contracts/call';
import { planCalls } from '@eval/contracts/calls/plans';
import type { LanguageCode } from '@eval/contracts/common';
import type {
  PlanAction,
  PlanActionState,
  PlanData,
  PlanEvidence,
  PlanSuggestion,
} from '@eval/contracts/plans';
import { api } from '../../lib/api';

/** What the action form sends, as the create call's body takes it. */
export interface ActionFields {
  texto: string;
  claves_id: number;
  responsable_id: number | null;
  fecha_limite: string | null;
}

/** The centre's improvement plan (contracts/calls/plans.ts); every change reloads the plan. */
export const planApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlan: build.query<PlanData, { evaluacion: number | null; lang: LanguageCode }>({
      query: ({ evaluacion, lang }) =>
        requestOf(planCalls.plan, {
          query: evaluacion === null ? { lang } : { evaluacion: String(evaluacion), lang },
        }),
      providesTags: ['Plan'],
    }),
    getSuggestions: build.query<PlanSuggestion[], { lang: LanguageCode }>({
      query: ({ lang }) => requestOf(planCalls.suggestions, { query: { lang } }),
      providesTags: ['Plan'],
    }),
    createAction: build.mutation<PlanAction, { body: ActionFields; lang: LanguageCode }>({
      query: ({ body, lang }) => requestOf(planCalls.create, { body, query: { lang } }),
      invalidatesTags: ['Plan'],
    }),
    updateAction: build.mutation<
      PlanAction,
      { id: number; body: Partial<ActionFields>; lang: LanguageCode }
    >({
      query: ({ id, body, lang }) =>
        requestOf(planCalls.update, { params: { actionId: String(id) }, body, query: { lang } }),
      invalidatesTags: ['Plan'],
    }),
    deleteAction: build.mutation<{ id: number }, number>({
      query: (id) => requestOf(planCalls.remove, { params: { actionId: String(id) } }),
      invalidatesTags: ['Plan'],
    }),
    setState: build.mutation<
      PlanAction,
      { id: number; estado: PlanActionState; lang: LanguageCode }
    >({
      query: ({ id, estado, lang }) =>
        requestOf(planCalls.state, {
          params: { actionId: String(id) },
          body: { estado },
          query: { lang },
        }),
      invalidatesTags: ['Plan'],
    }),
    attachEvidence: build.mutation<PlanEvidence, { id: number; file: File }>({
      query: ({ id, file }) => ({
        ...requestOf(planCalls.attach, {
          params: { actionId: String(id) },
          query: { nombre: file.name },
        }),
        // The file itself is the body; the server reads what it is from its bytes.
        body: file,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      }),
      invalidatesTags: ['Plan'],
    }),
    deleteEvidence: build.mutation<{ id: number }, number>({
      query: (id) => requestOf(planCalls.removeEvidence, { params: { evidenceId: String(id) } }),
      invalidatesTags: ['Plan'],
    }),
    adoptSuggestion: build.mutation<PlanAction, { id: number; lang: LanguageCode }>({
      query: ({ id, lang }) =>
        requestOf(planCalls.adopt, { params: { suggestionId: String(id) }, query: { lang } }),
      invalidatesTags: ['Plan'],
    }),
  }),
});

export const {
  useGetPlanQuery,
  useGetSuggestionsQuery,
  useCreateActionMutation,
  useUpdateActionMutation,
  useDeleteActionMutation,
  useSetStateMutation,
  useAttachEvidenceMutation,
  useDeleteEvidenceMutation,
  useAdoptSuggestionMutation,
} = planApi;
