import type {
  RecoveryCodes,
  SecondFactorPolicy,
  SecondFactorStatus,
  TotpCodeBody,
  TotpDisableBody,
  TotpEnrolment,
} from '@eval/contracts/second-factor';
import { defineEndpoints } from '../../lib/api';

/** One's own second factor and the programme's rule (issue 24; docs/security.md). */
export const secondFactorApi = defineEndpoints((build) => ({
  getSecondFactor: build.query<SecondFactorStatus, undefined>({
    query: () => '/v1/auth/totp',
    providesTags: ['SecondFactor'],
  }),
  startEnrolment: build.mutation<TotpEnrolment, undefined>({
    query: () => ({ url: '/v1/auth/totp/enrolment', method: 'POST' }),
  }),
  confirmEnrolment: build.mutation<RecoveryCodes, TotpCodeBody>({
    query: (body) => ({ url: '/v1/auth/totp/enrolment/confirm', method: 'POST', body }),
    invalidatesTags: ['SecondFactor'],
  }),
  renewRecoveryCodes: build.mutation<RecoveryCodes, TotpCodeBody>({
    query: (body) => ({ url: '/v1/auth/totp/recovery-codes', method: 'POST', body }),
    invalidatesTags: ['SecondFactor'],
  }),
  disableSecondFactor: build.mutation<{ message: string }, TotpDisableBody>({
    query: (body) => ({ url: '/v1/auth/totp/disable', method: 'POST', body }),
    invalidatesTags: ['SecondFactor'],
  }),
  getSecondFactorPolicy: build.query<SecondFactorPolicy, undefined>({
    query: () => '/v1/auth/second-factor-policy',
    providesTags: ['SecondFactor'],
  }),
  setSecondFactorPolicy: build.mutation<SecondFactorPolicy, SecondFactorPolicy>({
    query: (body) => ({ url: '/v1/auth/second-factor-policy', method: 'PUT', body }),
    invalidatesTags: ['SecondFactor'],
  }),
}));

export const {
  useGetSecondFactorQuery,
  useStartEnrolmentMutation,
  useConfirmEnrolmentMutation,
  useRenewRecoveryCodesMutation,
  useDisableSecondFactorMutation,
  useGetSecondFactorPolicyQuery,
  useSetSecondFactorPolicyMutation,
} = secondFactorApi;
