import type {
  NewPeriodBody,
  NewPeriodImpact,
  PeriodDto,
  ReopenPeriodImpact,
} from '@eval/contracts/periods';
import { defineEndpoints } from '../../lib/api';

/** GET /v7/allperiodos and POST /v7/nuevoperiodo (spec §7), and reopening a period. */
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
  /** What reopening a closed period would do, for its confirmation (issue 27). */
  getReopenPeriodImpact: build.query<ReopenPeriodImpact, number>({
    query: (id) => `/v7/periodos/${id}/reabrir/impacto`,
    providesTags: ['Period', 'CentreQuiz'],
  }),
  reopenPeriod: build.mutation<PeriodDto & { reabiertas: number }, number>({
    query: (id) => ({ url: `/v7/periodos/${id}/reabrir`, method: 'POST' }),
    invalidatesTags: ['Period', 'CentreQuiz', 'Dashboard', 'Report'],
  }),
}));

export const {
  useGetAllPeriodsQuery,
  useGetNewPeriodImpactQuery,
  useCreatePeriodMutation,
  useGetReopenPeriodImpactQuery,
  useReopenPeriodMutation,
} = periodsApi;
