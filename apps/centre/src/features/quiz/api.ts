import type { CentreHome } from '@eval/contracts/centre-app';
import type { AnswerBody, CentreProgress } from '@eval/contracts/quizzes';
import { api } from '../../lib/api';
import type { Questionnaire } from './progress';

/** `lang` of the centre calls: ES or CA, the language the app shows. */
type Lang = { lang: string };

/** The home, the questionnaire, saving an answer and submitting (contracts: centre-app, quizzes). */
export const quizApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<CentreHome, Lang>({
      query: ({ lang }) => ({ url: '/v15/centro/inicio', params: { lang } }),
      providesTags: ['Home'],
    }),
    getQuestionnaire: build.query<Questionnaire, Lang & { centerId: number }>({
      query: ({ centerId, lang }) => ({
        url: `/v15/centros/${centerId}/cuestionario`,
        params: { lang },
      }),
      providesTags: ['Questionnaire'],
    }),
    saveAnswer: build.mutation<
      CentreProgress,
      { centerId: number; preguntaId: number; body: AnswerBody }
    >({
      query: ({ centerId, preguntaId, body }) => ({
        url: `/v15/centros/${centerId}/respuestas/${preguntaId}`,
        method: 'PUT',
        body,
      }),
    }),
    submitEvaluation: build.mutation<CentreProgress, { centerId: number }>({
      query: ({ centerId }) => ({ url: `/v15/centros/${centerId}/enviar`, method: 'POST' }),
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
