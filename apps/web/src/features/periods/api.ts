import { periodCalls } from '@eval/contracts/calls/periods';
import type { NewPeriodBody } from '@eval/contracts/periods';
import { requestOf } from '@eval/contracts/call';
import { defineEndpoints, type DataOf } from '../../lib/api';

/** The periods calls (contracts/calls/periods.ts, spec §7). */
export const periodsApi = defineEndpoints((build) => ({
  getAllPeriods: build.query<DataOf<typeof periodCalls.list>, undefined>({
    query: () => requestOf(periodCalls.list),
    providesTags: ['Period'],
  }),
  /** What a new period would close, for the confirmation. */
  getNewPeriodImpact: build.query<DataOf<typeof periodCalls.impact>, undefined>({
    query: () => requestOf(periodCalls.impact),
    providesTags: ['Period', 'CentreQuiz'],
  }),
  createPeriod: build.mutation<DataOf<typeof periodCalls.create>, NewPeriodBody>({
    query: (body) => requestOf(periodCalls.create, { body }),
    // A new active period changes every follow-up row as well.
    invalidatesTags: ['Period', 'CentreQuiz', 'Dashboard', 'Report'],
  }),
  /** What reopening a closed period would do, for its confirmation. */
  getReopenPeriodImpact: build.query<DataOf<typeof periodCalls.reopenImpact>, number>({
    query: (id) => requestOf(periodCalls.reopenImpact, { params: { id: String(id) } }),
    providesTags: ['Period', 'CentreQuiz'],
  }),
  reopenPeriod: build.mutation<DataOf<typeof periodCalls.reopen>, number>({
    query: (id) => requestOf(periodCalls.reopen, { params: { id: String(id) } }),
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
