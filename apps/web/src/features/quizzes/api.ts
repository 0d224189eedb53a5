import type { Setup } from '@eval/contracts/common';
import type {
  FieldVisibility,
  KeyAnswer,
  QuizFilter,
  QuizFilterOptions,
  QuizRow,
} from '@eval/contracts/quizzes';
import { defineEndpoints } from '../../lib/api';
import { fileRequest, type DownloadedFile } from '../../lib/download-file';

/** The table whose column visibility this screen keeps (spec §7). */
export const QUIZ_TABLE = 'center_quiz';

export interface KeyAnswersArgs {
  centerId: number;
  keyId: number;
  periodId: number;
}

/** The calls of spec §7 "Quiz follow-up" used by /admin/datos. */
export const quizzesApi = defineEndpoints((build) => ({
  getQuizFilters: build.query<QuizFilterOptions, { comunidades: number[] }>({
    query: ({ comunidades }) => ({
      url: '/v15/centers/quiz-filters',
      params: comunidades.length > 0 ? { filter: { comunidades } } : {},
    }),
    providesTags: ['Period'],
  }),
  getQuizzes: build.query<{ data: QuizRow[]; count: number }, { filter: QuizFilter; setup: Setup }>(
    {
      query: ({ filter, setup }) => ({ url: '/v15/centros/quizes', params: { filter, setup } }),
      providesTags: ['CentreQuiz'],
    },
  ),
  getKeyAnswers: build.query<KeyAnswer[], KeyAnswersArgs>({
    query: (filter) => ({ url: '/v15/centros/key-answers', params: { filter } }),
    providesTags: ['KeyAnswers'],
  }),
  getFieldsVisibility: build.query<FieldVisibility[], undefined>({
    query: () => ({ url: '/v15/fields-visibility', params: { table: QUIZ_TABLE } }),
    providesTags: ['FieldVisibility'],
  }),
  setFieldVisibility: build.mutation<FieldVisibility, FieldVisibility>({
    query: (body) => ({
      url: '/v15/fields-visibility',
      method: 'PUT',
      body: { table: QUIZ_TABLE, ...body },
    }),
    invalidatesTags: ['FieldVisibility'],
  }),
  resetQuiz: build.mutation<unknown, { centerId: number }>({
    query: (body) => ({ url: '/v7/reset-quiz', method: 'POST', body }),
    invalidatesTags: ['CentreQuiz', 'KeyAnswers'],
  }),
  downloadQuizzes: build.mutation<DownloadedFile, QuizFilter>({
    query: (filter) => fileRequest({ url: '/v15/centros/download-info', params: { filter } }),
  }),
}));

export const {
  useGetQuizFiltersQuery,
  useGetQuizzesQuery,
  useGetKeyAnswersQuery,
  useGetFieldsVisibilityQuery,
  useSetFieldVisibilityMutation,
  useResetQuizMutation,
  useDownloadQuizzesMutation,
} = quizzesApi;
