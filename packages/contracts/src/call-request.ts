import type { Call, CallMethod, CallRequest, RequestPartsOf } from './call';

/*
 * Building a call's request needs only its method and path, not its schemas: this module has
 * none and imports zod nowhere, so a client screen on a phone's first load can build typed
 * requests without evaluating the contracts' schemas (~90 kB before compression).
 * call.ts's `requestOf` (which takes the whole declaration) is built on it.
 */

/** The path with its `:name` parameters filled in (each encoded). */
export function pathOf(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

/** The method and path of a declared call, without its schemas (`calls/*-routes.ts`). */
export interface CallRoute {
  method: CallMethod;
  path: string;
}

/** The parts a call takes, as a rest parameter: none, optional, or required. */
export type RequestArgsOf<C extends Call> = keyof RequestPartsOf<C> extends never
  ? []
  : object extends RequestPartsOf<C>
    ? [RequestPartsOf<C>?]
    : [RequestPartsOf<C>];

/**
 * The request of a declared call from its route, typed by the declaration without importing it:
 * `requestAt<typeof centreAppCalls.home>(centreAppRoutes.home, { query: { lang } })` with
 * `import type { centreAppCalls }`. The route must be the declaration's (same method and path,
 * checked at compile time), and a wrong part does not compile, as with `requestOf`.
 */
export function requestAt<C extends Call>(
  route: Pick<C, 'method' | 'path'>,
  ...parts: RequestArgsOf<C>
): CallRequest {
  const given: {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  } = parts[0] ?? {};
  return {
    url: pathOf(route.path, given.params),
    method: route.method,
    ...(given.query === undefined ? {} : { params: given.query }),
    ...(given.body === undefined ? {} : { body: given.body }),
  };
}
