import { requestOf } from '@eval/contracts/call';
import { ownAccountCalls } from '@eval/contracts/calls/own-account';
import type { ChangePasswordBody, OwnLanguage } from '@eval/contracts/own-account';
import { defineEndpoints, type DataOf } from '../../lib/api';

/** One's own password and language on "Mi cuenta" (contracts/calls/own-account.ts). */
export const ownAccountApi = defineEndpoints((build) => ({
  changeOwnPassword: build.mutation<
    DataOf<typeof ownAccountCalls.changePassword>,
    ChangePasswordBody
  >({
    query: (body) => requestOf(ownAccountCalls.changePassword, { body }),
  }),
  setOwnLanguage: build.mutation<DataOf<typeof ownAccountCalls.setLanguage>, OwnLanguage>({
    query: (body) => requestOf(ownAccountCalls.setLanguage, { body }),
  }),
}));

export const { useChangeOwnPasswordMutation, useSetOwnLanguageMutation } = ownAccountApi;
