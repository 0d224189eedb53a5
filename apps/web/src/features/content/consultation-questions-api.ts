import { requestOf } from '@eval/contracts/call';
import { consultationQuestionCalls } from '@eval/contracts/calls/consultations';
import type { ConsultationGroup, ConsultationQuestionBody } from '@eval/contracts/consultations';
import { defineEndpoints, type DataOf } from '../../lib/api';

/** The path parameter of a question's call: its id. */
const byId = (id: number) => ({ params: { id: String(id) } });

/**
 * The consultations' questionnaires (contracts/calls/consultations.ts,
 * `consultationQuestionCalls`): one group's questions in their order; every write reloads the
 * list (spec §4).
 */
export const consultationQuestionsApi = defineEndpoints((build) => ({
  getConsultationQuestions: build.query<
    DataOf<typeof consultationQuestionCalls.list>,
    { grupo: ConsultationGroup }
  >({
    query: ({ grupo }) => requestOf(consultationQuestionCalls.list, { query: { grupo } }),
    providesTags: ['ConsultationQuestion'],
  }),
  createConsultationQuestion: build.mutation<
    DataOf<typeof consultationQuestionCalls.create>,
    { body: ConsultationQuestionBody }
  >({
    query: ({ body }) => requestOf(consultationQuestionCalls.create, { body }),
    invalidatesTags: ['ConsultationQuestion'],
  }),
  updateConsultationQuestion: build.mutation<
    DataOf<typeof consultationQuestionCalls.update>,
    { id: number; body: ConsultationQuestionBody }
  >({
    query: ({ id, body }) => requestOf(consultationQuestionCalls.update, { ...byId(id), body }),
    invalidatesTags: ['ConsultationQuestion'],
  }),
  deleteConsultationQuestion: build.mutation<
    DataOf<typeof consultationQuestionCalls.remove>,
    number
  >({
    query: (id) => requestOf(consultationQuestionCalls.remove, byId(id)),
    invalidatesTags: ['ConsultationQuestion'],
  }),
}));

export const {
  useGetConsultationQuestionsQuery,
  useCreateConsultationQuestionMutation,
  useUpdateConsultationQuestionMutation,
  useDeleteConsultationQuestionMutation,
} = consultationQuestionsApi;
