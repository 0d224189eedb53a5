import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { setupSchema } from '@eval/contracts/common';
import { z } from 'zod';
import type { RouteAccess } from '../../plugins/access-rules';
import { bearer } from '../app';
import { hostilePathParam, hostileValue, isStrictId } from './hostile';
import { fillPath, pathParams } from './route-table';
import { fuzzedValue, type JsonSchema, type RouteInputs } from './schema-inputs';

export interface FuzzContext {
  inputs: Map<string, RouteInputs>;
  filterFields: Map<string, JsonSchema>;
  adminToken: string;
  centreToken: string;
  coordinatorToken: string;
  centreId: number;
  /**
   * A live sign-in challenge: put in half the bodies that carry a `challenge`, so the second
   * step's code checks and throttle are fuzzed too, not only its validation.
   */
  challenge?: string;
  /**
   * Ids of records the run cares about (another community's, for the scoped fuzzer): mixed
   * into the generated path parameters when given; without them the generation is unchanged.
   */
  knownIds?: readonly string[];
}

/** A generated request, with the parts kept apart so a finding can show its input. */
export interface FuzzRequest {
  options: InjectOptions;
  input: { url: string; query?: Record<string, string>; body?: string };
  /** A path id is not a strict id: anything but a refusal is a finding. */
  looseId?: boolean;
}

/** JSON text nested `depth` levels deep, built as text (a value this deep cannot be stringified). */
export function nestedJson(depth: number): string {
  return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

const setupJsonSchema = z.toJSONSchema(setupSchema, { io: 'input' }) as JsonSchema;
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/**
 * A DELETE must never remove a row that exists (fuzzing is not meant to delete the data it
 * probes): any strict id below 900,000 becomes one that does not exist. Loose ids (`1e3`,
 * `0009`) stay: the server must refuse them, and the test checks that it does.
 */
function harmless(value: string): string {
  return isStrictId(value) && Number(value) < 900_000 ? '999999' : value;
}

function pathParamArbitrary(
  route: RouteAccess,
  name: string,
  ctx: FuzzContext,
): fc.Arbitrary<string> {
  if (route.method === 'DELETE') return hostilePathParam.map(harmless);
  if (name === 'centerId' && (route.access === 'centre' || route.access === 'coordinator'))
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(String(ctx.centreId)) },
      { weight: 1, arbitrary: hostilePathParam },
    );
  const { knownIds } = ctx;
  return fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 5 }).map(String) },
    { weight: 3, arbitrary: hostilePathParam },
    ...(knownIds && knownIds.length > 0
      ? [{ weight: 3, arbitrary: fc.constantFrom(...knownIds) }]
      : []),
  );
}

function filterArbitrary(ctx: FuzzContext): fc.Arbitrary<string> {
  const names = [...ctx.filterFields.keys()];
  const fields = fc
    .subarray(names, { maxLength: 3 })
    .chain((keys) =>
      fc.record(
        Object.fromEntries(keys.map((key) => [key, fuzzedValue(ctx.filterFields.get(key) ?? {})])),
      ),
    );
  return fc.oneof(
    { weight: 4, arbitrary: fields.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constant('actives') },
    { weight: 2, arbitrary: hostileValue.map(asText) },
    { weight: 1, arbitrary: fc.constantFrom(65, 1_000).map(nestedJson) },
  );
}

function queryArbitrary(name: string, schema: JsonSchema, ctx: FuzzContext): fc.Arbitrary<string> {
  if (name === 'setup')
    return fc.oneof(
      { weight: 4, arbitrary: fuzzedValue(setupJsonSchema).map(asText) },
      { weight: 1, arbitrary: hostileValue.map(asText) },
    );
  if (name === 'filter') return filterArbitrary(ctx);
  return fuzzedValue(schema).map(asText);
}

/** `body`, or half the time, when it names a `challenge`, the same with the live one. */
function withChallenge(body: unknown, ctx: FuzzContext): fc.Arbitrary<unknown> {
  const { challenge } = ctx;
  if (!challenge || !body || typeof body !== 'object' || !('challenge' in body))
    return fc.constant(body);
  return fc.boolean().map((live) => (live ? { ...body, challenge } : body));
}

/** Requests for one route: path parameters, query string and body from its schemas, made hostile. */
export function requestArbitrary(route: RouteAccess, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const inputs = ctx.inputs.get(`${route.method} ${route.url}`) ?? { query: [] };
  const names = pathParams(route.url);
  const params = fc.tuple(...names.map((name) => pathParamArbitrary(route, name, ctx)));
  const knownQuery = fc.record(
    Object.fromEntries(inputs.query.map((q) => [q.name, queryArbitrary(q.name, q.schema, ctx)])),
    { requiredKeys: [] },
  );
  const strayQuery = fc.option(
    fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), hostileValue.map(asText), {
      maxKeys: 2,
    }),
    { nil: undefined },
  );
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body: fc.Arbitrary<unknown> = inputs.body
    ? fc.oneof(
        { weight: 8, arbitrary: fuzzedValue(inputs.body) },
        { weight: 1, arbitrary: hostileValue },
      )
    : hasBody
      ? fc.option(hostileValue, { nil: undefined })
      : fc.constant(undefined);
  const token = tokenOfRoute(route, ctx);

  return fc
    .record({ params, knownQuery, strayQuery, body: body.chain((b) => withChallenge(b, ctx)) })
    .map(({ params: values, knownQuery: q, strayQuery: stray, body: b }) => {
      const url = fillPath(route.url, (name) => values[names.indexOf(name)] ?? '1');
      const looseId = names.some((name) => !isStrictId(values[names.indexOf(name)] ?? '1'));
      const query: Record<string, string> = { ...stray, ...(q as Record<string, string>) };
      const payload = b === undefined ? undefined : JSON.stringify(b);
      const options: InjectOptions = {
        method: route.method as 'GET',
        url,
        query,
        headers: {
          ...bearer(token),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { payload }),
      };
      return {
        options,
        input: { url, query, ...(payload === undefined ? {} : { body: payload }) },
        looseId,
      };
    });
}

/** The token of someone the route's access rule lets in, so the fuzz reaches its handler. */
function tokenOfRoute(route: RouteAccess, ctx: FuzzContext): string {
  if (route.access === 'coordinator') return ctx.coordinatorToken;
  return route.access === 'centre' ? ctx.centreToken : ctx.adminToken;
}

/** Malformed bodies every body-carrying route must refuse with 400/413/415, never 500. */
export function rawBodyRequests(route: RouteAccess, ctx: FuzzContext, url: string): FuzzRequest[] {
  const token = tokenOfRoute(route, ctx);
  const bodies: [string, string][] = [
    ['application/json', '{"a":'],
    ['application/json', '{"__proto__":{"admin":true}}'],
    ['application/json', '{"constructor":{"prototype":{"admin":true}}}'],
    ['text/plain', 'hola'],
    ['application/xml', '<a/>'],
    ['application/json', `"${'a'.repeat(1_100_000)}"`],
    ['application/json', nestedJson(6_000)],
    ['application/json', `{"payload":${nestedJson(40)},"id":1}`],
    ['application/json', '{"nombre":"a\\u0000b","email":"x\\u0000@y.es","payload":["\\u0000"]}'],
  ];
  return bodies.map(([type, payload]) => ({
    options: {
      method: route.method as 'POST',
      url,
      headers: { ...bearer(token), 'content-type': type },
      payload,
    },
    input: { url, body: `${type}: ${payload.slice(0, 60)}` },
  }));
}
