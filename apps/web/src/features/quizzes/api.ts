import { requestOf } from '@eval/contracts/call';
import { consultationAdminCalls } from '@eval/contracts/calls/consultations';
import { quizCalls } from '@eval/contracts/calls/quizzes';
import type { Setup } from '@eval/contracts/common';
import type { FieldVisibility, QuizFilter } from '@eval/contracts/quizzes';
import { defineEndpoints, type DataOf } from '../../lib/api';
import { fileRequest, type DownloadedFile } from '../../lib/download-file';

/** The table whose column visibility this screen keeps (spec §7). */
export const QUIZ_TABLE = 'center_quiz';

export interface KeyAnswersArgs {
  centerId: number;
  keyId: number;
  periodId: number;
}

/** The calls of spec §7 "Quiz follow-up" used by /admin/datos (contracts/calls/quizzes.ts). */
export const quizzesApi = defineEndpoints((build) => ({
  getQuizFilters: build.query<DataOf<typeof quizCalls.filters>, { comunidades: number[] }>({
    query: ({ comunidades }) =>
      requestOf(quizCalls.filters, {
        query: comunidades.length > 0 ? { filter: JSON.stringify({ comunidades }) } : {},
      }),
    providesTags: ['Period'],
  }),
  getQuizzes: build.query<DataOf<typeof quizCalls.list>, { filter: QuizFilter; setup: Setup }>({
    query: ({ filter, setup }) =>
      requestOf(quizCalls.list, {
        query: { filter: JSON.stringify(filter), setup: JSON.stringify(setup) },
      }),
    providesTags: ['CentreQuiz'],
  }),
  getKeyAnswers: build.query<DataOf<typeof quizCalls.keyAnswers>, KeyAnswersArgs>({
    query: (filter) =>
      requestOf(quizCalls.keyAnswers, { query: { filter: JSON.stringify(filter) } }),
    providesTags: ['KeyAnswers'],
  }),
  getPlanActions: build.query<
    DataOf<typeof quizCalls.planActions>,
    { centerId: number; periodId: number }
  >({
    query: (filter) =>
      requestOf(quizCalls.planActions, { query: { filter: JSON.stringify(filter) } }),
    providesTags: ['CentreQuiz'],
  }),
  // One call for the centres of the table's page, never one per row (at most 100 ids).
  getConsultationParticipation: build.query<
    DataOf<typeof consultationAdminCalls.participation>,
    { centreIds: readonly number[] }
  >({
    query: ({ centreIds }) =>
      requestOf(consultationAdminCalls.participation, { query: { ids: centreIds.join(',') } }),
    providesTags: ['Consultation'],
  }),
  getFieldsVisibility: build.query<DataOf<typeof quizCalls.fieldsVisibility>, undefined>({
    query: () => requestOf(quizCalls.fieldsVisibility, { query: { table: QUIZ_TABLE } }),
    providesTags: ['FieldVisibility'],
  }),
  setFieldVisibility: build.mutation<DataOf<typeof quizCalls.saveFieldVisibility>, FieldVisibility>(
    {
      query: (body) =>
        requestOf(quizCalls.saveFieldVisibility, { body: { table: QUIZ_TABLE, ...body } }),
      invalidatesTags: ['FieldVisibility'],
    },
  ),
  resetQuiz: build.mutation<DataOf<typeof quizCalls.reset>, { centerId: number }>({
    query: (body) => requestOf(quizCalls.reset, { body }),
    invalidatesTags: ['CentreQuiz', 'KeyAnswers'],
  }),
  downloadQuizzes: build.mutation<DownloadedFile, QuizFilter>({
    query: (filter) =>
      fileRequest(requestOf(quizCalls.download, { query: { filter: JSON.stringify(filter) } })),
  }),
}));

export const {
  useGetQuizFiltersQuery,
  useGetQuizzesQuery,
  useGetKeyAnswersQuery,
  useGetPlanActionsQuery,
  useGetConsultationParticipationQuery,
  useGetFieldsVisibilityQuery,
  useSetFieldVisibilityMutation,
  useResetQuizMutation,
  useDownloadQuizzesMutation,
} = quizzesApi;
