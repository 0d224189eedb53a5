import type { LoginBody } from '@eval/contracts/auth';
import type { authCalls } from '@eval/contracts/calls/auth';
import { LOGIN_PATH } from '@eval/contracts/calls/sign-in-paths';
import { defineEndpoints, type DataOf } from '../../lib/api';

/**
 * The login page's call, declared in contracts/calls/auth.ts (spec §7). Its path is the
 * schema-free constant the declaration uses, and its types come from the declaration
 * (`import type`: nothing bundled), rather than `requestOf(authCalls.login)`: the declarations'
 * schemas would take the login page's first-load JS over its budget (check-login-size). The
 * sign-in's second step and the sign-out, loaded later, are in second-step-api.ts and
 * logout-api.ts, each bundled with the one screen that makes it.
 */
export const authApi = defineEndpoints((build) => ({
  /** Its 401 is a wrong password, not an ended session (lib/api.ts). */
  login: build.mutation<DataOf<typeof authCalls.login>, LoginBody>({
    query: (body) => ({
      url: LOGIN_PATH,
      method: 'POST' satisfies (typeof authCalls.login)['method'],
      body,
    }),
  }),
}));

export const { useLoginMutation } = authApi;
