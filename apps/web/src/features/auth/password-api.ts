import { requestOf } from '@eval/contracts/call';
import { passwordCalls } from '@eval/contracts/calls/passwords';
import type { SetPasswordBody } from '@eval/contracts/users';
import { api, type DataOf } from '../../lib/api';

/**
 * The public calls behind the e-mailed link and the login page's "forgot password" link
 * (contracts/calls/passwords.ts).
 */
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    setPassword: build.mutation<DataOf<typeof passwordCalls.setPassword>, SetPasswordBody>({
      query: (body) => requestOf(passwordCalls.setPassword, { body }),
    }),
    /** Whether the link still works (a 400 with `invalidLink` when used or expired); spends nothing. */
    checkLink: build.query<DataOf<typeof passwordCalls.checkLink>, string>({
      query: (token) => requestOf(passwordCalls.checkLink, { body: { token } }),
    }),
    forgotPassword: build.mutation<DataOf<typeof passwordCalls.forgotPassword>, { email: string }>({
      query: (body) => requestOf(passwordCalls.forgotPassword, { body }),
    }),
  }),
});

export const { useSetPasswordMutation, useCheckLinkQuery, useForgotPasswordMutation } = passwordApi;
