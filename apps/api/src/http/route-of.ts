import type { BodyOf, Call, ParamsOf, QueryOf } from '@eval/contracts/call';
import type { FastifyContextConfig } from 'fastify';

/** What a route adds to its call's access rule: a rate limit, say (kept beside the route). */
type ExtraConfig = Omit<FastifyContextConfig, 'access' | 'scope' | 'download' | 'upload'>;

/** The Fastify schema of a call: its parts as the zod type provider reads them. */
interface RouteSchemaOf<C extends Call> {
  tags: string[];
  summary: string;
  params: ParamsOf<C>;
  querystring: QueryOf<C>;
  body: BodyOf<C>;
  response: C['responses'];
}

/**
 * The route options of a declared call (packages/contracts `*-calls.ts`): method, URL, access
 * rule, download and upload types and the schemas Fastify validates and the document publishes. The
 * handler is written beside it, at the route:
 * `app.route({ ...routeOf(periodCalls.list), handler: async () => … })`, and the zod type
 * provider types its `request.params/query/body` and its answer from the declaration.
 */
export function routeOf<const C extends Call>(call: C, config: ExtraConfig = {}) {
  const parts = { params: call.params, querystring: call.query, body: call.body };
  // A part the call does not have is left out, not set to undefined, as Fastify expects.
  const present = Object.fromEntries(
    Object.entries(parts).filter(([, schema]) => schema !== undefined),
  );
  // The object built above is the declaration's parts as they are; the type says which.
  // A download declared with no response and no content type (a stored file of any type) has
  // no response schema at all, so the document keeps its plain default 200.
  const responses = Object.keys(call.responses).length > 0 ? { response: call.responses } : {};
  const schema = {
    tags: [...call.tags],
    summary: call.summary,
    ...present,
    ...responses,
  } as RouteSchemaOf<C>;
  return {
    method: call.method,
    url: call.path,
    config: {
      ...config,
      access: call.access,
      ...(call.scope ? { scope: call.scope } : {}),
      ...(call.download ? { download: call.download } : {}),
      ...(call.upload ? { upload: call.upload } : {}),
    },
    schema,
  };
}
