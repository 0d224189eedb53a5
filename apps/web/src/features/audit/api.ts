import type {
  AuditFilter,
  AuditLogResponse,
  AuditOptions,
  AuditSetup,
} from '@eval/contracts/audit';
import { defineEndpoints } from '../../lib/api';

/** The audit log's calls: GET /v15/audit-log (paged) and the options of its filters. */
export const auditApi = defineEndpoints((build) => ({
  getAuditLog: build.query<AuditLogResponse, { setup: AuditSetup; filter: AuditFilter }>({
    query: ({ setup, filter }) => ({ url: '/v15/audit-log', params: { setup, filter } }),
  }),
  getAuditOptions: build.query<AuditOptions, undefined>({
    query: () => ({ url: '/v15/audit-log/options' }),
  }),
}));

export const { useGetAuditLogQuery, useGetAuditOptionsQuery } = auditApi;
