import type { LoginBody, SessionUser } from '@eval/contracts/auth';
import type { LoginChallenge, TotpLoginBody } from '@eval/contracts/second-factor';
import { defineEndpoints } from '../../lib/api';

export const authApi = defineEndpoints((build) => ({
  /** POST /v1/auth/login (spec §7); its 401 is a wrong password, not an ended session. */
  login: build.mutation<SessionUser | LoginChallenge, LoginBody>({
    query: (body) => ({ url: '/v1/auth/login', method: 'POST', body }),
  }),
  /** POST /v1/auth/login/totp: the second step of an administrator with a second factor. */
  loginWithCode: build.mutation<SessionUser, TotpLoginBody>({
    query: (body) => ({ url: '/v1/auth/login/totp', method: 'POST', body }),
  }),
  /** POST /v1/auth/logout: the server stops accepting the token this request carries. */
  logout: build.mutation<unknown, undefined>({
    query: () => ({ url: '/v1/auth/logout', method: 'POST' }),
  }),
}));

export const { useLoginMutation, useLoginWithCodeMutation, useLogoutMutation } = authApi;
