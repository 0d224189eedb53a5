import { requestAt } from '@eval/contracts/call-request';
import type { centreAppCalls } from '@eval/contracts/calls/centre-app';
import { centreAppRoutes } from '@eval/contracts/calls/centre-app-routes';
import type { CentreHome, CentreLanguageQuery } from '@eval/contracts/centre-app';
import type { AnswerBody, CentreProgress } from '@eval/contracts/quizzes';
import { api } from '../../lib/api';
import type { Questionnaire } from './progress';
import { homeWithProgress, rememberSave, savesSince, withSaves } from './saved-answers';

/** `lang` of the centre calls: ES or CA, the language the app shows. */
type Lang = Required<CentreLanguageQuery>;

/**
 * The home, the questionnaire, saving an answer and submitting (contracts/calls/centre-app.ts).
 * A save's reply updates the home and the questionnaire in the cache, and a read that was on
 * its way while a save was accepted gets that save applied when it arrives: the screens show
 * what a reload would (saved-answers.ts).
 */
export const quizApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<CentreHome, Lang>({
      query: ({ lang }) =>
        requestAt<typeof centreAppCalls.home>(centreAppRoutes.home, { query: { lang } }),
      providesTags: ['Home'],
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const started = Date.now();
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        const last = data ? savesSince(data.centre.id, started).at(-1) : undefined;
        if (last)
          dispatch(
            quizApi.util.updateQueryData('getHome', args, (home) =>
              homeWithProgress(home, last.reply),
            ),
          );
      },
    }),
    getQuestionnaire: build.query<Questionnaire, Lang & { centerId: number }>({
      query: ({ centerId, lang }) =>
        requestAt<typeof centreAppCalls.questionnaire>(centreAppRoutes.questionnaire, {
          params: { centerId: String(centerId) },
          query: { lang },
        }),
      providesTags: ['Questionnaire'],
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const started = Date.now();
        const fulfilled = await queryFulfilled.then(() => true).catch(() => false);
        const saves = fulfilled ? savesSince(args.centerId, started) : [];
        if (saves.length > 0)
          dispatch(
            quizApi.util.updateQueryData('getQuestionnaire', args, (q) => withSaves(q, saves)),
          );
      },
    }),
    saveAnswer: build.mutation<
      CentreProgress,
      { centerId: number; preguntaId: number; body: AnswerBody }
    >({
      query: ({ centerId, preguntaId, body }) =>
        requestAt<typeof centreAppCalls.answer>(centreAppRoutes.answer, {
          params: { centerId: String(centerId), preguntaId: String(preguntaId) },
          body,
        }),
      async onQueryStarted({ centerId, preguntaId, body }, { dispatch, getState, queryFulfilled }) {
        const { data: reply } = await queryFulfilled.catch(() => ({ data: null }));
        if (!reply) return;
        const save = { centerId, questionId: preguntaId, body, reply, at: Date.now() };
        rememberSave(save);
        for (const entry of quizApi.util.selectInvalidatedBy(getState(), [
          'Questionnaire',
          'Home',
        ])) {
          if (entry.endpointName === 'getQuestionnaire') {
            const args = entry.originalArgs as Lang & { centerId: number };
            if (args.centerId === centerId)
              dispatch(
                quizApi.util.updateQueryData('getQuestionnaire', args, (q) => withSaves(q, [save])),
              );
          } else if (entry.endpointName === 'getHome') {
            dispatch(
              quizApi.util.updateQueryData('getHome', entry.originalArgs as Lang, (home) =>
                homeWithProgress(home, reply),
              ),
            );
          }
        }
      },
    }),
    submitEvaluation: build.mutation<CentreProgress, { centerId: number }>({
      query: ({ centerId }) =>
        requestAt<typeof centreAppCalls.submit>(centreAppRoutes.submit, {
          params: { centerId: String(centerId) },
        }),
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
