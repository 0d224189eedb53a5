import type { ErasureResponse } from '@eval/contracts/personal-data';
import { api } from '../../lib/api';
import { fileRequest, type DownloadedFile } from '../../lib/download-file';

/** A person's rights of access and erasure (docs/privacy.md), from the users table's row menu. */
export const personalDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportPersonalData: build.mutation<DownloadedFile, number>({
      query: (id) => fileRequest({ url: `/v1/users/${id}/personal-data` }),
    }),
    erasePersonalData: build.mutation<ErasureResponse['data'], number>({
      query: (id) => ({ url: `/v1/users/${id}/personal-data/erase`, method: 'POST' }),
      transformResponse: (response: ErasureResponse) => response.data,
      invalidatesTags: ['User', 'CentreUser'],
    }),
  }),
});

export const { useExportPersonalDataMutation, useErasePersonalDataMutation } = personalDataApi;
