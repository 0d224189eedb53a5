import type { BulkResponse, UserBulkBody, UserSelection } from '@eval/contracts/bulk-actions';
import { selectionCountQuery } from '../../components/bulk/bulk-selection';
import { defineEndpoints } from '../../lib/api';

/** Bulk actions of Gestión de usuarios (issue 19). */
export const userBulkApi = defineEndpoints((build) => ({
  /** GET /v1/users/bulk/count: the confirmation's count, asked afresh every time. */
  countUserSelection: build.query<number, UserSelection>(
    selectionCountQuery<UserSelection>('/v1/users/bulk/count'),
  ),
  /** POST /v1/users/bulk: all or nothing; a 409 lists the refused rows. */
  runUserBulk: build.mutation<BulkResponse, UserBulkBody>({
    query: (body) => ({ url: '/v1/users/bulk', method: 'POST', body }),
    invalidatesTags: ['User', 'CentreUser'],
  }),
}));

export const { useLazyCountUserSelectionQuery, useRunUserBulkMutation } = userBulkApi;
