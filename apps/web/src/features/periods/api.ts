import type { NewPeriodBody, NewPeriodImpact, PeriodDto } from '@eval/contracts/periods';
import { defineEndpoints } from '../../lib/api';

/** GET /v7/allperiodos and POST /v7/nuevoperiodo (spec §7). */
export const periodsApi = defineEndpoints((build) => ({
  getAllPeriods: build.query<PeriodDto[], undefined>({
    query: () => '/v7/allperiodos',
    providesTags: ['Period'],
  }),
  /** What a new period would close, for the confirmation (issue 27). */
  getNewPeriodImpact: build.query<NewPeriodImpact, undefined>({
    query: () => '/v7/nuevoperiodo/impacto',
    providesTags: ['Period', 'CentreQuiz'],
  }),
  createPeriod: build.mutation<PeriodDto, NewPeriodBody>({
    query: (body) => ({ url: '/v7/nuevoperiodo', method: 'POST', body }),
    // A new active period changes every follow-up row as well.
    invalidatesTags: ['Period', 'CentreQuiz', 'Dashboard', 'Report'],
  }),
}));

export const { useGetAllPeriodsQuery, useGetNewPeriodImpactQuery, useCreatePeriodMutation } =
  periodsApi;
