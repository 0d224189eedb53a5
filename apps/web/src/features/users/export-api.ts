import { requestOf } from '@eval/contracts/call';
import { userCalls } from '@eval/contracts/calls/users';
import type { UserExportFormat } from '@eval/contracts/user-export';
import type { UserFilter } from '@eval/contracts/users';
import { api } from '../../lib/api';
import { fileRequest, type DownloadedFile } from '../../lib/download-file';

/** Every user of the list's current filter, as CSV or XLSX (contracts/calls/users.ts). */
export const userExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportUsers: build.mutation<DownloadedFile, { filter: UserFilter; format: UserExportFormat }>({
      query: ({ filter, format }) =>
        fileRequest(
          requestOf(userCalls.export, {
            query: { filter: JSON.stringify(filter satisfies UserFilter), format },
          }),
        ),
    }),
  }),
});

export const { useExportUsersMutation } = userExportApi;
