import { requestOf } from '@eval/contracts/call';
import { centreAppCalls } from '@eval/contracts/calls/centre-app';
import type { CentreHome, CentreLanguageQuery } from '@eval/contracts/centre-app';
import type { AnswerBody, CentreProgress } from '@eval/contracts/quizzes';
import { api } from '../../lib/api';
import type { Questionnaire } from './progress';

/** `lang` of the centre calls: ES or CA, the language the app shows. */
type Lang = Required<CentreLanguageQuery>;

/**
 * The home, the questionnaire, saving an answer and submitting (contracts/calls/centre-app.ts).
 */
export const quizApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<CentreHome, Lang>({
      query: ({ lang }) => requestOf(centreAppCalls.home, { query: { lang } }),
      providesTags: ['Home'],
    }),
    getQuestionnaire: build.query<Questionnaire, Lang & { centerId: number }>({
      query: ({ centerId, lang }) =>
        requestOf(centreAppCalls.questionnaire, {
          params: { centerId: String(centerId) },
          query: { lang },
        }),
      providesTags: ['Questionnaire'],
    }),
    saveAnswer: build.mutation<
      CentreProgress,
      { centerId: number; preguntaId: number; body: AnswerBody }
    >({
      query: ({ centerId, preguntaId, body }) =>
        requestOf(centreAppCalls.answer, {
          params: { centerId: String(centerId), preguntaId: String(preguntaId) },
          body,
        }),
    }),
    submitEvaluation: build.mutation<CentreProgress, { centerId: number }>({
      query: ({ centerId }) =>
        requestOf(centreAppCalls.submit, { params: { centerId: String(centerId) } }),
      invalidatesTags: ['Home', 'Questionnaire', 'Results'],
    }),
  }),
});

export const {
  useGetHomeQuery,
  useGetQuestionnaireQuery,
  useSaveAnswerMutation,
  useSubmitEvaluationMutation,
} = quizApi;
