import type { SetPasswordBody } from '@eval/contracts/users';
import { api } from '../../lib/api';

/** The public calls behind the e-mailed link and the login page's "forgot password" link. */
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    setPassword: build.mutation<{ message: string }, SetPasswordBody>({
      query: (body) => ({ url: '/v1/auth/set-password', method: 'POST', body }),
      transformResponse: (response: { data: { message: string } }) => response.data,
    }),
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/v1/auth/forgot-password', method: 'POST', body }),
      transformResponse: (response: { data: { message: string } }) => response.data,
    }),
  }),
});

export const { useSetPasswordMutation, useForgotPasswordMutation } = passwordApi;

/** The first Spanish message of a failed call (validation details first), or a generic one. */
export function failureText(error: unknown): string {
  const body = (error as { data?: { error?: { message?: unknown; details?: unknown } } } | null)
    ?.data?.error;
  const first: unknown = Array.isArray(body?.details) ? body.details[0] : undefined;
  const detail = (first as { message?: unknown } | undefined)?.message;
  if (typeof detail === 'string') return detail;
  if (typeof body?.message === 'string') return body.message;
  return 'No se ha podido completar la operación. Inténtelo de nuevo.';
}
