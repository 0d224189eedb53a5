import { requestAt } from '@eval/contracts/call-request';
import type { consultationCentreCalls } from '@eval/contracts/calls/consultations';
import type { LanguageCode } from '@eval/contracts/common';
import type {
  Consultation,
  ConsultationGroup,
  consultationListResponseSchema,
} from '@eval/contracts/consultations';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { consultationRoutes } from '../../lib/consultations';

export type ConsultationList = z.infer<typeof consultationListResponseSchema>['data'];

/**
 * The centre's consultations of the active period (contracts/calls/consultations.ts,
 * `consultationCentreCalls`): every change reloads the list and the results' "other voices".
 */
export const consultationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsultations: build.query<ConsultationList, { lang: LanguageCode }>({
      query: ({ lang }) =>
        requestAt<typeof consultationCentreCalls.list>(consultationRoutes.list, {
          query: { lang },
        }),
      providesTags: ['Consultations'],
    }),
    openConsultation: build.mutation<Consultation, { grupo: ConsultationGroup; cierra: string }>({
      query: (body) =>
        requestAt<typeof consultationCentreCalls.create>(consultationRoutes.create, { body }),
      invalidatesTags: ['Consultations'],
    }),
    updateConsultation: build.mutation<
      Consultation,
      { id: number; body: { cierra: string } | { cerrada: boolean } }
    >({
      query: ({ id, body }) =>
        requestAt<typeof consultationCentreCalls.update>(consultationRoutes.update, {
          params: { consultaId: String(id) },
          body,
        }),
      invalidatesTags: ['Consultations'],
    }),
  }),
});

export const {
  useGetConsultationsQuery,
  useOpenConsultationMutation,
  useUpdateConsultationMutation,
} = consultationsApi;
