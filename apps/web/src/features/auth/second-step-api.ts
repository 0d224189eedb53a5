import type { authCalls } from '@eval/contracts/calls/auth';
import { LOGIN_WITH_CODE_PATH } from '@eval/contracts/calls/sign-in-paths';
import type { TotpLoginBody } from '@eval/contracts/second-factor';
import { defineEndpoints, type DataOf } from '../../lib/api';

/**
 * The sign-in's second step for an administrator with a second factor, declared in
 * contracts/calls/auth.ts; made by its form only (components/second-factor-step.tsx), which the
 * login page loads when asked for. Built like the login call (api.ts), from the declaration's
 * schema-free path and its types.
 */
export const secondStepApi = defineEndpoints((build) => ({
  loginWithCode: build.mutation<DataOf<typeof authCalls.loginWithCode>, TotpLoginBody>({
    query: (body) => ({
      url: LOGIN_WITH_CODE_PATH,
      method: 'POST' satisfies (typeof authCalls.loginWithCode)['method'],
      body,
    }),
  }),
}));

export const { useLoginWithCodeMutation } = secondStepApi;
