import type { LoginBody, SessionUser } from '@eval/contracts/auth';
import type { authCalls } from '@eval/contracts/calls/auth';
import { CENTRE_LOGIN_PATH } from '@eval/contracts/calls/sign-in-paths';
import { api } from '../../lib/api';

/**
 * The centre sign-in's call, declared in contracts/calls/auth.ts, made by the set-password page
 * once the password is set (the sign-in page, src/sign-in, makes it without the store). Its path is the schema-free
 * constant the declaration uses and its method is checked against it (`import type`: nothing
 * bundled), rather than `requestOf(authCalls.centreLogin)`: the declarations bring zod and
 * their schemas into the sign-in page's first load, a phone's first visit. The password calls,
 * made by screens loaded on demand, are in api.ts.
 */
export const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SessionUser, LoginBody>({
      query: (body) => ({
        url: CENTRE_LOGIN_PATH satisfies (typeof authCalls.centreLogin)['path'],
        method: 'POST' satisfies (typeof authCalls.centreLogin)['method'],
        body,
      }),
    }),
  }),
});

export const { useSignInMutation } = signInApi;
