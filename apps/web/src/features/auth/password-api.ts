import { requestOf } from '@eval/contracts/call';
import { authCalls } from '@eval/contracts/calls/auth';
import type { SetPasswordBody } from '@eval/contracts/users';
import { api, type DataOf } from '../../lib/api';

/**
 * The public calls behind the e-mailed link and the login page's "forgot password" link
 * (contracts/calls/auth.ts).
 */
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    setPassword: build.mutation<DataOf<typeof authCalls.setPassword>, SetPasswordBody>({
      query: (body) => requestOf(authCalls.setPassword, { body }),
    }),
    forgotPassword: build.mutation<DataOf<typeof authCalls.forgotPassword>, { email: string }>({
      query: (body) => requestOf(authCalls.forgotPassword, { body }),
    }),
  }),
});

export const { useSetPasswordMutation, useForgotPasswordMutation } = passwordApi;
