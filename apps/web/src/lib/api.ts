import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type EndpointBuilder,
  type EndpointDefinitions,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { Dispatch } from '@reduxjs/toolkit';
import { selectLanguage, type LanguageState } from './language-slice';
import { requestFinished, requestStarted } from './loading-slice';
import { serializeQueryParams } from './query-string';
import { clearSession, getStoredUser } from './session';
import { sessionExpired, signedIn } from './session-slice';
import { SECOND_FACTOR_SETUP_REASON } from '@eval/contracts/client-constants';
import type { Call, SuccessOf } from '@eval/contracts/call';
import { LOGIN_PATH, LOGIN_WITH_CODE_PATH } from '@eval/contracts/calls/sign-in-paths';

/** Base URL of the API; empty means the same origin that served the web app. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/**
 * The calls whose 401 means "wrong credentials" (or code), not "session over": the paths their
 * declarations (contracts/calls/auth.ts) use, from the schema-free module the login page loads.
 */
const LOGIN_PATHS: ReadonlySet<string> = new Set([LOGIN_PATH, LOGIN_WITH_CODE_PATH]);

const isFormData = (value: unknown): boolean =>
  typeof FormData !== 'undefined' && value instanceof FormData;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  paramsSerializer: serializeQueryParams,
  prepareHeaders(headers, { getState, arg }) {
    const body = typeof arg === 'object' ? arg.body : undefined;
    // A multipart body needs the boundary the browser writes into its own Content-Type.
    if (!headers.has('Content-Type') && !isFormData(body)) {
      headers.set('Content-Type', 'application/json');
    }
    // An endpoint may pass its own `language` header (content lists by language).
    if (!headers.has('language')) {
      headers.set('language', selectLanguage(getState() as { language?: Partial<LanguageState> }));
    }
    const user = getStoredUser();
    if (user?.token) headers.set('Authorization', `Bearer ${user.token}`);
    return headers;
  },
});

/**
 * The payload of a successful answer. Every answer is a `{ data }` envelope (domain.md, API
 * conventions): the envelope is taken off here, once, so endpoints declare the payload itself.
 * Paged lists (`{ data, count }`) keep their count, so they keep their shape; files (already
 * turned into `{ url, fileName }` by their response handler) carry no envelope.
 */
export function unwrapEnvelope(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'data' ? (body as { data: unknown }).data : body;
}

/**
 * What an endpoint of a declared call resolves to: its success body with the `{ data }` envelope
 * taken off as {@link unwrapEnvelope} does (a paged `{ data, count }` keeps its shape).
 */
export type DataOf<C extends Call> =
  SuccessOf<C> extends { data: infer D }
    ? keyof SuccessOf<C> extends 'data'
      ? D
      : SuccessOf<C>
    : SuccessOf<C>;

function isLoginCall(args: string | FetchArgs): boolean {
  const url = typeof args === 'string' ? args : args.url;
  return LOGIN_PATHS.has(url.split('?')[0] ?? '');
}

function isSetupRefusal(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body as { error: unknown };
  if (typeof error !== 'object' || error === null || !('details' in error)) return false;
  const { details } = error as { details: unknown };
  return (
    typeof details === 'object' &&
    details !== null &&
    'reason' in details &&
    details.reason === SECOND_FACTOR_SETUP_REASON
  );
}

/**
 * What a refused call means for the session, however it was sent (the base query, or an upload
 * with progress, lib/upload-progress.ts): a 401 outside login ends the session (the route guard
 * then sends the visitor to /auth/login); a 403 asking for a second factor this administrator
 * has not set up marks the session, and the admin layout sends them to the enrolment.
 */
export function applySessionAnswer(
  dispatch: Dispatch,
  args: string | FetchArgs,
  status: number | string,
  body: unknown,
): void {
  if (status === 401 && !isLoginCall(args)) {
    clearSession();
    dispatch(sessionExpired());
  }
  if (status === 403 && isSetupRefusal(body)) {
    const user = getStoredUser();
    if (user && !user.secondFactorSetupRequired)
      dispatch(signedIn({ ...user, secondFactorSetupRequired: true }));
  }
}

/**
 * fetchBaseQuery plus the programme's conventions (spec §4, §7): JSON content type, `language`
 * header (default ES), bearer token of the stored user, JSON-encoded object query parameters,
 * the loading counter raised before and lowered after every call whatever its outcome, and a
 * 401 outside login ending the session (the route guard then sends the visitor to /auth/login),
 * and the `{ data }` envelope of a successful answer taken off ({@link unwrapEnvelope}).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  api.dispatch(requestStarted());
  try {
    const result = await rawBaseQuery(args, api, extraOptions);
    if (result.error)
      applySessionAnswer(api.dispatch, args, result.error.status, result.error.data);
    return result.error ? result : { ...result, data: unwrapEnvelope(result.data) };
  } finally {
    api.dispatch(requestFinished());
  }
};

/** Cache tags of every domain; lists reload by invalidating them after writes. */
export const TAG_TYPES = [
  'Language',
  'User',
  'CentreUser',
  'Profile',
  'Cargo',
  'Comunidad',
  'Provincia',
  'Municipio',
  'Centre',
  'Course',
  'CentreCourse',
  'Dashboard',
  'Report',
  'Period',
  'CentreQuiz',
  'KeyAnswers',
  'FieldVisibility',
  'SentEmail',
  'Campaign',
  'MailTemplate',
  'Clave',
  'Pregunta',
  'Tipo',
  'Respuesta',
  'Color',
  'Contenido',
  'Feedback',
  'Recurso',
  'TipoMaterial',
  'Perspectiva',
  'Toolkit',
  'Documento',
  'SavedView',
  'SecondFactor',
  'PlanSuggestion',
  'ConsultationQuestion',
  'Consultation',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one RTK Query api of the client. Features add their calls with {@link defineEndpoints}
 * in their own api.ts.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** What a feature declares its calls with: `build.query` and `build.mutation` of {@link api}. */
export type ApiBuilder = EndpointBuilder<typeof baseQuery, TagType, typeof api.reducerPath>;

/**
 * Adds a feature's calls to the one api: `defineEndpoints((build) => ({ getX: build.query… }))`.
 * The answer is the api with their hooks (`useGetXQuery`, …), which the feature exports.
 */
export function defineEndpoints<Definitions extends EndpointDefinitions>(
  endpoints: (build: ApiBuilder) => Definitions,
) {
  return api.injectEndpoints({ endpoints });
}
