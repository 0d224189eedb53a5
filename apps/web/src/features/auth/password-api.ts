import type { SetPasswordBody } from '@eval/contracts/users';
import { api } from '../../lib/api';

/** The public calls behind the e-mailed link and the login page's "forgot password" link. */
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    setPassword: build.mutation<{ message: string }, SetPasswordBody>({
      query: (body) => ({ url: '/v1/auth/set-password', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/v1/auth/forgot-password', method: 'POST', body }),
    }),
  }),
});

export const { useSetPasswordMutation, useForgotPasswordMutation } = passwordApi;
