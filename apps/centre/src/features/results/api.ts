import { requestAt } from '@eval/contracts/call-request';
import type { centreAppCalls } from '@eval/contracts/calls/centre-app';
import { centreAppRoutes } from '@eval/contracts/calls/centre-app-routes';
import type {
  CentreEvaluationSummary,
  CentreLanguageQuery,
  CentreResults,
} from '@eval/contracts/centre-app';
import { api } from '../../lib/api';

/**
 * The centre's evaluations across periods and the results of a finished one
 * (contracts/calls/centre-app.ts).
 */
export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvaluations: build.query<CentreEvaluationSummary[], undefined>({
      query: () => requestAt<typeof centreAppCalls.evaluations>(centreAppRoutes.evaluations),
      providesTags: ['Results'],
    }),
    getResults: build.query<
      CentreResults,
      { evaluationId: number } & Required<CentreLanguageQuery>
    >({
      query: ({ evaluationId, lang }) =>
        requestAt<typeof centreAppCalls.results>(centreAppRoutes.results, {
          params: { evaluationId: String(evaluationId) },
          query: { lang },
        }),
      providesTags: ['Results'],
    }),
  }),
});

export const { useGetEvaluationsQuery, useGetResultsQuery } = resultsApi;
