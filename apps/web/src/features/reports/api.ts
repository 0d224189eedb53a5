import type { DashboardFilter } from '@eval/contracts/dashboard';
import type { PeriodDto } from '@eval/contracts/periods';
import type { ResultsReport } from '@eval/contracts/reports';
import { defineEndpoints } from '../../lib/api';
import { fileRequest, type DownloadedFile } from '../../lib/download-file';

/** The results downloads' calls (spec §7 "Dashboard and reports"). */
export const reportsApi = defineEndpoints((build) => ({
  /** The periods of the selector (GET /v7/allperiodos, newest first). */
  getReportPeriods: build.query<PeriodDto[], undefined>({
    query: () => '/v7/allperiodos',
    providesTags: ['Period'],
  }),
  getResultsReport: build.query<ResultsReport, number>({
    query: (period) => ({ url: '/v15/reports/results', params: { period } }),
    providesTags: ['Report'],
  }),
  downloadExcelResults: build.mutation<DownloadedFile, number>({
    query: (period) => fileRequest({ url: '/v15/reports/excel-results', params: { period } }),
  }),
  downloadAnswers: build.mutation<DownloadedFile, { period: number; filter?: DashboardFilter }>({
    query: ({ period, filter }) =>
      fileRequest({ url: '/v15/reports/answers', params: { period, filter } }),
  }),
}));

export const {
  useGetReportPeriodsQuery,
  useGetResultsReportQuery,
  useDownloadExcelResultsMutation,
  useDownloadAnswersMutation,
} = reportsApi;
