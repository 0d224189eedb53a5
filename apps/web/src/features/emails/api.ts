import type {
  SentEmail,
  SentEmailFilter,
  SentEmailSetup,
  SentEmailsResponse,
} from '@eval/contracts/emails';
import { api } from '../../lib/api';

/** The sent e-mail tracker's calls (spec §7 GET /v15/sent-emails) and the resend action. */
export const emailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSentEmails: build.query<
      SentEmailsResponse,
      { setup: SentEmailSetup; filter: SentEmailFilter }
    >({
      query: ({ setup, filter }) => ({ url: '/v15/sent-emails', params: { setup, filter } }),
      providesTags: ['SentEmail'],
    }),
    resendEmail: build.mutation<SentEmail, number>({
      query: (id) => ({ url: `/v15/sent-emails/${id}/resend`, method: 'POST' }),
      transformResponse: (response: { data: SentEmail }) => response.data,
      invalidatesTags: ['SentEmail'],
    }),
  }),
});

export const { useGetSentEmailsQuery, useResendEmailMutation } = emailsApi;

/** The server's Spanish message of a failed call, or the error itself as text. */
export function errorText(error: unknown): string {
  const message = (error as { data?: { error?: { message?: unknown } } } | null)?.data?.error
    ?.message;
  if (typeof message === 'string') return message;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'string' || typeof status === 'number' ? String(status) : 'Error';
}
