import type { HistoryEntity, HistoryResponse, RevertResult } from '@eval/contracts/history';
import { api } from './api';

/**
 * A record's history (GET /v1/audit/history/:entity/:id), shared by every screen's "Historial"
 * row action, and the revert of an audit line (POST /v1/audit/:id/revert) of the audit screen.
 */
export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<HistoryResponse['data'], { entity: HistoryEntity; id: number }>({
      query: ({ entity, id }) => ({ url: `/v1/audit/history/${entity}/${id}` }),
    }),
    revertAuditLine: build.mutation<RevertResult, number>({
      query: (id) => ({ url: `/v1/audit/${id}/revert`, method: 'POST' }),
      // The reverted record's lists reload, wherever they are shown.
      // A period revert changes the active period, and with it the follow-up and the reports.
      invalidatesTags: [
        'User',
        'CentreUser',
        'Centre',
        'Course',
        'CentreCourse',
        'Period',
        'CentreQuiz',
        'Dashboard',
        'Report',
      ],
    }),
  }),
});

export const { useGetHistoryQuery, useRevertAuditLineMutation } = historyApi;
