import { apiErrorSchema, idParamsSchema, type LanguageCode } from '@eval/contracts/common';
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { AuditTrail } from '../lib/audit-trail';
import type { Database } from '../db/client';
import { requestLanguage } from '../lib/language';
import type { AppModule } from './module';

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

/** The instance a module's routes are registered on. */
type ModuleApp = Parameters<AppModule>[0];
type IdParams = z.output<typeof idParamsSchema>;
/** What a `{ data }` response schema carries in `data`, as the service returns it. */
type Data<R extends z.ZodType> = z.input<R> extends { data: infer T } ? T : never;

/**
 * The list, create, change and remove routes of an item the administration keeps by id (a key,
 * a question, an option, a feedback, a toolkit…) whose services take the same arguments: GET
 * lists the request language's items, POST creates (201), PUT `…/:id` changes, DELETE `…/:id`
 * removes, each answering `{ data }`; and the create and change routes of a record whose body
 * names it whole (a province, a centre), whose services take the body alone. The service
 * is passed as it is, so a reader sees which one a route calls; its result is checked against
 * the response schema where the route is declared.
 */
export function itemRoutes<E extends Record<number, z.ZodType>>(
  app: ModuleApp,
  db: Database,
  route: ReturnType<typeof adminRoutes<E>>,
) {
  // Typed by the services' signatures rather than by the type provider, whose inference cannot
  // see through these generic schemas: the options are widened to Fastify's plain ones, and the
  // handler reads the input Fastify has already validated (the zod compiler hands it the parsed
  // output) as the schema's output.
  const options = (routeOptions: RouteShorthandOptions) => routeOptions;
  /** PUT `…/:id` with a body: `answer` calls the service with the id and the validated body. */
  const putById = <B extends z.ZodType, R extends z.ZodType>(
    url: string,
    summary: string,
    body: B,
    response: R,
    answer: (request: FastifyRequest, id: number, body: z.output<B>) => Promise<Data<R>>,
  ) => {
    app.put(
      url,
      options(route.ok(summary, { params: idParamsSchema, body }, response)),
      async (request) => ({
        data: await answer(request, (request.params as IdParams).id, request.body as z.output<B>),
      }),
    );
  };
  return {
    /** GET: the service lists the items of the request's language. */
    list: <R extends z.ZodType>(
      url: string,
      summary: string,
      response: R,
      service: (db: Database, language: LanguageCode) => Promise<Data<R>>,
    ) => {
      app.get(url, options(route.ok(summary, {}, response)), async (request) => ({
        data: await service(db, requestLanguage(request)),
      }));
    },
    /** POST: the service creates the item in the request's language. */
    create: <B extends z.ZodType, R extends z.ZodType>(
      url: string,
      summary: string,
      body: B,
      response: R,
      service: (db: Database, language: LanguageCode, body: z.output<B>) => Promise<Data<R>>,
    ) => {
      app.post(url, options(route.created(summary, { body }, response)), async (request, reply) =>
        reply.code(201).send({
          data: await service(db, requestLanguage(request), request.body as z.output<B>),
        }),
      );
    },
    /** PUT `…/:id`: the service changes the item, answering in the request's language. */
    update: <B extends z.ZodType, R extends z.ZodType>(
      url: string,
      summary: string,
      body: B,
      response: R,
      service: (
        db: Database,
        language: LanguageCode,
        id: number,
        body: z.output<B>,
        audit: AuditTrail,
      ) => Promise<Data<R>>,
    ) =>
      putById(url, summary, body, response, (request, id, input) =>
        service(db, requestLanguage(request), id, input, request.audit),
      ),
    /** PUT `…/:id` of a record whose answer does not depend on the language (a type, a course). */
    changeById: <B extends z.ZodType, R extends z.ZodType>(
      url: string,
      summary: string,
      body: B,
      response: R,
      service: (db: Database, id: number, body: z.output<B>, audit: AuditTrail) => Promise<Data<R>>,
    ) =>
      putById(url, summary, body, response, (request, id, input) =>
        service(db, id, input, request.audit),
      ),
    /** DELETE `…/:id`: the service removes (or retires) the item. */
    remove: <R extends z.ZodType>(
      url: string,
      summary: string,
      response: R,
      service: (db: Database, id: number, audit: AuditTrail) => Promise<Data<R>>,
    ) => {
      app.delete(
        url,
        options(route.ok(summary, { params: idParamsSchema }, response)),
        async (request) => ({
          data: await service(db, (request.params as IdParams).id, request.audit),
        }),
      );
    },
    /**
     * POST (or PUT, as the spec names it) of a record whose body names it whole (a province, a
     * centre): the service creates it from the body alone.
     */
    createFromBody: <B extends z.ZodType, R extends z.ZodType>(
      method: 'POST' | 'PUT',
      url: string,
      summary: string,
      body: B,
      response: R,
      service: (db: Database, body: z.output<B>) => Promise<Data<R>>,
    ) => {
      app.route({
        method,
        url,
        ...options(route.created(summary, { body }, response)),
        handler: async (request, reply) =>
          reply.code(201).send({ data: await service(db, request.body as z.output<B>) }),
      });
    },
    /** PUT or PATCH (as the spec names it): the service changes the record the body names. */
    changeFromBody: <B extends z.ZodType, R extends z.ZodType>(
      method: 'PUT' | 'PATCH',
      url: string,
      summary: string,
      body: B,
      response: R,
      service: (db: Database, body: z.output<B>, audit: AuditTrail) => Promise<Data<R>>,
    ) => {
      app.route({
        method,
        url,
        ...options(route.ok(summary, { body }, response)),
        handler: async (request) => ({
          data: await service(db, request.body as z.output<B>, request.audit),
        }),
      });
    },
  };
}
