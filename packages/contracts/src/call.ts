import type { z } from 'zod';
import { requestAt, type RequestArgsOf } from './call-request';
import { apiErrorSchema } from './common';

/**
 * Who may make a call (the API's `config.access`, checked by its auth plugin):
 * `public` anyone, `authenticated` any signed-in user, `admin` an administrator (profile 0),
 * `centre` a user of a centre (the centre app's calls), `coordinator` only the centre's
 * coordinator among them (finishing the evaluation).
 */
export type CallAccess = 'public' | 'authenticated' | 'admin' | 'centre' | 'coordinator';

/**
 * How an administration call meets an administrator's scope (docs/security.md "Scope"), checked
 * by the API's auth plugin before the handler runs:
 * - `scoped`: its handler applies the caller's scope (reads return only their communities'
 *   records; a write on a record outside is refused, 403);
 * - `national`: national data (the catalogue, periods, profiles, geography, mail templates):
 *   every administrator reads it, only a national one writes it;
 * - `own`: the caller's own things (their second factor, their saved views): open to every
 *   administrator whatever their scope;
 * - absent: not yet scoped, so a scoped administrator is refused it (403), read or write: a call
 *   nobody has scoped can never answer one community with another's data.
 */
export type CallScope = 'scoped' | 'national' | 'own';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, declared once: the API registers its route from it (`routeOf`), the web
 * builds its request from it (`requestOf`) and the OpenAPI document is generated from the route.
 * `path` is written as Fastify routes it (`/v2/centros/:id`).
 */
export interface Call {
  method: CallMethod;
  path: string;
  access: CallAccess;
  /** How an administration call meets the caller's scope (CallScope); absent: national only. */
  scope?: CallScope;
  /** Spanish, one line: the operation's summary in the published document. */
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Each status the call answers with a JSON body, and its schema. */
  responses: Readonly<Record<number, z.ZodType>>;
  /** A download: the content types of its 200 (a file, so no response schema). */
  download?: readonly string[];
  /**
   * An upload whose body is the file itself (not JSON): its content types and largest size,
   * published as the request body so that a client built from the document can send it.
   */
  upload?: { types: readonly string[]; maxBytes: number };
}

/**
 * Declares a call; the literal type is kept (`const`), so the API's handler and the web's
 * request are typed by exactly these schemas.
 */
export function defineCall<const C extends Call>(call: C): C {
  return call;
}

/**
 * The same calls, each marked with `scope` (a whole file of national calls, say), their literal
 * types kept: `const catalogueCalls = withScope('national', { … })`.
 */
export function withScope<const S extends CallScope, const T extends Record<string, Call>>(
  scope: S,
  calls: T,
): { [K in keyof T]: T[K] & { scope: S } } {
  return Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [name, { ...call, scope }]),
  ) as { [K in keyof T]: T[K] & { scope: S } };
}

/** The errors of an administration call: bad input, no session, not an administrator. */
export const adminCallErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
} as const;

type Part<C, K extends string> = C extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
/** The path parameters, query, or body schema of a call (`undefined` when it has none). */
export type ParamsOf<C> = Part<C, 'params'>;
export type QueryOf<C> = Part<C, 'query'>;
export type BodyOf<C> = Part<C, 'body'>;

/** The schema of the call's success (its 2xx JSON body). */
export type SuccessSchemaOf<C extends Call> = C['responses'][Extract<
  keyof C['responses'],
  200 | 201 | 202
>];

/** The body of the call's success, as the client receives it. */
export type SuccessOf<C extends Call> =
  SuccessSchemaOf<C> extends z.ZodType ? z.output<SuccessSchemaOf<C>> : never;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/**
 * What a client passes to make a call: its path parameters, query and body, each typed by the
 * declaration's input schema; a part the call does not have is not asked for.
 */
export type RequestPartsOf<C extends Call> = (ParamsOf<C> extends z.ZodType
  ? { params: InputOf<ParamsOf<C>> }
  : unknown) &
  (QueryOf<C> extends z.ZodType
    ? // A query whose parameters are all optional may be left out.
      object extends InputOf<QueryOf<C>>
      ? { query?: InputOf<QueryOf<C>> }
      : { query: InputOf<QueryOf<C>> }
    : unknown) &
  (BodyOf<C> extends z.ZodType ? { body: InputOf<BodyOf<C>> } : unknown);

/** A request as the clients' fetch layer takes it (RTK Query's `FetchArgs`). */
export interface CallRequest {
  url: string;
  method: CallMethod;
  params?: Record<string, unknown>;
  body?: unknown;
}

export { pathOf } from './call-request';

/**
 * The request of a declared call, for the web and centre apps: `requestOf(periodCalls.create,
 * { body })`. No URL is written by hand in a client; a wrong part does not compile. A screen
 * that must not load the schemas uses `requestAt` (call-request.ts) with the call's route.
 */
export function requestOf<C extends Call>(call: C, ...parts: RequestArgsOf<C>): CallRequest {
  return requestAt<C>(call, ...parts);
}
