import type { z } from 'zod';

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
