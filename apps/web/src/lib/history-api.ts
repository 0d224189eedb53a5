import type { HistoryEntity, HistoryResponse, RevertResult } from '@eval/contracts/history';
import { requestOf } from '@eval/contracts/call';
import { auditCalls } from '@eval/contracts/calls/audit';
import { api } from './api';

/**
 * A record's history (contracts/calls/audit.ts), shared by every screen's "Historial"
 * row action, and the revert of an audit line of the audit screen.
 */
export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<HistoryResponse['data'], { entity: HistoryEntity; id: number }>({
      query: ({ entity, id }) =>
        requestOf(auditCalls.history, { params: { entity, id: String(id) } }),
    }),
    revertAuditLine: build.mutation<RevertResult, number>({
      query: (id) => requestOf(auditCalls.revert, { params: { id: String(id) } }),
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
