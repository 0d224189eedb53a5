import { requestOf } from '@eval/contracts/call';
import { passwordCalls } from '@eval/contracts/calls/passwords';
import type { SetPasswordBody } from '@eval/contracts/passwords';
import { api } from '../../lib/api';

/**
 * The password calls of a centre's people (contracts/calls/passwords.ts), made by the screens
 * loaded on demand. The sign-in page (src/sign-in) makes its own call; the set-password page
 * signs in with sign-in-api.ts.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => requestOf(passwordCalls.forgotPassword, { body }),
    }),
    /** Whether the e-mailed link still works; a 400 when used or expired. Spends nothing. */
    checkLink: build.query<{ usable: true }, string>({
      query: (token) => requestOf(passwordCalls.checkLink, { body: { token } }),
    }),
    setPassword: build.mutation<{ message: string; email: string }, SetPasswordBody>({
      query: (body) => requestOf(passwordCalls.setPassword, { body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useCheckLinkQuery, useSetPasswordMutation } = authApi;
