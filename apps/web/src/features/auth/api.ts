import type { LoginBody } from '@eval/contracts/auth';
import type { authCalls } from '@eval/contracts/calls/auth';
import { LOGIN_PATH, LOGIN_WITH_CODE_PATH, LOGOUT_PATH } from '@eval/contracts/calls/sign-in-paths';
import type { TotpLoginBody } from '@eval/contracts/second-factor';
import { defineEndpoints, type DataOf } from '../../lib/api';

/** The method of a sign-in call, checked against its declaration. */
type MethodOf<K extends keyof typeof authCalls> = (typeof authCalls)[K]['method'];

/**
 * The sign-in calls, declared in contracts/calls/auth.ts (spec §7). Their paths are the
 * schema-free constants the declarations use, and their types come from the declarations
 * (`import type`: nothing bundled), rather than `requestOf(authCalls…)`: the declarations'
 * schemas would take the login page's first-load JS over its budget (check-login-size).
 */
export const authApi = defineEndpoints((build) => ({
  /** Its 401 is a wrong password, not an ended session (lib/api.ts). */
  login: build.mutation<DataOf<typeof authCalls.login>, LoginBody>({
    query: (body) => ({ url: LOGIN_PATH, method: 'POST' satisfies MethodOf<'login'>, body }),
  }),
  /** The second step of an administrator with a second factor. */
  loginWithCode: build.mutation<DataOf<typeof authCalls.loginWithCode>, TotpLoginBody>({
    query: (body) => ({
      url: LOGIN_WITH_CODE_PATH,
      method: 'POST' satisfies MethodOf<'loginWithCode'>,
      body,
    }),
  }),
  /** The server stops accepting the token this request carries. */
  logout: build.mutation<DataOf<typeof authCalls.logout>, undefined>({
    query: () => ({ url: LOGOUT_PATH, method: 'POST' satisfies MethodOf<'logout'> }),
  }),
}));

export const { useLoginMutation, useLoginWithCodeMutation, useLogoutMutation } = authApi;
