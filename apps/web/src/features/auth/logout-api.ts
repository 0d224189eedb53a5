import type { authCalls } from '@eval/contracts/calls/auth';
import { LOGOUT_PATH } from '@eval/contracts/calls/sign-out-path';
import { defineEndpoints, type DataOf } from '../../lib/api';

/**
 * The sign-out, declared in contracts/calls/auth.ts; made by the admin layout's top bar only.
 * Built like the login call (api.ts), from the declaration's schema-free path and its types.
 */
export const logoutApi = defineEndpoints((build) => ({
  /** The server stops accepting the token this request carries. */
  logout: build.mutation<DataOf<typeof authCalls.logout>, undefined>({
    query: () => ({
      url: LOGOUT_PATH,
      method: 'POST' satisfies (typeof authCalls.logout)['method'],
    }),
  }),
}));

export const { useLogoutMutation } = logoutApi;
