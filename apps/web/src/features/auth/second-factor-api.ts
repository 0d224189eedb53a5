import { requestOf } from '@eval/contracts/call';
import { secondFactorCalls } from '@eval/contracts/calls/second-factor';
import type {
  SecondFactorPolicyBody,
  TotpCodeBody,
  TotpDisableBody,
} from '@eval/contracts/second-factor';
import { defineEndpoints, type DataOf } from '../../lib/api';

/**
 * One's own second factor and the programme's rule (docs/security.md), declared in
 * contracts/calls/second-factor.ts.
 */
export const secondFactorApi = defineEndpoints((build) => ({
  getSecondFactor: build.query<DataOf<typeof secondFactorCalls.status>, undefined>({
    query: () => requestOf(secondFactorCalls.status),
    providesTags: ['SecondFactor'],
  }),
  startEnrolment: build.mutation<DataOf<typeof secondFactorCalls.startEnrolment>, undefined>({
    query: () => requestOf(secondFactorCalls.startEnrolment),
  }),
  confirmEnrolment: build.mutation<DataOf<typeof secondFactorCalls.confirmEnrolment>, TotpCodeBody>(
    {
      query: (body) => requestOf(secondFactorCalls.confirmEnrolment, { body }),
      invalidatesTags: ['SecondFactor'],
    },
  ),
  renewRecoveryCodes: build.mutation<
    DataOf<typeof secondFactorCalls.renewRecoveryCodes>,
    TotpCodeBody
  >({
    query: (body) => requestOf(secondFactorCalls.renewRecoveryCodes, { body }),
    invalidatesTags: ['SecondFactor'],
  }),
  disableSecondFactor: build.mutation<DataOf<typeof secondFactorCalls.disable>, TotpDisableBody>({
    query: (body) => requestOf(secondFactorCalls.disable, { body }),
    invalidatesTags: ['SecondFactor'],
  }),
  getSecondFactorPolicy: build.query<DataOf<typeof secondFactorCalls.policy>, undefined>({
    query: () => requestOf(secondFactorCalls.policy),
    providesTags: ['SecondFactor'],
  }),
  setSecondFactorPolicy: build.mutation<
    DataOf<typeof secondFactorCalls.setPolicy>,
    SecondFactorPolicyBody
  >({
    query: (body) => requestOf(secondFactorCalls.setPolicy, { body }),
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
