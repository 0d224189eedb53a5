import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import {
  CHECK_LINK_PATH,
  FORGOT_PASSWORD_PATH,
  SET_PASSWORD_PATH,
} from '@eval/contracts/calls/password-paths';
import { CENTRE_LOGIN_PATH } from '@eval/contracts/calls/sign-in-paths';
import { currentLanguage } from '../i18n/i18n';
import { apiLanguageOf } from '../i18n/languages';
import { readStoredUser } from './session';
import { sessionExpired } from './session-slice';

/** Base URL of the API; empty means the same origin that served the app. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/**
 * Calls whose 401 means "wrong credentials or link", not "session over": the paths their
 * declarations (contracts/calls/auth.ts, calls/passwords.ts) use, from the schema-free modules,
 * since this file is on the sign-in page's first load.
 */
const UNAUTHENTICATED_PATHS: readonly string[] = [
  CENTRE_LOGIN_PATH,
  SET_PASSWORD_PATH,
  CHECK_LINK_PATH,
  FORGOT_PASSWORD_PATH,
];

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders(headers) {
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    // Claves, preguntas, feedback and resources come in the language the app shows.
    headers.set('language', apiLanguageOf(currentLanguage()));
    const user = readStoredUser();
    if (user) headers.set('Authorization', `Bearer ${user.token}`);
    return headers;
  },
});

/** Takes the `{ data }` envelope off a successful answer (domain.md, API conventions). */
export function unwrapEnvelope(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'data' ? (body as { data: unknown }).data : body;
}

const pathOf = (args: string | FetchArgs): string =>
  (typeof args === 'string' ? args : args.url).split('?')[0] ?? '';

/**
 * fetchBaseQuery plus the programme's conventions: JSON, the `language` header of the app's
 * language, the centre user's bearer token, the envelope taken off, and a 401 outside the
 * sign-in calls ending the session (the guard then shows the sign-in page).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && !UNAUTHENTICATED_PATHS.includes(pathOf(args))) {
    api.dispatch(sessionExpired());
  }
  return result.error ? result : { ...result, data: unwrapEnvelope(result.data) };
};

export const TAG_TYPES = [
  'Questionnaire',
  'Progress',
  'Home',
  'Results',
  'Plan',
  'Consultations',
] as const;

/** The one RTK Query api of the app; features add their calls with `injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // A screen that could not load offline loads by itself once the connection is back.
  refetchOnReconnect: true,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
