import type { UserExportFormat } from '@eval/contracts/user-export';
import type { UserFilter } from '@eval/contracts/users';
import { api } from '../../lib/api';
import { fileRequest, type DownloadedFile } from '../../lib/download-file';

/** GET /v1/users/export: every user of the list's current filter, as CSV or XLSX. */
export const userExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportUsers: build.mutation<DownloadedFile, { filter: UserFilter; format: UserExportFormat }>({
      query: ({ filter, format }) =>
        fileRequest({ url: '/v1/users/export', params: { filter, format } }),
    }),
  }),
});

export const { useExportUsersMutation } = userExportApi;
