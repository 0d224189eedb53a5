import type { LoginBody, SessionUser } from '@eval/contracts/auth';
import type { SetPasswordBody } from '@eval/contracts/passwords';
import { api } from '../../lib/api';

/** The sign-in and password calls of a centre's people. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SessionUser, LoginBody>({
      query: (body) => ({ url: '/v15/centro/auth/login', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/v1/auth/forgot-password', method: 'POST', body }),
    }),
    setPassword: build.mutation<{ message: string }, SetPasswordBody>({
      query: (body) => ({ url: '/v1/auth/set-password', method: 'POST', body }),
    }),
  }),
});

export const { useSignInMutation, useForgotPasswordMutation, useSetPasswordMutation } = authApi;
