import { requestOf } from '@eval/contracts/call';
import { sentEmailCalls } from '@eval/contracts/calls/sent-emails';
import type { SentEmailFilter, SentEmailSetup } from '@eval/contracts/emails';
import { defineEndpoints, type DataOf } from '../../lib/api';

/**
 * The sent e-mail tracker's calls (spec §7 GET /v15/sent-emails) and the resend action
 * (contracts/calls/sent-emails.ts).
 */
export const emailsApi = defineEndpoints((build) => ({
  getSentEmails: build.query<
    DataOf<typeof sentEmailCalls.list>,
    { setup: SentEmailSetup; filter: SentEmailFilter }
  >({
    query: ({ setup, filter }) =>
      requestOf(sentEmailCalls.list, {
        query: { setup: JSON.stringify(setup), filter: JSON.stringify(filter) },
      }),
    providesTags: ['SentEmail'],
  }),
  resendEmail: build.mutation<DataOf<typeof sentEmailCalls.resend>, number>({
    query: (id) => requestOf(sentEmailCalls.resend, { params: { id: String(id) } }),
    invalidatesTags: ['SentEmail'],
  }),
}));

export const { useGetSentEmailsQuery, useResendEmailMutation } = emailsApi;
