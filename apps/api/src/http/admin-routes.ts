import { apiErrorSchema } from '@eval/contracts/common';
import type { z } from 'zod';

/** The errors of routes that also document their refusals of access (401, 403). */
export const accessErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** The errors of a route that refuses bad input (400), no session (401) and no administrator (403). */
export const sessionErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
};

/** The errors of a route on a record besides bad input: not found (404), in conflict (409). */
export const recordErrors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Parts of a request Fastify validates against the contract's zod schemas. */
interface RequestParts {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

/**
 * Route options of a module's administration routes: every one needs a profile-0 token, carries
 * the module's tags and answers its errors with the Spanish error body. Only the options are
 * shared: each handler stays beside its route, so a reader sees what the route calls.
 */
export function adminRoutes<E extends Record<number, z.ZodType>>(tags: string[], errors: E) {
  const route = <P extends RequestParts, R extends z.ZodType, S extends 200 | 201>(
    status: S,
    summary: string,
    parts: P,
    response: R,
  ) => ({
    config: { access: 'admin' as const },
    schema: {
      tags,
      summary,
      ...parts,
      response: { [status]: response, ...errors } as { [K in S]: R } & E,
    },
  });
  return {
    /**
     * A list with nothing to validate, answering 200 `{ data }`; its errors keep the generic
     * serialisation (no error schema), as these routes always had.
     */
    list: <R extends z.ZodType>(summary: string, response: R) => ({
      config: { access: 'admin' as const },
      schema: { tags, summary, response: { 200: response } },
    }),
    /**
     * A read with a validated query string (a JSON `filter`, `setup`…), answering 200; of its
     * errors only the refusal of bad input (400) is documented.
     */
    query: <Q extends z.ZodType, R extends z.ZodType>(
      summary: string,
      querystring: Q,
      response: R,
    ) => ({
      config: { access: 'admin' as const },
      schema: { tags, summary, querystring, response: { 200: response, 400: apiErrorSchema } },
    }),
    /** A read, change or removal answering 200 `{ data }`. */
    ok: <P extends RequestParts, R extends z.ZodType>(summary: string, parts: P, response: R) =>
      route(200, summary, parts, response),
    /** A creation answering 201 `{ data }`. */
    created: <P extends RequestParts, R extends z.ZodType>(
      summary: string,
      parts: P,
      response: R,
    ) => route(201, summary, parts, response),
  };
}
