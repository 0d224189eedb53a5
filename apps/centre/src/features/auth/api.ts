import { requestOf } from '@eval/contracts/call';
import { authCalls } from '@eval/contracts/calls/auth';
import { passwordCalls } from '@eval/contracts/calls/passwords';
import type { LoginBody, SessionUser } from '@eval/contracts/auth';
import type { SetPasswordBody } from '@eval/contracts/passwords';
import { api } from '../../lib/api';

/** The sign-in and password calls of a centre's people (contracts/calls/auth.ts, calls/passwords.ts). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SessionUser, LoginBody>({
      query: (body) => requestOf(authCalls.centreLogin, { body }),
    }),
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

export const {
  useSignInMutation,
  useForgotPasswordMutation,
  useCheckLinkQuery,
  useSetPasswordMutation,
} = authApi;
