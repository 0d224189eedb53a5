import type { CentreEvaluationSummary, CentreResults } from '@eval/contracts/centre-app';
import { api } from '../../lib/api';

/** The centre's evaluations across periods and the results of a finished one. */
export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvaluations: build.query<CentreEvaluationSummary[], undefined>({
      query: () => '/v15/centro/evaluaciones',
      providesTags: ['Results'],
    }),
    getResults: build.query<CentreResults, { evaluationId: number; lang: string }>({
      query: ({ evaluationId, lang }) => ({
        url: `/v15/centro/evaluaciones/${evaluationId}/resultados`,
        params: { lang },
      }),
      providesTags: ['Results'],
    }),
  }),
});

export const { useGetEvaluationsQuery, useGetResultsQuery } = resultsApi;
