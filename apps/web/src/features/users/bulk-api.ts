import type { BulkResponse, UserBulkBody, UserSelection } from '@eval/contracts/bulk-actions';
import { requestOf } from '@eval/contracts/call';
import { userCalls } from '@eval/contracts/calls/users';
import { defineEndpoints, type DataOf } from '../../lib/api';

/** Bulk actions of Gestión de usuarios, declared in contracts/calls/users.ts. */
export const userBulkApi = defineEndpoints((build) => ({
  /**
   * The confirmation's count, asked afresh every time (as `selectionCountQuery` of
   * components/bulk does for a path: here the request comes from the declaration).
   */
  countUserSelection: build.query<number, UserSelection>({
    query: (selection) =>
      requestOf(userCalls.bulkCount, {
        query: { selection: JSON.stringify(selection satisfies UserSelection) },
      }),
    transformResponse: (response: DataOf<typeof userCalls.bulkCount>) => response.count,
    keepUnusedDataFor: 0,
  }),
  /** All or nothing; a 409 lists the refused rows. */
  runUserBulk: build.mutation<BulkResponse, UserBulkBody>({
    query: (body) => requestOf(userCalls.bulk, { body }),
    invalidatesTags: ['User', 'CentreUser'],
  }),
}));

export const { useLazyCountUserSelectionQuery, useRunUserBulkMutation } = userBulkApi;
