import { requestAt } from '@eval/contracts/call-request';
import type { centreAppCalls } from '@eval/contracts/calls/centre-app';
import { centreAppRoutes } from '@eval/contracts/calls/centre-app-routes';
import type {
  CentreEvaluationSummary,
  CentreLanguageQuery,
  CentreResults,
} from '@eval/contracts/centre-app';
import type { consultationCentreCalls } from '@eval/contracts/calls/consultations';
import type { LanguageCode } from '@eval/contracts/common';
import type { consultationResultsResponseSchema } from '@eval/contracts/consultations';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { consultationRoutes } from '../../lib/consultations';

/** The consultations' figures of an evaluation's period, per group and key. */
export type ConsultationResults = z.infer<typeof consultationResultsResponseSchema>['data'];

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
    /** "The other voices": each consulted group's scores beside the self-evaluation's. */
    getConsultationResults: build.query<
      ConsultationResults,
      { evaluacion: number; lang: LanguageCode }
    >({
      query: ({ evaluacion, lang }) =>
        requestAt<typeof consultationCentreCalls.results>(consultationRoutes.results, {
          query: { evaluacion: String(evaluacion), lang },
        }),
      providesTags: ['Results', 'Consultations'],
    }),
  }),
});

export const { useGetEvaluationsQuery, useGetResultsQuery, useGetConsultationResultsQuery } =
  resultsApi;
