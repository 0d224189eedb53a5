import type {
  SentEmail,
  SentEmailFilter,
  SentEmailSetup,
  SentEmailsResponse,
} from '@eval/contracts/emails';
import { defineEndpoints } from '../../lib/api';

/** The sent e-mail tracker's calls (spec §7 GET /v15/sent-emails) and the resend action. */
export const emailsApi = defineEndpoints((build) => ({
  getSentEmails: build.query<
    SentEmailsResponse,
    { setup: SentEmailSetup; filter: SentEmailFilter }
  >({
    query: ({ setup, filter }) => ({ url: '/v15/sent-emails', params: { setup, filter } }),
    providesTags: ['SentEmail'],
  }),
  resendEmail: build.mutation<SentEmail, number>({
    query: (id) => ({ url: `/v15/sent-emails/${id}/resend`, method: 'POST' }),
    invalidatesTags: ['SentEmail'],
  }),
}));

export const { useGetSentEmailsQuery, useResendEmailMutation } = emailsApi;
