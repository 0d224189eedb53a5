import type {
  ChartPdfBody,
  DashboardFilter,
  DownloadCentreFormat,
} from '@eval/contracts/dashboard';
import { requestOf } from '@eval/contracts/call';
import { consultationAdminCalls } from '@eval/contracts/calls/consultations';
import { dashboardCalls } from '@eval/contracts/calls/dashboard';
import type { DOWNLOAD_FORMATS } from '@eval/contracts/common';
import { defineEndpoints, type DataOf } from '../../lib/api';
import { fileRequest, type DownloadedFile } from '../../lib/download-file';

/**
 * The `filter` query parameter, as the text the API parses (contracts/json-query.ts); an empty
 * filter is sent as no filter at all.
 */
const filterParam = (filter: DashboardFilter) =>
  Object.keys(filter).length > 0 ? { filter: JSON.stringify(filter) } : undefined;

/**
 * The dashboard's calls (contracts/calls/dashboard.ts, spec §7 "Dashboard and reports"), and
 * the consultations' card (`consultationAdminCalls` of contracts/calls/consultations.ts).
 */
export const dashboardApi = defineEndpoints((build) => ({
  getDashboardFilters: build.query<DataOf<typeof dashboardCalls.filters>, number | undefined>({
    query: (provincia) => requestOf(dashboardCalls.filters, { query: { provincia } }),
    providesTags: ['Dashboard'],
  }),
  getCentreCounts: build.query<DataOf<typeof dashboardCalls.centreCounts>, DashboardFilter>({
    query: (filter) => requestOf(dashboardCalls.centreCounts, { query: filterParam(filter) }),
    providesTags: ['Dashboard'],
  }),
  getEvaluationsPerPeriod: build.query<
    DataOf<typeof dashboardCalls.evaluationsPerPeriod>['centers'],
    DashboardFilter
  >({
    query: (filter) =>
      requestOf(dashboardCalls.evaluationsPerPeriod, { query: filterParam(filter) }),
    transformResponse: (response: DataOf<typeof dashboardCalls.evaluationsPerPeriod>) =>
      response.centers,
    providesTags: ['Dashboard'],
  }),
  getKeyResults: build.query<DataOf<typeof dashboardCalls.keyResults>, DashboardFilter>({
    query: (filter) => requestOf(dashboardCalls.keyResults, { query: filterParam(filter) }),
    providesTags: ['Dashboard'],
  }),
  getPlanAdoption: build.query<DataOf<typeof dashboardCalls.planAdoption>, DashboardFilter>({
    query: (filter) => requestOf(dashboardCalls.planAdoption, { query: filterParam(filter) }),
    providesTags: ['Dashboard'],
  }),
  getConsultationReport: build.query<DataOf<typeof consultationAdminCalls.report>, DashboardFilter>(
    {
      query: (filter) => requestOf(consultationAdminCalls.report, { query: filterParam(filter) }),
      providesTags: ['Dashboard'],
    },
  ),
  downloadConsultationReport: build.mutation<
    DownloadedFile,
    { filter: DashboardFilter; format: (typeof DOWNLOAD_FORMATS)[number] }
  >({
    query: ({ filter, format }) =>
      fileRequest(
        requestOf(consultationAdminCalls.download, { query: { ...filterParam(filter), format } }),
      ),
  }),
  downloadCentres: build.mutation<
    DownloadedFile,
    { filter: DashboardFilter; format: DownloadCentreFormat }
  >({
    query: ({ filter, format }) =>
      fileRequest(
        requestOf(dashboardCalls.downloadCentres, { query: { ...filterParam(filter), format } }),
      ),
  }),
  downloadChartPdf: build.mutation<DownloadedFile, ChartPdfBody>({
    query: (body) => fileRequest(requestOf(dashboardCalls.chartPdf, { body })),
  }),
}));

export const {
  useGetDashboardFiltersQuery,
  useGetCentreCountsQuery,
  useGetEvaluationsPerPeriodQuery,
  useGetKeyResultsQuery,
  useGetPlanAdoptionQuery,
  useGetConsultationReportQuery,
  useDownloadConsultationReportMutation,
  useDownloadCentresMutation,
  useDownloadChartPdfMutation,
} = dashboardApi;
