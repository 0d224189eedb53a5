import { requestOf } from '@eval/contracts/call';
import { userCalls } from '@eval/contracts/calls/users';
import type { ErasureResponse } from '@eval/contracts/personal-data';
import { api } from '../../lib/api';
import { fileRequest, type DownloadedFile } from '../../lib/download-file';

/**
 * A person's rights of access and erasure (docs/privacy.md), from the users table's row menu;
 * declared in contracts/calls/users.ts.
 */
export const personalDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportPersonalData: build.mutation<DownloadedFile, number>({
      query: (id) => fileRequest(requestOf(userCalls.personalData, { params: { id: String(id) } })),
    }),
    erasePersonalData: build.mutation<ErasureResponse['data'], number>({
      query: (id) => requestOf(userCalls.erasePersonalData, { params: { id: String(id) } }),
      transformResponse: (response: ErasureResponse) => response.data,
      invalidatesTags: ['User', 'CentreUser'],
    }),
  }),
});

export const { useExportPersonalDataMutation, useErasePersonalDataMutation } = personalDataApi;
