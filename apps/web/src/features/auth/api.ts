import type { LoginBody, LoginResponse } from '@eval/contracts/auth';
import { api } from '../../lib/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /v1/auth/login (spec §7); its 401 is a wrong password, not an ended session. */
    login: build.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: '/v1/auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = authApi;
