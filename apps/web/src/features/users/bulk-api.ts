import type { BulkResponse, UserBulkBody, UserSelection } from '@eval/contracts/bulk-actions';
import { api } from '../../lib/api';

/** Bulk actions of Gestión de usuarios (issue 19). */
export const userBulkApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/users/bulk/count: the confirmation's count, asked afresh every time. */
    countUserSelection: build.query<number, UserSelection>({
      query: (selection) => ({ url: '/v1/users/bulk/count', params: { selection } }),
      transformResponse: (response: { count: number }) => response.count,
      keepUnusedDataFor: 0,
    }),
    /** POST /v1/users/bulk: all or nothing; a 409 lists the refused rows. */
    runUserBulk: build.mutation<BulkResponse, UserBulkBody>({
      query: (body) => ({ url: '/v1/users/bulk', method: 'POST', body }),
      invalidatesTags: ['User', 'CentreUser'],
    }),
  }),
});

export const { useLazyCountUserSelectionQuery, useRunUserBulkMutation } = userBulkApi;
