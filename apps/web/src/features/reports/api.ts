import type { DashboardFilter } from '@eval/contracts/dashboard';
import { requestOf } from '@eval/contracts/call';
import { periodCalls } from '@eval/contracts/calls/periods';
import { reportCalls } from '@eval/contracts/calls/reports';
import { defineEndpoints, type DataOf } from '../../lib/api';
import { fileRequest, type DownloadedFile } from '../../lib/download-file';

/** The results downloads' calls (contracts/calls/reports.ts, spec §7 "Dashboard and reports"). */
export const reportsApi = defineEndpoints((build) => ({
  /** The periods of the selector (newest first). */
  getReportPeriods: build.query<DataOf<typeof periodCalls.list>, undefined>({
    query: () => requestOf(periodCalls.list),
    providesTags: ['Period'],
  }),
  getResultsReport: build.query<DataOf<typeof reportCalls.results>, number>({
    query: (period) => requestOf(reportCalls.results, { query: { period } }),
    providesTags: ['Report'],
  }),
  downloadExcelResults: build.mutation<DownloadedFile, number>({
    query: (period) => fileRequest(requestOf(reportCalls.excelResults, { query: { period } })),
  }),
  downloadAnswers: build.mutation<DownloadedFile, { period: number; filter?: DashboardFilter }>({
    // A JSON query parameter is declared as the text the API parses (contracts/json-query.ts).
    query: ({ period, filter }) =>
      fileRequest(
        requestOf(reportCalls.answers, {
          query: { period, filter: filter === undefined ? undefined : JSON.stringify(filter) },
        }),
      ),
  }),
}));

export const {
  useGetReportPeriodsQuery,
  useGetResultsReportQuery,
  useDownloadExcelResultsMutation,
  useDownloadAnswersMutation,
} = reportsApi;
