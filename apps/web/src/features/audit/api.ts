import type { AuditFilter, AuditSetup } from '@eval/contracts/audit';
import { requestOf } from '@eval/contracts/call';
import { auditCalls } from '@eval/contracts/calls/audit';
import { defineEndpoints, type DataOf } from '../../lib/api';

/** The audit log's calls (contracts/calls/audit.ts): the paged log and its filters' options. */
export const auditApi = defineEndpoints((build) => ({
  getAuditLog: build.query<
    DataOf<typeof auditCalls.log>,
    { setup: AuditSetup; filter: AuditFilter }
  >({
    query: ({ setup, filter }) =>
      requestOf(auditCalls.log, {
        query: {
          setup: JSON.stringify(setup satisfies AuditSetup),
          filter: JSON.stringify(filter satisfies AuditFilter),
        },
      }),
  }),
  getAuditOptions: build.query<DataOf<typeof auditCalls.options>, undefined>({
    query: () => requestOf(auditCalls.options),
  }),
}));

export const { useGetAuditLogQuery, useGetAuditOptionsQuery } = auditApi;
