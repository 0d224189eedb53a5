import { requestOf } from '@eval/contracts/call';
import { centreAppCalls } from '@eval/contracts/calls/centre-app';
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
      query: () => requestOf(centreAppCalls.evaluations),
      providesTags: ['Results'],
    }),
    getResults: build.query<
      CentreResults,
      { evaluationId: number } & Required<CentreLanguageQuery>
    >({
      query: ({ evaluationId, lang }) =>
        requestOf(centreAppCalls.results, {
          params: { evaluationId: String(evaluationId) },
          query: { lang },
        }),
      providesTags: ['Results'],
    }),
  }),
});

export const { useGetEvaluationsQuery, useGetResultsQuery } = resultsApi;
