import type {
  BulkResult,
  CentreBulkBody,
  CentreBulkExportBody,
  CentreSelection,
} from '@eval/contracts/bulk-actions';
import { selectionCountQuery } from '../../components/bulk/bulk-selection';
import { defineEndpoints } from '../../lib/api';
import { filePost, type DownloadedFile } from '../../lib/download-file';

/** Bulk actions of BBDD Centros (issue 19). */
export const centreBulkApi = defineEndpoints((build) => ({
  /** GET /v2/centros/bulk/count: the confirmation's count, asked afresh every time. */
  countCentreSelection: build.query<number, CentreSelection>(
    selectionCountQuery<CentreSelection>('/v2/centros/bulk/count'),
  ),
  /** POST /v2/centros/bulk: all or nothing; a 409 lists the refused rows. No e-mail: the
   * answer is `{ data }` alone, which the base query unwraps. */
  runCentreBulk: build.mutation<BulkResult, CentreBulkBody>({
    query: (body) => ({ url: '/v2/centros/bulk', method: 'POST', body }),
    invalidatesTags: [{ type: 'Centre', id: 'LIST' }],
  }),
  /** POST /v2/centros/bulk/export: the selected centres as CSV or Excel. */
  exportCentreSelection: build.mutation<DownloadedFile, CentreBulkExportBody>({
    query: filePost('/v2/centros/bulk/export'),
  }),
}));

export const {
  useLazyCountCentreSelectionQuery,
  useRunCentreBulkMutation,
  useExportCentreSelectionMutation,
} = centreBulkApi;
