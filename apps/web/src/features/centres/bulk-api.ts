import type {
  CentreBulkBody,
  CentreBulkExportBody,
  CentreSelection,
} from '@eval/contracts/bulk-actions';
import { requestOf } from '@eval/contracts/call';
import { centreCalls } from '@eval/contracts/calls/centres';
import { defineEndpoints, type DataOf } from '../../lib/api';
import { fileRequest, type DownloadedFile } from '../../lib/download-file';

/** Bulk actions of BBDD Centros, declared in contracts/calls/centres.ts. */
export const centreBulkApi = defineEndpoints((build) => ({
  /** The confirmation's count, asked afresh every time: nothing kept once the dialog closes. */
  countCentreSelection: build.query<number, CentreSelection>({
    // A JSON query parameter is declared as the text the API parses (contracts/json-query.ts).
    query: (selection) =>
      requestOf(centreCalls.bulkCount, { query: { selection: JSON.stringify(selection) } }),
    transformResponse: (response: DataOf<typeof centreCalls.bulkCount>) => response.count,
    keepUnusedDataFor: 0,
  }),
  /** All or nothing; a 409 lists the refused rows. No e-mail: the answer is `{ data }` alone,
   * which the base query unwraps. */
  runCentreBulk: build.mutation<DataOf<typeof centreCalls.bulk>, CentreBulkBody>({
    query: (body) => requestOf(centreCalls.bulk, { body }),
    invalidatesTags: [{ type: 'Centre', id: 'LIST' }],
  }),
  /** The selected centres as CSV or Excel. */
  exportCentreSelection: build.mutation<DownloadedFile, CentreBulkExportBody>({
    query: (body) => fileRequest(requestOf(centreCalls.bulkExport, { body })),
  }),
}));

export const {
  useLazyCountCentreSelectionQuery,
  useRunCentreBulkMutation,
  useExportCentreSelectionMutation,
} = centreBulkApi;
