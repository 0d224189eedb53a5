import type {
  CentreCounts,
  ChartPdfBody,
  DashboardFilter,
  DashboardFilters,
  DownloadCentreFormat,
  EvaluationPerPeriod,
  KeyResult,
} from '@eval/contracts/dashboard';
import { defineEndpoints } from '../../lib/api';
import { filePost, fileRequest, type DownloadedFile } from '../../lib/download-file';

/** An empty filter is sent as no filter at all. */
const filterParam = (filter: DashboardFilter) =>
  Object.keys(filter).length > 0 ? { filter } : undefined;

/** The dashboard's calls (spec §7 "Dashboard and reports"). */
export const dashboardApi = defineEndpoints((build) => ({
  getDashboardFilters: build.query<DashboardFilters, number | undefined>({
    query: (provincia) => ({ url: '/v2/centers/dashboard-filters', params: { provincia } }),
    providesTags: ['Dashboard'],
  }),
  getCentreCounts: build.query<CentreCounts, DashboardFilter>({
    query: (filter) => ({ url: '/v2/centers/dashboard', params: filterParam(filter) }),
    providesTags: ['Dashboard'],
  }),
  getEvaluationsPerPeriod: build.query<EvaluationPerPeriod[], DashboardFilter>({
    query: (filter) => ({ url: '/v2/centros/evaluation-period', params: filterParam(filter) }),
    transformResponse: (response: { centers: EvaluationPerPeriod[] }) => response.centers,
    providesTags: ['Dashboard'],
  }),
  getKeyResults: build.query<KeyResult[], DashboardFilter>({
    query: (filter) => ({ url: '/v3/results-keys-report', params: filterParam(filter) }),
    providesTags: ['Dashboard'],
  }),
  downloadCentres: build.mutation<
    DownloadedFile,
    { filter: DashboardFilter; format: DownloadCentreFormat }
  >({
    query: ({ filter, format }) =>
      fileRequest({
        url: '/v2/centers/download-centers',
        params: { ...filterParam(filter), format },
      }),
  }),
  downloadChartPdf: build.mutation<DownloadedFile, ChartPdfBody>({
    query: filePost('/v3/keys/results-report/download'),
  }),
}));

export const {
  useGetDashboardFiltersQuery,
  useGetCentreCountsQuery,
  useGetEvaluationsPerPeriodQuery,
  useGetKeyResultsQuery,
  useDownloadCentresMutation,
  useDownloadChartPdfMutation,
} = dashboardApi;
